import type { AppInstance } from '../../app-types';
import { adminScope } from '../../plugins/admin-scope';
import { transparencyAdminRoutes } from './admin-routes';
import { transparencyRoutes } from './routes';

/** Issue 52: the public transparency page's policy and figures, and the policy's versions. */
export async function transparencyFeature(app: AppInstance) {
  await app.register(transparencyRoutes);
  await app.register(adminScope, { routes: transparencyAdminRoutes });
}
