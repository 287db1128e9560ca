export { validateInvitation } from './api';
export { InvitationsTab } from './components/invitations-tab';
export { InviteDialog } from './components/invite-dialog';
export { invitationKeys } from './keys';
