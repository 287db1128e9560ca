import type { AppInstance } from '../../app-types';
import { adminScope } from '../../plugins/admin-scope';
import { MODERATION_REMINDER_QUEUE } from '../notifications';
import { adminRoutes } from './admin-routes';
import { remindModerators } from './moderation-reminder';
import { registerParityMetrics } from './parity-metrics';

/**
 * The admin dashboard's own figures (the stat cards, moderation parity — also in `/metrics` —
 * and the audit log), and the hourly reminder of moderation queues left waiting, run in one
 * transaction with its completion.
 */
export async function adminFeature(app: AppInstance) {
  app.jobs.define({
    name: MODERATION_REMINDER_QUEUE,
    cron: '17 * * * *',
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireSeconds: 600,
    batchSize: 1,
    handleInTransaction: (tx) => remindModerators(tx, app.notifier),
  });
  await app.register(adminScope, { routes: adminRoutes });
  registerParityMetrics(app);
}
