import type { AppInstance } from '../../app-types';
import { adminScope } from '../../plugins/admin-scope';
import { legalAdminRoutes } from './admin-routes';
import { legalRoutes } from './routes';

/** The active terms and privacy policy, and the admin's uploads of new versions. */
export async function legalFeature(app: AppInstance) {
  await app.register(legalRoutes);
  await app.register(adminScope, { routes: legalAdminRoutes });
}
