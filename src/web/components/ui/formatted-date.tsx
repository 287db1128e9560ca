import { shortDate } from '@shared/format';

/** "Jan 5, 2025", the day in UTC, as a `<time>`. */
export function FormattedDate({ value, className }: { value: string; className?: string }) {
  return (
    <time dateTime={value} className={className}>
      {shortDate(value)}
    </time>
  );
}
