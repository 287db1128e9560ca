import { percentText } from '@shared/durability';
import type { TSurvivalStep } from '@shared/schemas/durability';
import { bandPath, monthTicks, SHARE_TICKS, stepPath, xOf, yOf } from '../durability-geometry';

/** One product's curve on the chart. */
export interface SurvivalSeries {
  /** The product's id. */
  id: string;
  name: string;
  curve: readonly TSurvivalStep[];
  /** A text colour class: the line and its band are drawn in that colour. */
  ink: string;
  /** A stroke dash pattern in pixels, so that curves differ by more than their colour. */
  dash?: string;
}

/** What the chart shows, in a sentence a screen reader says for it. */
function summary(series: readonly SurvivalSeries[]): string {
  const curves = series.map(({ name, curve }) => {
    const first = curve[0]!;
    const last = curve.at(-1)!;
    return `${name}: ${percentText(first.survival)} at month ${first.month}, ${percentText(
      last.survival,
    )} at month ${last.month}`;
  });
  return `Share still in service by months owned, with the 95 % interval shaded. ${curves.join('; ')}.`;
}

/**
 * The survival estimate of one or more products as step lines over their shaded 95 % intervals,
 * on one pair of axes: months owned, and the share still in service. Only series with a curve
 * are drawn.
 *
 * The drawing is one image to assistive technology (`role="img"`, its children presentational),
 * named by a sentence giving each curve's start and end: its tick labels, read one by one, would
 * be a string of bare numbers. The figures themselves are in the table beside it.
 */
export function DurabilityChart({ series }: { series: readonly SurvivalSeries[] }) {
  const drawn = series.filter((s) => s.curve.length > 0);
  const ticks = monthTicks(Math.max(0, ...drawn.map((s) => s.curve.at(-1)!.month)));
  const axisEnd = ticks.at(-1)!;
  return (
    <div role="img" aria-label={summary(drawn)} className="text-xs text-muted-foreground">
      <p className="mb-3">% still in service</p>
      <div className="relative ml-12 mr-3 h-52 sm:h-64 lg:h-72">
        <svg
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          className="absolute inset-0 size-full overflow-visible"
        >
          {SHARE_TICKS.map((share) => (
            <line
              key={share}
              x1={0}
              x2={100}
              y1={yOf(share)}
              y2={yOf(share)}
              className={share === 0 ? 'stroke-muted-foreground' : 'stroke-border'}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {/* Every band before any line: a later curve's band must not veil an earlier line. */}
          {drawn.map((s) => (
            <path
              key={s.id}
              d={bandPath(s.curve, axisEnd)}
              className={`fill-current opacity-20 dark:opacity-25 ${s.ink}`}
            />
          ))}
          {drawn.map((s) => (
            <path
              key={s.id}
              d={stepPath(s.curve, axisEnd)}
              className={`fill-none stroke-current ${s.ink}`}
              strokeWidth={2.5}
              strokeDasharray={s.dash}
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
        {SHARE_TICKS.map((share) => (
          <span
            key={share}
            className="absolute right-full mr-2 -translate-y-1/2 whitespace-nowrap tabular-nums"
            style={{ top: `${yOf(share)}%` }}
          >
            {percentText(share)}
          </span>
        ))}
        {ticks.map((month) => (
          <span
            key={month}
            className="absolute top-full mt-1.5 -translate-x-1/2 tabular-nums"
            style={{ left: `${xOf(month, axisEnd)}%` }}
          >
            {month}
          </span>
        ))}
      </div>
      <p className="mt-7 text-center">Months owned</p>
    </div>
  );
}
