import { METRICS, type MetricKey } from '@shared/scoring';
import { Progress } from '@web/components/ui/progress';
import { oneDecimal } from '@shared/format';

/** The product page shows four bars; Overall Utility feeds the index but has no bar (SPEC §2). */
const SHOWN: MetricKey[] = ['durability', 'portability', 'costValue', 'civilianAdaptation'];

export function ScoreBars({ scores }: { scores: Record<MetricKey, number> }) {
  return (
    <ul className="score-bars">
      {METRICS.filter((m) => SHOWN.includes(m.key)).map((m) => (
        <li key={m.key}>
          <p>
            <span>{m.label}</span>
            <span>{`${oneDecimal(scores[m.key])}/10`}</span>
          </p>
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
