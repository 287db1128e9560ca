// What the header, the screens and the live updates use of notifications (issue 28). The bell
// is a lazy chunk of its own (header-notifications.tsx): visitors never load it.
export { notificationListQuery, unreadCountQuery } from './api';
export { NotificationBell, UnreadBadge } from './components/header-notifications';
export { MarkAllReadButton } from './components/mark-all-read-button';
export { NotificationList } from './components/notification-list';
export { NotificationSettingsCard } from './components/notification-settings-card';
export { UnsubscribePanel } from './components/unsubscribe-panel';
export { notificationKeys } from './keys';
