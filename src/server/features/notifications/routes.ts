import {
  ZMarkReadRequest,
  ZNotificationListQuery,
  ZNotificationPage,
  ZNotificationSettings,
  ZNotificationSettingsUpdate,
  ZUnreadCount,
} from '@shared/schemas/notifications';
import type { AppInstance } from '../../app-types';
import { admitted } from '../../plugins/guards';
import { isAdmin } from '../../plugins/viewer';
import { listNotifications, markRead, readSettings, unreadCount, updateSettings } from './service';

const GUARD = { signIn: 'Please sign in to see your notifications' };

// Who may call every route here: any signed-in member, for their own notifications and
// settings only (an unconfirmed email does not stop it: they may still be told things).
export async function notificationRoutes(app: AppInstance) {
  app.get(
    '/api/me/notifications',
    {
      preValidation: app.guards.signedIn(GUARD),
      schema: {
        operationId: 'listMyNotifications',
        summary: 'List your notifications, newest first',
        tags: ['notifications'],
        querystring: ZNotificationListQuery,
        response: { 200: ZNotificationPage },
      },
    },
    (req) => listNotifications(app.db, admitted(req).id, req.query.page),
  );

  app.get(
    '/api/me/notifications/unread',
    {
      preValidation: app.guards.signedIn(GUARD),
      schema: {
        operationId: 'countUnreadNotifications',
        summary: 'Count your unread notifications',
        tags: ['notifications'],
        response: { 200: ZUnreadCount },
      },
    },
    async (req) => ({ unreadCount: await unreadCount(app.db, admitted(req).id) }),
  );

  app.post(
    '/api/me/notifications/read',
    {
      preValidation: app.guards.signedIn(GUARD),
      schema: {
        operationId: 'markNotificationsRead',
        summary: 'Mark some or all of your notifications read',
        tags: ['notifications'],
        body: ZMarkReadRequest,
        response: { 200: ZUnreadCount },
      },
    },
    (req) => markRead(app.db, admitted(req).id, req.body),
  );

  app.get(
    '/api/me/notification-settings',
    {
      preValidation: app.guards.signedIn(GUARD),
      schema: {
        operationId: 'getNotificationSettings',
        summary: 'Read your notification settings',
        tags: ['notifications'],
        response: { 200: ZNotificationSettings },
      },
    },
    (req) => {
      const viewer = admitted(req);
      return readSettings(app.db, viewer.id, isAdmin(viewer));
    },
  );

  app.put(
    '/api/me/notification-settings',
    {
      preValidation: app.guards.signedIn(GUARD),
      schema: {
        operationId: 'updateNotificationSettings',
        summary: 'Change your notification settings',
        tags: ['notifications'],
        errors: { 400: 'Only administrators may be told about the moderation queues.' },
        body: ZNotificationSettingsUpdate,
        response: { 200: ZNotificationSettings },
      },
    },
    (req) => {
      const viewer = admitted(req);
      return updateSettings(app.db, viewer.id, isAdmin(viewer), req.body);
    },
  );
}
