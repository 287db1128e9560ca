import type { AppInstance } from '../../app-types';
import { relatedRoutes } from './related-routes';
import { gearKitRoutes } from './routes';

/** The member's Gear Kit: list, save and remove; and the related gear kits make. */
export async function gearKitFeature(app: AppInstance) {
  await app.register(gearKitRoutes);
  await app.register(relatedRoutes);
}
