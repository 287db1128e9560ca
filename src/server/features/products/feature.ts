import type { AppInstance } from '../../app-types';
import { adminScope } from '../../plugins/admin-scope';
import { productAdminRoutes } from './admin-routes';
import type { ProductsOptions } from './options';
import { productRoutes } from './routes';
import { complianceFlagRoutes } from './compliance-flag-routes';

/** The catalogue, and the admin's edits and deletions. */
export async function productsFeature(app: AppInstance, opts: ProductsOptions) {
  await app.register(productRoutes);
  await app.register(complianceFlagRoutes);
  await app.register(adminScope, { routes: (scope) => productAdminRoutes(scope, opts) });
}
