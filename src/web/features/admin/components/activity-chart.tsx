import type { TAdminStats } from '@shared/schemas/admin';
import { Card } from '@web/components/ui/card';
import { shortDate } from '@shared/format';

const SERIES = [
  { key: 'users', label: 'New users', className: 'bg-primary' },
  { key: 'reviews', label: 'Reviews', className: 'bg-bri-orange' },
  { key: 'products', label: 'Products', className: 'bg-sky-600' },
] as const;

/**
 * New users, reviews and products per day over 30 days, as grouped bars. Plain elements, no
 * chart library: each day's bars carry their numbers for screen readers and on hover.
 */
export function ActivityChart({ daily }: { daily: TAdminStats['daily'] }) {
  const max = Math.max(1, ...daily.flatMap((d) => [d.users, d.reviews, d.products]));
  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">Last 30 days</h2>
        <ul className="flex flex-wrap gap-3 text-xs text-muted-foreground">
          {SERIES.map((s) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <span aria-hidden className={`size-2.5 rounded-sm ${s.className}`} /> {s.label}
            </li>
          ))}
        </ul>
      </div>
      <ol className="flex h-32 items-end gap-[3px]" aria-label="Activity per day">
        {daily.map((d) => {
          // Noon, so no time zone moves the date.
          const text = `${shortDate(`${d.day}T12:00:00`)}: ${d.users} new users, ${d.reviews} reviews, ${d.products} products`;
          return (
            <li key={d.day} className="flex h-full flex-1 items-end gap-px" title={text}>
              <span className="sr-only">{text}</span>
              {SERIES.map((s) => (
                <span
                  key={s.key}
                  aria-hidden
                  className={`w-full rounded-t-sm ${s.className}`}
                  style={{ height: `${(d[s.key] / max) * 100}%`, minHeight: d[s.key] ? 2 : 0 }}
                />
              ))}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
