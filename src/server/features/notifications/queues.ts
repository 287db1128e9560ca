// The job queues of notifications (decision 021); pg-boss names allow letters, digits and _.
export const KIT_REVIEW_QUEUE = 'kit_review_fanout';
export const MODERATION_REMINDER_QUEUE = 'moderation_reminders';
export const WEEKLY_DIGEST_QUEUE = 'weekly_digest';
/** Issue 49: an alert told to its product's keepers and reviewers (the alerts feature's job). */
export const PRODUCT_ALERT_QUEUE = 'product_alert_fanout';
/** Issue 50: a new question's owners asked to answer it (the questions feature's job). */
export const QUESTION_OWNERS_QUEUE = 'question_owner_asks';
/** Issue 51: one push to one device, worked here (push-send.ts). */
export const PUSH_QUEUE = 'push';
