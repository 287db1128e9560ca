import { Star } from 'lucide-react';
import { cn } from '@web/lib/cn';

/** Read-only stars, filled to the nearest half. */
export function Stars({ value, className }: { value: number; className?: string }) {
  const rounded = Math.round(value * 2) / 2;
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      role="img"
      aria-label={`${value.toFixed(1)} out of 5 stars`}
    >
      {[1, 2, 3, 4, 5].map((i) => (
        <Star
          key={i}
          aria-hidden
          className={cn(
            'size-4',
            i <= rounded
              ? 'fill-amber-400 text-amber-500'
              : i - 0.5 === rounded
                ? 'fill-amber-400/50 text-amber-500'
                : 'text-muted-foreground/40',
          )}
        />
      ))}
    </span>
  );
}
