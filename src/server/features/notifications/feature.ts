import type { AppInstance } from '../../app-types';
import { notificationRoutes } from './routes';
import { unsubscribeRoutes } from './unsubscribe-routes';

/**
 * The member's notifications and settings, and the e-mails' unsubscribe links. The jobs that
 * tell many members at once read other features' rows, so they live above them: a review's
 * Gear Kits and the digest in gear-kit, the admins' reminder in admin (queues.ts names them).
 */
export async function notificationsFeature(app: AppInstance) {
  await app.register(notificationRoutes);
  await app.register(unsubscribeRoutes, { tokens: app.notifier.tokens });
}
