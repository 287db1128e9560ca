import type { AppInstance } from '../../app-types';
import { adminScope } from '../../plugins/admin-scope';
import { contactAdminRoutes } from './admin-routes';
import { contactRoutes } from './routes';

/** The contact form and beta-invite requests, and the admin's inbox of them. */
export async function contactFeature(app: AppInstance) {
  await app.register(contactRoutes);
  await app.register(adminScope, { routes: contactAdminRoutes });
}
