import { Star } from 'lucide-react';
import { REVIEW_STARS_MAX } from '@shared/limits';
import { cn } from '@web/lib/cn';

/** Overall rating by 1-5 stars: a radio group, arrow keys included. */
export function StarPicker({
  value,
  onChange,
  labelledBy,
}: {
  value: number;
  onChange: (n: number) => void;
  labelledBy: string;
}) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="flex gap-1">
      {Array.from({ length: REVIEW_STARS_MAX }, (_, i) => i + 1).map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={`${n} star${n === 1 ? '' : 's'}`}
          tabIndex={value === n ? 0 : -1}
          onClick={() => onChange(n)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight' || e.key === 'ArrowUp') onChange(Math.min(5, value + 1));
            if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') onChange(Math.max(1, value - 1));
          }}
          className="rounded p-0.5 focus-visible:outline-2"
        >
          <Star
            className={cn(
              'size-7',
              n <= value ? 'fill-bri-yellow text-bri-yellow' : 'text-muted-foreground',
            )}
          />
        </button>
      ))}
    </div>
  );
}
