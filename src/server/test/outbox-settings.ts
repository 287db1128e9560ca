import type { JobSettings } from '../lib/jobs/job-queue';

/** The outbox tests' job queue: quick polls, retries within a second, a lost job back in two. */
export const OUTBOX_TEST_JOBS: JobSettings = {
  work: true,
  pollMs: 50,
  maintenanceSeconds: 1,
  retryDelaySeconds: 1,
  expireSeconds: 2,
};
