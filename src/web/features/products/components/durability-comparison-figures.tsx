import { DurabilityChart, type SurvivalSeries } from './durability-chart';
import { DurabilityData, DurabilityTable } from './durability-table';

/** A legend's sample of a curve: its colour and its dash. */
function Swatch({ ink, dash }: Pick<SurvivalSeries, 'ink' | 'dash'>) {
  return (
    <svg viewBox="0 0 24 4" aria-hidden className={`h-1 w-6 shrink-0 ${ink}`}>
      <line
        x1={0}
        x2={24}
        y1={2}
        y2={2}
        className="stroke-current"
        strokeWidth={3}
        strokeDasharray={dash}
      />
    </svg>
  );
}

/**
 * Compare's curves on one chart, each product named in the legend (those with too few owners
 * for an estimate too, saying so), and a table per curve. Its own chunk, drawn by the server and
 * kept as markup (durability-comparison.tsx).
 */
export default function DurabilityComparisonFigures({
  series,
}: {
  series: readonly SurvivalSeries[];
}) {
  const drawn = series.filter((s) => s.curve.length > 0);
  return (
    <div className="space-y-5">
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {series.map((s) => (
          <li key={s.id} className="flex items-center gap-2">
            <Swatch ink={s.ink} dash={s.dash} />
            <span>
              {s.name}
              {s.curve.length > 0 ? null : (
                <span className="text-muted-foreground"> — not enough field reports yet</span>
              )}
            </span>
          </li>
        ))}
      </ul>
      <DurabilityChart series={drawn} />
      <DurabilityData>
        {drawn.map((s) => (
          <DurabilityTable key={s.id} curve={s.curve} caption={s.name} />
        ))}
      </DurabilityData>
    </div>
  );
}
