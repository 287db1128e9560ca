import { cn } from '@web/lib/cn';
import { useSymbol } from '@web/lib/sprite';
import { Star } from './icons';

/** A star and the gap after it, in the star's 24 units (16 px stars 2 px apart). */
const STEP = 27;

/**
 * Read-only stars, filled to the nearest half: five uses of the page's one star symbol, filled
 * by the <svg> and emptied per star, so a catalogue page's dozens of ratings stay small.
 */
export function Stars({ value, className }: { value: number; className?: string }) {
  const star = useSymbol(Star.drawing);
  const rounded = Math.round(value * 2) / 2;
  return (
    <span
      className={cn('inline-flex items-center', className)}
      role="img"
      aria-label={`${value.toFixed(1)} out of 5 stars`}
    >
      <svg
        viewBox={`0 0 ${STEP * 4 + 24} 24`}
        className="h-4 w-22 fill-amber-400 text-amber-500"
        aria-hidden
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {[1, 2, 3, 4, 5].map((i) => (
          <use
            key={i}
            href={star}
            x={(i - 1) * STEP}
            width={24}
            height={24}
            className={
              i <= rounded
                ? undefined
                : i - 0.5 === rounded
                  ? 'fill-amber-400/50'
                  : 'fill-none text-muted-foreground/40'
            }
          />
        ))}
      </svg>
    </span>
  );
}
