import { rootKeys } from '@web/lib/query-keys';

export const invitationKeys = {
  mine: [...rootKeys.viewer, 'invitations'] as const,
  admin: [...rootKeys.admin, 'invitations'] as const,
};
