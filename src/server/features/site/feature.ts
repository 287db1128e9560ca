import type { AppInstance } from '../../app-types';
import { adminScope } from '../../plugins/admin-scope';
import { advisorAdminRoutes } from './advisors-admin-routes';
import { siteRoutes } from './routes';
import { settingsAdminRoutes } from './settings-admin-routes';

/** The advisors and the site settings, public and admin. */
export async function siteFeature(app: AppInstance) {
  await app.register(siteRoutes);
  await app.register(adminScope, { routes: settingsAdminRoutes });
  await app.register(adminScope, { routes: advisorAdminRoutes });
}
