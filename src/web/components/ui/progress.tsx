import { cn } from '@web/lib/cn';

/** A read-only bar; `label` names it for screen readers. */
export function Progress({
  value,
  max,
  label,
  className,
  barClassName,
}: {
  value: number;
  max: number;
  label: string;
  className?: string;
  barClassName?: string;
}) {
  const pct = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className={cn('progress', className)}
    >
      <div className={barClassName} style={{ width: `${Math.round(pct * 10) / 10}%` }} />
    </div>
  );
}
