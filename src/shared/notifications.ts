// No zod here: the header's bell loads this for every member's first visit.

/** The ways one kind of notice can reach a member. */
export interface Channels {
  site: boolean;
  email: boolean;
  push: boolean;
}

/**
 * What a member can be told of (issue 28), each in the site and, as they choose, by e-mail and
 * by push (issue 51). `admins`: only administrators hear of it. `defaults`: a member who never
 * changed a setting; push is off until they turn it on, and reaches only the devices they turn
 * it on for.
 */
export const NOTIFICATION_KINDS = {
  review_decided: {
    label: 'Your reviews, questions and answers approved or rejected',
    defaults: { site: true, email: true, push: false },
    admins: false,
  },
  submission_decided: {
    label: 'Your product submissions approved or rejected',
    defaults: { site: true, email: true, push: false },
    admins: false,
  },
  flag_settled: {
    label: 'Flags you raised resolved or dismissed',
    defaults: { site: true, email: true, push: false },
    admins: false,
  },
  invitation_used: {
    label: 'Someone joined with your invitation',
    defaults: { site: true, email: true, push: false },
    admins: false,
  },
  kit_review: {
    label: 'New reviews of gear in your Gear Kit',
    defaults: { site: true, email: false, push: false },
    admins: false,
  },
  review_hidden: {
    label: 'Your reviews, questions and answers taken back for moderation after flags',
    defaults: { site: true, email: true, push: false },
    admins: false,
  },
  verification: {
    label: 'Your service verification ending or revoked',
    defaults: { site: true, email: true, push: false },
    admins: false,
  },
  report_nudge: {
    label: 'Asked how gear you reviewed is holding up, 6 and 12 months on',
    defaults: { site: true, email: true, push: false },
    admins: false,
  },
  product_alert: {
    label: 'Recalls, counterfeit warnings and safety notices for gear you keep or reviewed',
    defaults: { site: true, email: true, push: false },
    admins: false,
  },
  question_for_owner: {
    label: 'Questions from members about gear you keep or reviewed',
    defaults: { site: true, email: true, push: false },
    admins: false,
  },
  question_answered: {
    label: 'Answers to your questions',
    defaults: { site: true, email: true, push: false },
    admins: false,
  },
  moderation_waiting: {
    label: 'Moderation queues waiting longer than 48 hours',
    defaults: { site: true, email: false, push: false },
    admins: true,
  },
} as const satisfies Record<string, { label: string; defaults: Channels; admins: boolean }>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_IDS = Object.keys(NOTIFICATION_KINDS) as [
  NotificationKind,
  ...NotificationKind[],
];

/** The weekly digest is e-mail only, and off until a member turns it on. */
export const DIGEST_LABEL =
  'Weekly digest of new reviews and open questions on your gear, and your branch';
export const DIGEST_DEFAULT = false;

/** What an unsubscribe link may turn off: one kind's e-mails, or the digest. */
export type MailSubscription = NotificationKind | 'digest';

export const subscriptionLabel = (subscription: MailSubscription) =>
  subscription === 'digest' ? DIGEST_LABEL : NOTIFICATION_KINDS[subscription].label;

export const NOTIFICATION_PAGE_SIZE = 20;
/** Read notifications older than this are deleted by the retention job. */
export const NOTIFICATION_READ_RETENTION_DAYS = 90;
/** A queue item waiting longer than this is worth a reminder; admins get one a day at most. */
export const MODERATION_REMINDER_HOURS = 48;
/** The bell shows "99+" beyond this. */
export const UNREAD_BADGE_CAP = 99;
