import type { AppInstance } from '../../app-types';
import { KIT_REVIEW_QUEUE, WEEKLY_DIGEST_QUEUE } from '../notifications';
import { sendDigests, type UnansweredQuestions } from './digest';
import { fanOutKitReview } from './kit-review';
import { relatedRoutes } from './related-routes';
import { gearKitRoutes } from './routes';

/**
 * The member's Gear Kit: list, save and remove; the related gear kits make; and the jobs that
 * tell kits' keepers: a newly published review of what they keep, and the weekly digest. The
 * first runs in one transaction with its completion, the digest in one per member with the
 * claim of that member's week: each is done once, whatever dies when.
 */
export async function gearKitFeature(
  app: AppInstance,
  { unansweredQuestions }: { unansweredQuestions: UnansweredQuestions },
) {
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
    name: WEEKLY_DIGEST_QUEUE,
    // Mondays, 08:00 UTC.
    cron: '0 8 * * 1',
    retryLimit: 3,
    retryDelaySeconds: 300,
    expireSeconds: 1800,
    batchSize: 1,
    // Member by member, each claimed with their mail: a run again sends nobody twice.
    handleInTransactions: (db) => sendDigests(db, notifier, unansweredQuestions),
  });
  await app.register(gearKitRoutes);
  await app.register(relatedRoutes);
}
