// The invitations feature as other features see it: checking and claiming codes at sign-up,
// making one, and its part of the data export and of account deletion.
export { checkInvitationCode, claimInvitationCode, type InvitationCheck } from './check';
export { appInvitationCode } from './service';
export { invitationsFeature } from './feature';
export { countInvitations, eraseInvitations, exportInvitations } from './data-rights';
export { inviterOutsideStaffOf } from './inviters';
