import { useInfiniteQuery } from '@tanstack/react-query';
import { Bell, SlidersHorizontal } from '@web/components/icons';
import { Button } from '@web/components/ui/button';
import { EmptyState, ListSkeleton, LoadFailed, LoadMore } from '@web/components/ui/list-states';
import { paths } from '@web/lib/paths';
import { Link } from '@web/lib/router';
import { notificationListQuery } from '../api';
import { NotificationItem } from './notification-item';

function AllCaughtUp() {
  return (
    <EmptyState
      icon={Bell}
      action={
        <Button asChild variant="outline">
          <Link to={paths.notificationSettings}>
            <SlidersHorizontal aria-hidden /> Choose what you hear about
          </Link>
        </Button>
      }
    >
      <span className="mb-1 block text-lg font-semibold text-foreground">
        You&apos;re all caught up
      </span>
      We&apos;ll tell you here when a moderator decides on your reviews or product submissions, when
      a flag you raised is settled, when someone joins with your invitation, and when gear in your
      Gear Kit gets a new review.
    </EmptyState>
  );
}

/** The member's notifications, newest first, a page at a time. */
export function NotificationList() {
  const list = useInfiniteQuery(notificationListQuery());
  if (list.isPending) return <ListSkeleton rows={4} rowClassName="h-20" />;
  if (list.isError && !list.data) {
    return (
      <LoadFailed retry={() => void list.refetch()}>
        We couldn&apos;t load your notifications.
      </LoadFailed>
    );
  }
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <AllCaughtUp />;
  return (
    <div className="space-y-4">
      <ul
        aria-label="Your notifications"
        className="divide-y overflow-hidden rounded-lg border bg-card"
      >
        {items.map((n) => (
          <NotificationItem key={n.id} notification={n} />
        ))}
      </ul>
      <LoadMore
        more={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={
          list.isFetchNextPageError ? `We couldn’t load more. ${list.error?.message ?? ''}` : null
        }
        onLoad={() => void list.fetchNextPage()}
      >
        Load more
      </LoadMore>
    </div>
  );
}
