import type { NotificationKind } from '@shared/notifications';
import { PAGES } from '@shared/pages';
import type { Notice } from './notice';

/**
 * What a push says of each kind (issue 51): one line that names no member, product, review or
 * reason, since a lock screen shows it to whoever holds the phone. The notice itself, in full,
 * waits behind the link for the member signed in.
 */
export const PUSH_TITLES: Record<NotificationKind, string> = {
  review_decided: 'A moderator decided on something you wrote',
  submission_decided: 'A product you submitted was decided on',
  flag_settled: 'A flag you raised was looked at',
  invitation_used: 'Someone joined with your invitation',
  kit_review: 'A new review of gear in your Gear Kit',
  review_hidden: 'Something you wrote was hidden after flags',
  verification: 'News about your service verification',
  report_nudge: 'How is your gear holding up?',
  product_alert: 'A safety alert on gear you keep or reviewed',
  question_for_owner: 'A member asks about gear you keep or reviewed',
  question_answered: 'Your question has a new answer',
  moderation_waiting: 'Moderation queues are waiting',
};

/** A push's whole payload: nothing but these two, so the push service carries nothing more. */
export interface PushMessage {
  title: string;
  /** A path of this site: the service worker opens it on a click. */
  url: string;
}

/** A same-site path: `//host`, `/\host` (browsers read it as `//`) or a scheme leave the site. */
const isSitePath = (link: string) => /^\/(?![/\\])/.test(link);

export function pushMessage(notice: Notice): PushMessage {
  const link = notice.link !== null && isSitePath(notice.link) ? notice.link : null;
  return { title: PUSH_TITLES[notice.kind], url: link ?? PAGES.notifications.path };
}
