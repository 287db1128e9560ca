import type { AppInstance } from '../../app-types';
import { adminScope } from '../../plugins/admin-scope';
import { PRODUCT_ALERT_QUEUE } from '../notifications';
import { alertAdminRoutes } from './admin-routes';
import { fanOutAlert } from './fan-out';
import { alertRoutes } from './routes';

/**
 * Alerts on products (issue 49): the public list and feed, the admin's posting and updating,
 * and the job that tells each alert to its product's keepers and reviewers, once, in one
 * transaction with its completion.
 */
export async function alertsFeature(app: AppInstance) {
  const notifier = app.notifier;
  app.jobs.define<{ alertId: string }>({
    name: PRODUCT_ALERT_QUEUE,
    retryLimit: 10,
    retryDelaySeconds: 10,
    expireSeconds: 600,
    batchSize: 5,
    handleInTransaction: (tx, job) => fanOutAlert(tx, notifier, job.alertId),
  });
  await app.register(alertRoutes);
  await app.register(adminScope, { routes: alertAdminRoutes });
}
