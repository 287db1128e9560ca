import { shortDate } from '@shared/format';

/** "Jan 5, 2025" from an ISO timestamp, the day in UTC. */
export const formatDate = (iso: string) => shortDate(iso);

export function FormattedDate({ value, className }: { value: string; className?: string }) {
  return (
    <time dateTime={value} className={className}>
      {formatDate(value)}
    </time>
  );
}
