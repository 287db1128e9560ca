// Notifications (issue 28): what members are told, in the site and by e-mail.
export { notificationsFeature } from './feature';
export { Notifier } from './notifier';
export { createUnsubscribeTokens } from './unsubscribe-token';
export * as notices from './notices';
export { exportNotifications } from './data-rights';
