import { ZOk } from '@shared/schemas/common';
import {
  PUSH_MSG,
  ZPushPublicKey,
  ZPushSubscriptionRemove,
  ZPushSubscriptionWrite,
} from '@shared/schemas/push';
import type { AppInstance } from '../../app-types';
import { admitted } from '../../plugins/guards';
import { removePushSubscription, savePushSubscription } from './push-service';

const GUARD = { signIn: PUSH_MSG.signIn };

/**
 * Issue 51: Web Push. The public key: anyone (it is what a browser subscribes with, public by
 * design). The subscriptions: any signed-in member, for their own devices (an unconfirmed e-mail
 * does not stop it, as with the other notification settings).
 */
export async function pushRoutes(app: AppInstance) {
  app.get(
    '/api/push/public-key',
    {
      schema: {
        operationId: 'getPushPublicKey',
        summary: "Read the site's VAPID public key, for subscribing a browser to push",
        tags: ['notifications'],
        response: { 200: ZPushPublicKey },
      },
    },
    async () => ({ publicKey: await app.notifier.push.publicKey() }),
  );

  app.post(
    '/api/me/push-subscriptions',
    {
      preValidation: app.guards.signedIn(GUARD),
      schema: {
        operationId: 'addPushSubscription',
        summary: 'Turn push notifications on for this browser',
        tags: ['notifications'],
        errors: { 400: PUSH_MSG.keys },
        body: ZPushSubscriptionWrite,
        response: { 200: ZOk },
      },
    },
    (req) => savePushSubscription(app.db, admitted(req).id, req.body),
  );

  app.delete(
    '/api/me/push-subscriptions',
    {
      preValidation: app.guards.signedIn(GUARD),
      schema: {
        operationId: 'removePushSubscription',
        summary: 'Turn push notifications off for this browser',
        tags: ['notifications'],
        body: ZPushSubscriptionRemove,
        response: { 200: ZOk },
      },
    },
    (req) => removePushSubscription(app.db, admitted(req).id, req.body),
  );
}
