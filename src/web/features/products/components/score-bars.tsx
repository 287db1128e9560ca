import { METRICS, type MetricKey } from '@shared/scoring';
import { Progress } from '@web/components/ui/progress';
import { oneDecimal } from '@web/lib/format';

/** The product page shows four bars; Overall Utility feeds the index but has no bar (SPEC §2). */
const SHOWN: MetricKey[] = ['durability', 'portability', 'costValue', 'civilianAdaptation'];

export function ScoreBars({ scores }: { scores: Record<MetricKey, number> }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {METRICS.filter((m) => SHOWN.includes(m.key)).map((m) => (
        <li key={m.key} className="space-y-1">
          <div className="flex justify-between text-sm">
            <span className="text-muted-foreground">{m.label}</span>
            <span className="font-semibold tabular-nums">{oneDecimal(scores[m.key])}/10</span>
          </div>
          <Progress
            value={scores[m.key]}
            max={10}
            label={`${m.label} ${oneDecimal(scores[m.key])} out of 10`}
          />
        </li>
      ))}
    </ul>
  );
}
