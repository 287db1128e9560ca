import { Star } from '@web/components/icons';
import { useRef, type KeyboardEvent } from 'react';
import { REVIEW_STARS_MAX } from '@shared/limits';
import { cn } from '@web/lib/cn';

const STEP: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };

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
  const stars = useRef<(HTMLButtonElement | null)[]>([]);
  const step = (from: number, e: KeyboardEvent) => {
    const by = STEP[e.key];
    if (!by) return;
    // The arrows choose, not scroll; focus moves with the choice, as in any radio group.
    e.preventDefault();
    const n = Math.min(REVIEW_STARS_MAX, Math.max(1, from + by));
    onChange(n);
    stars.current[n - 1]?.focus();
  };
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="flex gap-1">
      {Array.from({ length: REVIEW_STARS_MAX }, (_, i) => i + 1).map((n) => (
        <button
          key={n}
          ref={(el) => {
            stars.current[n - 1] = el;
          }}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={`${n} star${n === 1 ? '' : 's'}`}
          tabIndex={value === n ? 0 : -1}
          onClick={() => onChange(n)}
          onKeyDown={(e) => step(n, e)}
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
