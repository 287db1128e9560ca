import type { AppInstance } from '../../app-types';
import { fanOutKitReview, remindModerators, sendDigests } from './jobs';
import { KIT_REVIEW_QUEUE, MODERATION_REMINDER_QUEUE, WEEKLY_DIGEST_QUEUE } from './queues';
import { notificationRoutes } from './routes';
import { unsubscribeRoutes } from './unsubscribe-routes';

/**
 * The member's notifications and settings, the e-mails' unsubscribe links, and the jobs that
 * tell many members at once: a review's Gear Kits, the admins' daily reminder, the digest.
 * Each job is done once, whatever dies when: the first two run in one transaction with their
 * completion, the digest in one per member with the claim of that member's week.
 */
export async function notificationsFeature(app: AppInstance) {
  const notifier = app.notifier;
  app.jobs.define<{ reviewId: string }>({
    name: KIT_REVIEW_QUEUE,
    retryLimit: 10,
    retryDelaySeconds: 10,
    expireSeconds: 600,
    batchSize: 5,
    handleInTransaction: (tx, job) => fanOutKitReview(tx, notifier, job.reviewId),
  });
  app.jobs.define({
    name: MODERATION_REMINDER_QUEUE,
    cron: '17 * * * *',
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireSeconds: 600,
    batchSize: 1,
    handleInTransaction: (tx) => remindModerators(tx, notifier),
  });
  app.jobs.define({
    name: WEEKLY_DIGEST_QUEUE,
    // Mondays, 08:00 UTC.
    cron: '0 8 * * 1',
    retryLimit: 3,
    retryDelaySeconds: 300,
    expireSeconds: 1800,
    batchSize: 1,
    // Member by member, each claimed with their mail: a run again sends nobody twice.
    handleInTransactions: (db) => sendDigests(db, notifier),
  });
  await app.register(notificationRoutes);
  await app.register(unsubscribeRoutes, { tokens: notifier.tokens });
}
