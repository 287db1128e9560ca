import type { AppInstance } from '../../app-types';
import { adminScope } from '../../plugins/admin-scope';
import { adminRoutes } from './admin-routes';

/** The admin dashboard's own figures: the stat cards and the audit log. */
export async function adminFeature(app: AppInstance) {
  await app.register(adminScope, { routes: adminRoutes });
}
