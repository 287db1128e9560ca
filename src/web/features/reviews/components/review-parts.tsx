import { METRICS, type Scores } from '@shared/scoring';

/** A review's pros and cons (styles.css `.review-points`), or nothing when it has neither. */
export function ReviewPoints({ pros, cons }: { pros: string[]; cons: string[] }) {
  if (pros.length === 0 && cons.length === 0) return null;
  return (
    <div className="review-points">
      {pros.length > 0 ? (
        <div className="pros">
          <h4>Pros</h4>
          <ul>
            {pros.map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {cons.length > 0 ? (
        <div className="cons">
          <h4>Cons</h4>
          <ul>
            {cons.map((c, i) => (
              <li key={i}>{c}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** The five scores out of 10 (styles.css `.review-scores`): a review's, a version's or a report's. */
export function ReviewScores({ scores }: { scores: Scores }) {
  return (
    <dl className="review-scores">
      {METRICS.map((m) => (
        <div key={m.key}>
          <dt>{m.label}</dt>
          <dd>{`${scores[m.key]}/10`}</dd>
        </div>
      ))}
    </dl>
  );
}
