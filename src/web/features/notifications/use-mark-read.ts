import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMarkReadRequest, TNotification } from '@shared/schemas/notifications';
import { toast } from '@web/lib/toast';
import { markRead, notificationListQuery, unreadCountQuery } from './api';

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
    onError: (err) => toast.error('Could not mark as read', { description: err.message }),
  });
}
