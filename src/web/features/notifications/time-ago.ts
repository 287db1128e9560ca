import { shortDate } from '@shared/format';

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a notification came, as a reader thinks of recent things ("5 minutes ago",
 * "yesterday"); past a week the date itself reads better than "3 weeks ago".
 */
export function timeAgo(iso: string, now = Date.now()): string {
  const ago = now - Date.parse(iso);
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return shortDate(iso);
}

const full = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Mar 10, 2026, 12:00 PM": the exact moment, for the time's tooltip. */
export const fullTime = (iso: string) => full.format(new Date(iso));
