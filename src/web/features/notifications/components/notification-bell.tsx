import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Bell } from '@web/components/icons';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';
import { Link } from '@web/lib/router';
import { useViewer } from '@web/lib/viewer';
import { unreadCountQuery } from '../api';
import { badgeText, bellLabel, riseAnnouncement } from '../unread-text';

// The header's part of notifications, a chunk of its own that only members load
// (header-notifications.tsx): a visitor's first visit carries none of it.

/**
 * The member's unread count, asked once who they are is known: a member's page rendered in its
 * shared frame (decision 018) must not hold one member's count, so the frame never asks.
 */
function useUnreadCount(): number | undefined {
  const { viewer, loading } = useViewer();
  return useQuery({ ...unreadCountQuery(), enabled: Boolean(viewer) && !loading }).data
    ?.unreadCount;
}

/** What the live region says: set when the count rises, cleared when it does not. */
function useRiseAnnouncement(count: number | undefined): string {
  const [seen, setSeen] = useState(count);
  const [message, setMessage] = useState('');
  // Adjusted during render, not in an effect: the region changes in the same paint as the badge.
  if (count !== seen) {
    setSeen(count);
    setMessage(count === undefined ? '' : (riseAnnouncement(seen, count) ?? ''));
  }
  return message;
}

/** The bell beside the account menu: the unread count as a badge, and said when it rises. */
export default function NotificationBell() {
  const count = useUnreadCount();
  const announcement = useRiseAnnouncement(count);
  const badge = badgeText(count ?? 0);
  const label = bellLabel(count ?? 0);
  return (
    <>
      <Button asChild variant="ghost" size="icon" className="relative">
        <Link to={paths.notifications} aria-label={label} title={label}>
          <Bell />
          {badge ? (
            <span
              aria-hidden
              className="count-pill absolute -right-0.5 -top-0.5 ring-2 ring-background"
            >
              {badge}
            </span>
          ) : null}
        </Link>
      </Button>
      {/* Polite, and only with news: present from the start, so the first rise is heard. */}
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </>
  );
}

/** The small-screen menu's Notifications link carries the count as text. */
export function UnreadBadge() {
  const badge = badgeText(useUnreadCount() ?? 0);
  if (!badge) return null;
  return (
    <span className="count-pill ml-1">
      {badge}
      <span className="sr-only"> unread</span>
    </span>
  );
}
