const mediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "Jan 5, 2025" from an ISO timestamp. */
export const formatDate = (iso: string) => mediumDate.format(new Date(iso));

export function FormattedDate({ value, className }: { value: string; className?: string }) {
  return (
    <time dateTime={value} className={className}>
      {formatDate(value)}
    </time>
  );
}
