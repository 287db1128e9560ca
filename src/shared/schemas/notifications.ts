import { z } from 'zod';
import { NOTIFICATION_KIND_IDS, type MailSubscription } from '../notifications';
import { pageParam } from './common';

// Issue 28: the member's notifications, their settings and the unsubscribe links of e-mails.

export const NOTIFICATION_MSG = {
  idsRequired: 'Choose at least one notification to mark as read',
  tooManyIds: 'Mark at most 100 notifications at once',
  badId: 'Unknown notification',
  tokenInvalid:
    'This unsubscribe link is not valid. You can change which e-mails you get on your profile.',
  tokenExpired:
    'This unsubscribe link has expired. You can change which e-mails you get on your profile.',
  adminsOnly: 'Only administrators can be told about the moderation queues',
} as const;

const ZKind = z.enum(NOTIFICATION_KIND_IDS);

export const ZNotification = z.object({
  id: z.string(),
  kind: ZKind,
  /** One line saying what happened, e.g. 'Your review "…" was approved'. */
  title: z.string(),
  /** A moderator's note or admin notes, when there are some. */
  detail: z.string().nullable(),
  /** The in-site path of what it is about, when it still makes sense to go there. */
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationListQuery = z.object({ page: pageParam });

export const ZNotificationPage = z.object({
  items: z.array(ZNotification),
  unreadCount: z.number(),
  page: z.number(),
  hasMore: z.boolean(),
});
export type TNotificationPage = z.infer<typeof ZNotificationPage>;

export const ZUnreadCount = z.object({ unreadCount: z.number() });
export type TUnreadCount = z.infer<typeof ZUnreadCount>;

/** Mark some notifications read (`ids`), or every one (`all: true`). */
export const ZMarkReadRequest = z.union(
  [
    z.object({ all: z.literal(true) }).strict(),
    z
      .object({
        ids: z
          .array(z.uuid(NOTIFICATION_MSG.badId), { error: NOTIFICATION_MSG.idsRequired })
          .min(1, NOTIFICATION_MSG.idsRequired)
          .max(100, NOTIFICATION_MSG.tooManyIds),
      })
      .strict(),
  ],
  { error: NOTIFICATION_MSG.idsRequired },
);
export type TMarkReadRequest = z.infer<typeof ZMarkReadRequest>;

const ZChannels = z.object({ site: z.boolean(), email: z.boolean(), push: z.boolean() }).strict();

/** Every kind the member can be told of (admins' kinds only for admins), and the digest. */
export const ZNotificationSettings = z.object({
  kinds: z.partialRecord(ZKind, ZChannels),
  digest: z.boolean(),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

/** PUT: the kinds named change, the others stay as they are. */
export const ZNotificationSettingsUpdate = z
  .object({ kinds: z.partialRecord(ZKind, ZChannels).optional(), digest: z.boolean().optional() })
  .strict();
export type TNotificationSettingsUpdate = z.infer<typeof ZNotificationSettingsUpdate>;

export const ZUnsubscribeRequest = z.object({
  token: z
    .string({ error: NOTIFICATION_MSG.tokenInvalid })
    .min(1, NOTIFICATION_MSG.tokenInvalid)
    .max(500, NOTIFICATION_MSG.tokenInvalid),
});
export type TUnsubscribeRequest = z.infer<typeof ZUnsubscribeRequest>;

/** What the link turned off (or, after undo, on again), named for the page. */
export const ZUnsubscribeResult = z.object({
  subscription: z.enum(['digest', ...NOTIFICATION_KIND_IDS] as [
    MailSubscription,
    ...MailSubscription[],
  ]),
  label: z.string(),
  subscribed: z.boolean(),
});
export type TUnsubscribeResult = z.infer<typeof ZUnsubscribeResult>;
