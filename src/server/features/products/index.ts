import type { AppInstance } from '../../app-types';
import { adminScope } from '../../plugins/admin-scope';
import { productAdminRoutes } from './admin-routes';
import { productRoutes } from './routes';

// What other features may use of products.
export { bestMatches, getProduct, planFor, PRODUCT_NOT_FOUND, type SearchPlan } from './service';
export { FEW_MATCHES, searchTolerant } from './typo-tolerance';

/** The catalogue, and the admin's edits and deletions. */
export async function productsFeature(app: AppInstance) {
  await app.register(productRoutes);
  await app.register(adminScope, { routes: productAdminRoutes });
}
