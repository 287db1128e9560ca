import { lazy } from 'react';

/**
 * The bell and the menu's count load only for signed-in members, never on a visitor's first
 * page; both come from one chunk.
 */
export const NotificationBell = lazy(() => import('./notification-bell'));
export const UnreadBadge = lazy(() =>
  import('./notification-bell').then((m) => ({ default: m.UnreadBadge })),
);
