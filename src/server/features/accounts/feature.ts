import type { AppInstance } from '../../app-types';
import { adminScope } from '../../plugins/admin-scope';
import { accountDeletionRoutes } from './account-deletion-routes';
import { agreementRoutes } from './agreements-routes';
import { authRoutes } from './auth-routes';
import { meRoutes } from './me-routes';
import { superAdminSetupRoutes } from './super-admin-setup-routes';
import { userAdminRoutes } from './users-admin-routes';

/** Sign-in and the rest of Better Auth, the member's own account, first start, users admin. */
export async function accountsFeature(app: AppInstance) {
  await app.register(authRoutes);
  await app.register(meRoutes);
  await app.register(accountDeletionRoutes);
  await app.register(agreementRoutes);
  await app.register(superAdminSetupRoutes);
  await app.register(adminScope, { routes: userAdminRoutes });
}
