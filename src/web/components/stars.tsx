import { useId } from 'react';
import { cn } from '@web/lib/cn';

/** Lucide's star, at its 24-unit size. */
const STAR =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
/** A star and the gap after it, in the star's units (16 px stars 2 px apart). */
const STEP = 27;

/**
 * Read-only stars, filled to the nearest half. One drawing reused five times: a catalogue page
 * shows dozens of ratings, and five separate icons each were a third of its HTML.
 */
export function Stars({ value, className }: { value: number; className?: string }) {
  const id = useId();
  const rounded = Math.round(value * 2) / 2;
  return (
    <span
      className={cn('inline-flex items-center', className)}
      role="img"
      aria-label={`${value.toFixed(1)} out of 5 stars`}
    >
      <svg
        viewBox={`0 0 ${STEP * 4 + 24} 24`}
        className="h-4 w-22"
        aria-hidden
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <defs>
          <path id={id} d={STAR} />
        </defs>
        {[1, 2, 3, 4, 5].map((i) => (
          <use
            key={i}
            href={`#${id}`}
            x={(i - 1) * STEP}
            className={
              i <= rounded
                ? 'fill-amber-400 text-amber-500'
                : i - 0.5 === rounded
                  ? 'fill-amber-400/50 text-amber-500'
                  : 'text-muted-foreground/40'
            }
          />
        ))}
      </svg>
    </span>
  );
}
