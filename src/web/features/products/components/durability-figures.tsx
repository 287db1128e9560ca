import { notEnoughReportsText, ownersText, survivalHeadline } from '@shared/durability';
import { FAILURE_MODES } from '@shared/field-reports';
import type { TDurability } from '@shared/schemas/durability';
import { DurabilityChart } from './durability-chart';
import { DurabilityData, DurabilityTable } from './durability-table';

/** Where half the owners' gear had failed, or that it had not by the longest ownership. */
function medianText(medianMonths: number | null, lastMonth: number): string {
  return medianMonths === null
    ? `Fewer than half had failed by month ${lastMonth}, the longest any owner has reported`
    : `Half had failed by month ${medianMonths}`;
}

function FailureModes({ modes }: { modes: TDurability['modes'] }) {
  if (modes.length === 0) return null;
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">What gave out</h3>
      <ol className="divide-y rounded-md border text-sm">
        {modes.map(({ mode, owners, medianMonth }) => (
          <li
            key={mode}
            className="flex flex-wrap items-baseline justify-between gap-x-3 px-3 py-2"
          >
            <span className="font-medium">{FAILURE_MODES[mode]}</span>
            <span className="text-muted-foreground tabular-nums">
              {`${ownersText(owners)} · median month ${medianMonth}`}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * A product page's "How long it lasts" once its estimate is in: the headline and the median
 * beside what gave out, then the chart and its table. Two blocks, the columns of the section's
 * grid. Its own chunk, drawn by the server and kept as markup (durability-section.tsx).
 */
export default function DurabilityFigures({
  durability: { owners, curve, medianMonths, modes },
  productId,
  productName,
}: {
  durability: TDurability;
  productId: string;
  productName: string;
}) {
  const headline = survivalHeadline(curve, owners);
  if (!headline) return <p className="text-muted-foreground">{notEnoughReportsText(owners)}</p>;
  return (
    <>
      <div className="space-y-6">
        <div className="space-y-1">
          <p className="text-lg font-semibold">{headline}</p>
          <p className="text-muted-foreground">{medianText(medianMonths, curve.at(-1)!.month)}</p>
        </div>
        <FailureModes modes={modes} />
      </div>
      <div className="space-y-4">
        <DurabilityChart
          series={[{ id: productId, name: productName, curve, ink: 'text-primary' }]}
        />
        <DurabilityData>
          <DurabilityTable curve={curve} caption="Share still in service by month owned" />
        </DurabilityData>
      </div>
    </>
  );
}
