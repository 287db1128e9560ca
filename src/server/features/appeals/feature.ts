import type { AppInstance } from '../../app-types';
import { adminScope } from '../../plugins/admin-scope';
import { appealAdminRoutes } from './admin-routes';
import { appealRoutes } from './routes';

/** Issue 52: authors' appeals of moderation decisions, settled by another admin. */
export async function appealsFeature(app: AppInstance) {
  await app.register(appealRoutes);
  await app.register(adminScope, { routes: appealAdminRoutes });
}
