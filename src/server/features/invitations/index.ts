// The invitations feature as other features see it: checking and claiming codes at sign-up,
// and minting one (the demo code printed at start-up).
export { checkInvitationCode, claimInvitationCode, type InvitationCheck } from './check';
export { createInvitationRow } from './service';
export { listInvitationsBy } from './service';
