import { cn } from '@web/lib/cn';
import { useSymbol, type Drawing } from '@web/lib/sprite';
import { Star } from './icons';

/** A star and the gap after it, in the star's 24 units (16 px stars 2 px apart). */
const STEP = 27;

/** Each rating a row can show (to the nearest half star), drawn when first shown. */
const rows = new Map<number, Drawing>();

/** Star `i` (from 0) of a row rated `halves` half stars: full (the row's fill), half or empty. */
function starFill(i: number, halves: number): Record<string, string> {
  if (halves >= 2 * i + 2) return {};
  return {
    class: halves === 2 * i + 1 ? 'fill-amber-400/50' : 'fill-none text-muted-foreground/40',
  };
}

function row(halves: number, star: string): Drawing {
  let drawing = rows.get(halves);
  if (!drawing) {
    drawing = {
      name: `stars-${halves}`,
      width: STEP * 4 + 24,
      node: [0, 1, 2, 3, 4].map((i) => [
        'use',
        { href: star, x: String(i * STEP), width: '24', ...starFill(i, halves) },
      ]),
    };
    rows.set(halves, drawing);
  }
  return drawing;
}

/**
 * Read-only stars, filled to the nearest half. Each row is a symbol of its own, five uses of
 * the star: a catalogue page shows dozens of ratings, but few different ones.
 */
export function Stars({ value, className }: { value: number; className?: string }) {
  const star = useSymbol(Star.drawing);
  const stars = useSymbol(row(Math.round(value * 2), star));
  return (
    <span
      className={cn('stars', className)}
      role="img"
      aria-label={`${value.toFixed(1)} out of 5 stars`}
    >
      <svg aria-hidden>
        <use href={stars} />
      </svg>
    </span>
  );
}
