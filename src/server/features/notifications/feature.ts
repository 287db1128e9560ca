import type { AppInstance } from '../../app-types';
import { pushRoutes } from './push-routes';
import { notificationRoutes } from './routes';
import { unsubscribeRoutes } from './unsubscribe-routes';

/**
 * The member's notifications and settings, the e-mails' unsubscribe links and Web Push. The
 * jobs that tell many members at once read other features' rows, so they live above them: a
 * review's Gear Kits and the digest in gear-kit, the admins' reminder in admin (queues.ts names
 * them). The push queue is defined with the notifier (app-services.ts), which sends to it.
 */
export async function notificationsFeature(app: AppInstance) {
  await app.register(notificationRoutes);
  await app.register(unsubscribeRoutes, { tokens: app.notifier.tokens });
  await app.register(pushRoutes);
  // The VAPID keys are made on the first start, not on the first push or subscription.
  app.addHook('onReady', async () => {
    await app.notifier.push.publicKey();
  });
}
