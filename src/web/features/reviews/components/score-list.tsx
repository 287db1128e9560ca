import { METRICS, type Scores } from '@shared/scoring';
import { cn } from '@web/lib/cn';

/**
 * The five scores in a compact list (issue 30's moderation queue). With `was`, each score that
 * differs says what it was, so a field report's new scores read against the review's.
 */
export function ScoreList({
  scores,
  was,
  label,
  className,
}: {
  scores: Scores;
  was?: Scores;
  label: string;
  className?: string;
}) {
  return (
    <dl
      aria-label={label}
      className={cn('grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 text-sm', className)}
    >
      {METRICS.map(({ key, label: name }) => {
        const before = was?.[key];
        return (
          <div key={key} className="contents">
            <dt className="text-muted-foreground">{name}</dt>
            <dd className="text-right tabular-nums">
              {before !== undefined && before !== scores[key] ? (
                <>
                  <span className="text-muted-foreground">{`${before} → `}</span>
                  <span className="sr-only">now </span>
                  <strong>{scores[key]}</strong>
                </>
              ) : (
                scores[key]
              )}
              <span className="sr-only"> out of 10</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
