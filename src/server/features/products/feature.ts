import type { AppInstance } from '../../app-types';
import { adminScope } from '../../plugins/admin-scope';
import { productAdminRoutes } from './admin-routes';
import type { ProductsOptions } from './options';
import { productRoutes } from './routes';

/** The catalogue, and the admin's edits and deletions. */
export async function productsFeature(app: AppInstance, opts: ProductsOptions) {
  await app.register(productRoutes);
  await app.register(adminScope, { routes: (scope) => productAdminRoutes(scope, opts) });
}
