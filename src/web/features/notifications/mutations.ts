import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TMarkReadRequest,
  TNotification,
  TNotificationSettings,
  TUnsubscribeResult,
} from '@shared/schemas/notifications';
import { ApiError } from '@web/lib/api';
import { noErrorToast, type ScreenPart } from '@web/lib/mutations';
import { refresh } from '@web/lib/query-keys';
import {
  markRead,
  notificationListQuery,
  notificationSettingsQuery,
  pushDeviceQuery,
  saveNotificationSettings,
  turnOffPush,
  turnOnPush,
  unreadCountQuery,
  unsubscribe,
} from './api';
import { notificationKeys } from './keys';
import { isPermissionRefusal, PUSH_DEVICE_MSG } from './push-device';

const isMarkedBy = (request: TMarkReadRequest) =>
  'all' in request ? () => true : (n: TNotification) => request.ids.includes(n.id);

/**
 * Marks some notifications (or all) read. The answer's count and the items change in place, so
 * the bell and the page agree at once; the live `notifications` event that follows refetches
 * them in this tab and in the member's other tabs. Defined on the hook, not per call, so it
 * still lands when the click that asked also navigated away.
 */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: ({ unreadCount }, request) => {
      client.setQueryData(unreadCountQuery().queryKey, { unreadCount });
      const marked = isMarkedBy(request);
      client.setQueryData(notificationListQuery().queryKey, (list) =>
        list
          ? {
              ...list,
              pages: list.pages.map((page) => ({
                ...page,
                unreadCount,
                items: page.items.map((n) => (!n.read && marked(n) ? { ...n, read: true } : n)),
              })),
            }
          : list,
      );
    },
    meta: { errorTitle: 'Could not mark as read' },
  });
}

export function useSaveNotificationSettings(
  screen: ScreenPart<TNotificationSettings, Parameters<typeof saveNotificationSettings>[0]>,
) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn: saveNotificationSettings,
    meta: noErrorToast,
    onSuccess: async (...done) => {
      client.setQueryData(notificationSettingsQuery().queryKey, done[0]);
      await screen.onSuccess?.(...done);
    },
  });
}

/** The e-mail's unsubscribe link (or its undo); the panel shows a refusal in its own words. */
export const useUnsubscribe = (
  token: string | null,
  screen: ScreenPart<TUnsubscribeResult, { undo: boolean }>,
) =>
  useMutation({
    ...screen,
    mutationFn: ({ undo }: { undo: boolean }) => unsubscribe(token ?? '', undo),
    meta: noErrorToast,
  });

/**
 * Issue 51: push on (`true`) or off for this browser. Whatever happened, the device's state is
 * read again: a refused permission shows as the card's own 'blocked' words, not as a toast.
 */
export function useDevicePush() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => (on ? turnOnPush() : turnOffPush()),
    onSuccess: (state) => client.setQueryData(pushDeviceQuery().queryKey, state),
    onError: () => refresh(client, notificationKeys.pushDevice),
    meta: {
      errorToast: (error, on) =>
        isPermissionRefusal(error)
          ? null
          : {
              title: on ? 'Push was not turned on' : 'Push was not turned off',
              description:
                error instanceof ApiError || error.message === PUSH_DEVICE_MSG.noWorker
                  ? error.message
                  : 'This browser could not reach its push service. Try again later.',
            },
    },
  });
}
