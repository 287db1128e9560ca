import { rootKeys } from '@web/lib/query-keys';

export const appealKeys = {
  /** The member's own: under the viewer, so signing out drops them. */
  mine: [...rootKeys.viewer, 'appeals'] as const,
  open: [...rootKeys.admin, 'appeals'] as const,
};
