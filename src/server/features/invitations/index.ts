// The invitations feature as other features see it: checking and claiming codes at sign-up,
export { checkInvitationCode, claimInvitationCode, type InvitationCheck } from './check';
export { createInvitationRow } from './service';
export { listInvitationsBy } from './service';
export { invitationsFeature } from './feature';
export { inviterOutsideStaffOf } from './inviters';
