import { ZGearKitList } from '@shared/schemas/me';
import type { AppInstance } from '../../app-types';
import { listGearKit } from './service';
import { admitted } from '../../plugins/guards';

export async function gearKitRoutes(app: AppInstance) {
  /** Who may call: any signed-in user, for their own Gear Kit (SPEC §5: signed-in only). */
  app.get(
    '/api/me/gear-kit',
    {
      preValidation: app.guards.signedIn({
        signIn: 'Please sign in to add items to your Gear Kit',
      }),
      schema: { tags: ['gear-kit'], response: { 200: ZGearKitList } },
    },
    async (req) => {
      const viewer = admitted(req);
      return { items: await listGearKit(app.db, viewer.id) };
    },
  );
}
