import type { AppInstance } from '../../app-types';
import { adminScope } from '../../plugins/admin-scope';
import { invitationAdminRoutes } from './admin-routes';
import { invitationRoutes } from './routes';

/** Members' invitations and the admin's list of all of them. */
export async function invitationsFeature(app: AppInstance) {
  await app.register(invitationRoutes);
  await app.register(adminScope, { routes: invitationAdminRoutes });
}
