import { METRICS, type MetricKey } from '@shared/scoring';
import { Progress } from '@web/components/ui/progress';
import { oneDecimal } from '../format';

/** The product page shows four bars; Overall Utility feeds the index but has no bar (SPEC §2). */
const SHOWN: MetricKey[] = ['durability', 'portability', 'costValue', 'civilianAdaptation'];

export function ScoreBars({ scores }: { scores: Record<MetricKey, number> }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {METRICS.filter((m) => SHOWN.includes(m.key)).map((m) => (
        <div key={m.key} className="space-y-1">
          <div className="flex justify-between text-sm">
            <dt className="text-muted-foreground">{m.label}</dt>
            <dd className="font-semibold tabular-nums">{oneDecimal(scores[m.key])}/10</dd>
          </div>
          <Progress
            value={scores[m.key]}
            max={10}
            label={`${m.label} ${oneDecimal(scores[m.key])} out of 10`}
          />
        </div>
      ))}
    </dl>
  );
}
