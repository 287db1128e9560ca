import { percentText } from '@shared/durability';
import { FIT_VERDICTS, FIT_WIDTHS } from '@shared/fit';
import type { TProductFit } from '@shared/schemas/fit';

/**
 * One split of owners' verdicts: each answer with its count and share in words, and a bar of
 * that share for the eye only (its figures are the text beside it).
 */
function Split<K extends string>({
  title,
  labels,
  counts,
}: {
  title: string;
  labels: Record<K, string>;
  counts: Record<K, number>;
}) {
  const keys = Object.keys(labels) as K[];
  const total = keys.reduce((sum, key) => sum + counts[key], 0);
  const heading = <h3 className="text-sm font-semibold">{title}</h3>;
  // Footwear's owners may give a verdict and leave the width out.
  if (total === 0) {
    return (
      <div className="space-y-2">
        {heading}
        <p className="text-sm text-muted-foreground">No owner has said yet.</p>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      {heading}
      <ul className="space-y-2 text-sm">
        {keys.map((key) => {
          const share = counts[key] / total;
          return (
            <li key={key} className="grid grid-cols-[7.5rem_1fr_5.5rem] items-center gap-3">
              <span>{labels[key]}</span>
              <div aria-hidden className="progress">
                <div style={{ width: `${Math.round(share * 1000) / 10}%` }} />
              </div>
              <span className="text-right tabular-nums">
                {counts[key]}
                <span className="text-muted-foreground">{` (${percentText(share)})`}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * How a sized product fits by its owners (issue 48): the one-line summary, then the split of
 * verdicts and, for footwear, of widths. Its own chunk, drawn by the server and kept as markup
 * (product-facts.tsx).
 */
export default function FitFigures({ fit }: { fit: TProductFit }) {
  if (fit.n === 0) {
    return <p className="text-muted-foreground">No owner has said how it fits yet.</p>;
  }
  return (
    <div className="space-y-5">
      <p className="font-semibold">{fit.summary}</p>
      <Split title="Size" labels={FIT_VERDICTS} counts={fit.verdicts} />
      {fit.width ? <Split title="Width" labels={FIT_WIDTHS} counts={fit.width} /> : null}
    </div>
  );
}
