import { lazyPart } from '@web/lib/lazy-part';

/**
 * The bell and the menu's count load only for signed-in members, never on a visitor's first
 * page; both come from one chunk.
 */
export const { Part: NotificationBell } = lazyPart(
  'notification-bell',
  () => import('./notification-bell'),
);
export const { Part: UnreadBadge } = lazyPart('unread-badge', () =>
  import('./notification-bell').then((m) => ({ default: m.UnreadBadge })),
);
