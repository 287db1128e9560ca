// Notifications (issue 28): what members are told, in the site, by e-mail and by push (issue 51).
export { notificationsFeature } from './feature';
export { Notifier } from './notifier';
export { PushSender } from './push-send';
export { vapidKeysOf, vapidSubject } from './vapid-keys';
export { createUnsubscribeTokens } from './unsubscribe-token';
export * as notices from './notices';
export { exportNotifications } from './data-rights';
export {
  KIT_REVIEW_QUEUE,
  MODERATION_REMINDER_QUEUE,
  PRODUCT_ALERT_QUEUE,
  QUESTION_OWNERS_QUEUE,
  WEEKLY_DIGEST_QUEUE,
} from './queues';
export {
  claimDigestWeek,
  digestSubscribers,
  hoursAgo,
  notPacedWithin,
  paced,
  type DigestMember,
} from './pacing';
