import type { AppInstance } from '../../app-types';
import { gearKitRoutes } from './routes';

/** The member's Gear Kit: list, save and remove. */
export async function gearKitFeature(app: AppInstance) {
  await app.register(gearKitRoutes);
}
