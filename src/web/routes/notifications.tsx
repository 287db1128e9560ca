import { useQuery } from '@tanstack/react-query';
import { SlidersHorizontal } from '@web/components/icons';
import { Button } from '@web/components/ui/button';
import { LoadFailed } from '@web/components/ui/list-states';
import { Spinner } from '@web/components/ui/skeleton';
import { MarkAllReadButton, NotificationList, unreadCountQuery } from '@web/features/notifications';
import { useStaticHead } from '@web/lib/head';
import { paths } from '@web/lib/paths';
import { Link, Navigate } from '@web/lib/router';
import { viewerQuery } from '@web/lib/viewer';

const unreadSummary = (count: number | undefined) =>
  count === undefined ? '\u00a0' : count === 0 ? 'Nothing unread' : `${count} unread`;

function Notifications() {
  const unread = useQuery(unreadCountQuery()).data?.unreadCount;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">Notifications</h1>
          <p className="text-muted-foreground">{unreadSummary(unread)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <MarkAllReadButton unread={unread} />
          <Button asChild variant="outline" size="sm">
            <Link to={paths.notificationSettings}>
              <SlidersHorizontal aria-hidden /> Notification settings
            </Link>
          </Button>
        </div>
      </header>
      <NotificationList />
    </div>
  );
}

/** Issue 28: a member's notifications; a visitor is sent to /auth, as on the profile. */
export default function NotificationsPage() {
  useStaticHead('notifications');
  const { data: viewer, isPending, error, refetch } = useQuery(viewerQuery());
  if (isPending) return <Spinner />;
  if (viewer) return <Notifications />;
  if (error) {
    return (
      <div className="mx-auto max-w-md px-4 py-20">
        <LoadFailed retry={() => void refetch()}>We couldn&apos;t check who you are.</LoadFailed>
      </div>
    );
  }
  return <Navigate to={paths.auth} replace />;
}
