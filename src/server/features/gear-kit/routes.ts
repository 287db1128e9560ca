import { ZGearKitList } from '@shared/schemas/me';
import type { AppInstance } from '../../app-types';
import { listGearKit } from './service';

export async function gearKitRoutes(app: AppInstance) {
  /** Who may call: any signed-in user, for their own Gear Kit (SPEC §5: signed-in only). */
  app.get(
    '/api/me/gear-kit',
    { schema: { tags: ['gear-kit'], response: { 200: ZGearKitList } } },
    async (req) => {
      const viewer = await app.guards.signedIn(req, {
        signIn: 'Please sign in to add items to your Gear Kit',
      });
      return { items: await listGearKit(app.db, viewer.id) };
    },
  );
}
