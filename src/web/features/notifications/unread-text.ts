import { UNREAD_BADGE_CAP } from '@shared/notifications';

/** The bell's badge: nothing at 0, the count up to the cap, then "99+" (it must stay small). */
export const badgeText = (count: number) =>
  count <= 0 ? '' : count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);

/** The bell's accessible name, which says the count the badge only shows. */
export const bellLabel = (count: number) =>
  count > 0 ? `Notifications, ${badgeText(count)} unread` : 'Notifications';

/**
 * What the bell's live region says when the count rises from `before` to `now`: new ones only,
 * so that marking some read (or the first answer arriving) is not read out.
 */
export function riseAnnouncement(before: number | undefined, now: number): string | null {
  if (before === undefined || now <= before) return null;
  const added = now - before;
  return `${added} new ${added === 1 ? 'notification' : 'notifications'}, ${badgeText(now)} unread`;
}
