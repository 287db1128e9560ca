import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  TMarkReadRequest,
  TNotificationPage,
  TNotificationSettings,
  TNotificationSettingsUpdate,
  TUnreadCount,
  TUnsubscribeResult,
} from '@shared/schemas/notifications';
import { api, withQuery } from '@web/lib/api';

// Under 'viewer': they are the member's own, so signing out drops them with the rest, and the
// live `notifications` topic reloads everything below NOTIFICATIONS_KEY (features/events).
export const NOTIFICATIONS_KEY = ['viewer', 'notifications'] as const;

/** The header bell's count: its own small answer, not a page of notifications. */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'unread'],
    queryFn: ({ signal }) => api<TUnreadCount>('/api/me/notifications/unread', { signal }),
  });

/** The notifications page: newest first, a page at a time as "Load more" asks. */
export const notificationListQuery = () =>
  infiniteQueryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'list'],
    queryFn: ({ signal, pageParam }) =>
      api<TNotificationPage>(withQuery('/api/me/notifications', { page: pageParam }), { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

export const markRead = (body: TMarkReadRequest) =>
  api<TUnreadCount>('/api/me/notifications/read', { method: 'POST', json: body });

export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: ['viewer', 'notification-settings'],
    queryFn: ({ signal }) =>
      api<TNotificationSettings>('/api/me/notification-settings', { signal }),
  });

export const saveNotificationSettings = (body: TNotificationSettingsUpdate) =>
  api<TNotificationSettings>('/api/me/notification-settings', { method: 'PUT', json: body });

/** An e-mail's unsubscribe link, turned off (`undo`: on again); no sign-in needed. */
export const unsubscribe = (token: string, undo = false) =>
  api<TUnsubscribeResult>(undo ? '/api/unsubscribe/undo' : '/api/unsubscribe', {
    method: 'POST',
    json: { token },
  });
