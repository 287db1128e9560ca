import { rootKeys } from '@web/lib/query-keys';

// Under 'viewer': they are the member's own, so signing out drops them with the rest, and the
// live `notifications` topic reloads everything below `all` (features/events).
const all = [...rootKeys.viewer, 'notifications'] as const;

export const notificationKeys = {
  all,
  unread: [...all, 'unread'] as const,
  list: [...all, 'list'] as const,
  settings: [...rootKeys.viewer, 'notification-settings'] as const,
  /** Whether push is on in this browser (push-device.ts): whose it is goes with the session. */
  pushDevice: [...rootKeys.viewer, 'push-device'] as const,
};
