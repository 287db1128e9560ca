import { Fragment } from 'react';
import { FIT_VERDICTS, FIT_WIDTHS } from '@shared/fit';
import type { TReview } from '@shared/schemas/reviews';
import { METRICS, type Scores } from '@shared/scoring';
import { SPEC_FIELDS, SPEC_KEYS } from '@shared/specs';
import { SpecValue } from '@web/features/products';

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

/** What a review or a field report may state of fit and measures; a report carries the same. */
type FitAndMeasures = Pick<TReview, 'measured' | 'sizeWorn' | 'fit' | 'width' | 'benchmark'>;

/**
 * What its author says of the gear's fit and measured (issue 48), as a review's card or a field
 * report shows it (styles.css `.review-fit`): "Size worn 10.5 · Runs small · Narrow · Usually:
 * 10 in Salomon Quest" and "Measured: Weight 1,310 g", each in the reader's units. Nothing when
 * it states neither.
 */
export function ReviewFit({ entry }: { entry: FitAndMeasures }) {
  const fit = [
    entry.sizeWorn ? `Size worn ${entry.sizeWorn}` : null,
    entry.fit ? FIT_VERDICTS[entry.fit] : null,
    entry.width ? FIT_WIDTHS[entry.width] : null,
    entry.benchmark ? `Usually: ${entry.benchmark}` : null,
  ].filter((part) => part !== null);
  // In the fields' own order, whatever order the answer gave them in.
  const measured = SPEC_KEYS.flatMap((key) => {
    const value = entry.measured?.[key];
    return value === undefined ? [] : [{ key, value }];
  });
  if (fit.length === 0 && measured.length === 0) return null;
  return (
    <div className="review-fit">
      {fit.length > 0 ? <p>{fit.join(' · ')}</p> : null}
      {measured.length > 0 ? (
        <p>
          {'Measured: '}
          {measured.map(({ key, value }, i) => (
            <Fragment key={key}>
              {i > 0 ? ' · ' : null}
              {`${SPEC_FIELDS[key].label} `}
              <SpecValue field={key} value={value} />
            </Fragment>
          ))}
        </p>
      ) : null}
    </div>
  );
}
