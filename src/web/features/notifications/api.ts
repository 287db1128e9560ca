import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { TMarkReadRequest, TNotificationSettingsUpdate } from '@shared/schemas/notifications';
import { api } from '@web/lib/api';
import { notificationKeys } from './keys';
import { deviceSubscription, readPushDevice, subscribeDevice } from './push-device';

/** The header bell's count: its own small answer, not a page of notifications. */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => api('GET /api/me/notifications/unread', { signal }),
  });

/** The notifications page: newest first, a page at a time as "Load more" asks. */
export const notificationListQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ signal, pageParam }) =>
      api('GET /api/me/notifications', { query: { page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

export const markRead = (body: TMarkReadRequest) =>
  api('POST /api/me/notifications/read', { json: body });

export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }) => api('GET /api/me/notification-settings', { signal }),
  });

export const saveNotificationSettings = (body: TNotificationSettingsUpdate) =>
  api('PUT /api/me/notification-settings', { json: body });

/** An e-mail's unsubscribe link, turned off (`undo`: on again); no sign-in needed. */
export const unsubscribe = (token: string, undo = false) =>
  api(undo ? 'POST /api/unsubscribe/undo' : 'POST /api/unsubscribe', { json: { token } });

/** Issue 51: whether push is on in this browser; the browser answers, not the server. */
export const pushDeviceQuery = () =>
  queryOptions({ queryKey: notificationKeys.pushDevice, queryFn: readPushDevice });

/**
 * Turns push on for this browser: subscribed with the site's key, then handed to the server. A
 * subscription the server refused is let go again, so the browser never holds one in vain.
 */
export async function turnOnPush() {
  const { publicKey } = await api('GET /api/push/public-key');
  const subscription = await subscribeDevice(publicKey);
  try {
    await api('POST /api/me/push-subscriptions', { json: subscription.toJSON() });
  } catch (error) {
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
  return readPushDevice();
}

/** Turns push off for this browser: the server forgets it first, then the browser lets it go. */
export async function turnOffPush() {
  const subscription = await deviceSubscription();
  if (subscription) {
    await api('DELETE /api/me/push-subscriptions', { json: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return readPushDevice();
}
