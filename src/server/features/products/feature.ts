import type { AppInstance } from '../../app-types';
import { adminScope } from '../../plugins/admin-scope';
import { productAdminRoutes } from './admin-routes';
import { productRoutes } from './routes';

/** The catalogue, and the admin's edits and deletions. */
export async function productsFeature(app: AppInstance) {
  await app.register(productRoutes);
  await app.register(adminScope, { routes: productAdminRoutes });
}
