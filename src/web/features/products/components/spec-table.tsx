import { ownersText } from '@shared/durability';
import type { TProductSpec } from '@shared/schemas/specs';
import { differenceNote } from '@shared/specs';
import { Info } from '@web/components/icons';
import { SpecValue } from './spec-value';

/** An empty cell: a dash to the eye, words to a screen reader. */
function Missing({ said }: { said: string }) {
  return (
    <>
      <span aria-hidden className="text-muted-foreground">
        —
      </span>
      <span className="sr-only">{said}</span>
    </>
  );
}

function Measured({ spec }: { spec: TProductSpec }) {
  if (!spec.measured) return <Missing said="Not measured yet" />;
  const note = differenceNote(spec.claimed, spec.measured);
  return (
    <>
      <SpecValue field={spec.key} value={spec.measured.median} />
      <span className="text-muted-foreground">{` (${ownersText(spec.measured.n)})`}</span>
      {note ? (
        <span className="mt-1 flex items-center gap-1 text-xs font-medium text-amber-800 dark:text-amber-200">
          <Info aria-hidden className="size-3.5 shrink-0" />
          {note}
        </span>
      ) : null}
    </>
  );
}

/**
 * A product's specs (issue 48): each field's maker's claim beside its owners' median, and a note
 * where they differ enough to say so (`differenceNote`). Its own chunk, drawn by the server and
 * kept as markup (specs-section.tsx).
 */
export default function SpecTable({ specs }: { specs: TProductSpec[] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Maker&apos;s claims and owners&apos; measurements</caption>
      <thead className="border-b text-xs text-muted-foreground">
        <tr>
          <th scope="col" className="py-2 pr-3 font-medium">
            Spec
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            Maker&apos;s claim
          </th>
          <th scope="col" className="py-2 font-medium">
            Owners measured
          </th>
        </tr>
      </thead>
      <tbody className="divide-y">
        {specs.map((spec) => (
          <tr key={spec.key} className="align-top">
            <th scope="row" className="py-2 pr-3 font-medium">
              {spec.label}
            </th>
            <td className="py-2 pr-3 tabular-nums">
              {spec.claimed === null ? (
                <Missing said="Not stated" />
              ) : (
                <SpecValue field={spec.key} value={spec.claimed} />
              )}
            </td>
            <td className="py-2 tabular-nums">
              <Measured spec={spec} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
