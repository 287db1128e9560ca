import type { AppInstance } from '../../app-types';
import { adminScope } from '../../plugins/admin-scope';
import { invitationAdminRoutes } from './admin-routes';
import { invitationRoutes } from './routes';

// The invitations feature as other features see it: checking and claiming codes at sign-up,
// and minting one (the demo code printed at start-up).
export { checkInvitationCode, claimInvitationCode, type InvitationCheck } from './check';
export { createInvitationRow } from './service';
export { listInvitationsBy } from './service';

/** Members' invitations and the admin's list of all of them. */
export async function invitationsFeature(app: AppInstance) {
  await app.register(invitationRoutes);
  await app.register(adminScope, { routes: invitationAdminRoutes });
}
