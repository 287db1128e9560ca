import type { ReactNode } from 'react';
import { percentText } from '@shared/durability';
import type { TSurvivalStep } from '@shared/schemas/durability';

/** "43–98 %", or one share where the interval has none (month 0: everyone in service). */
function intervalText({ lower, upper }: TSurvivalStep): string {
  const high = percentText(upper);
  const low = Math.round(lower * 100);
  return low === Math.round(upper * 100) ? high : `${low}–${high}`;
}

/** One curve's steps as rows: the chart's figures for whoever does not read the chart. */
export function DurabilityTable({
  curve,
  caption,
}: {
  curve: readonly TSurvivalStep[];
  caption: string;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full max-w-2xl text-sm tabular-nums">
        <caption className="py-2 text-left font-medium">{caption}</caption>
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-3 font-medium">
              Month
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              In service
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              95 % interval
            </th>
            <th scope="col" className="py-2 font-medium">
              Owners at risk
            </th>
          </tr>
        </thead>
        <tbody>
          {curve.map((step) => (
            <tr key={step.month} className="border-b last:border-0">
              <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                {step.month}
              </th>
              <td className="py-1.5 pr-3">{percentText(step.survival)}</td>
              <td className="py-1.5 pr-3">{intervalText(step)}</td>
              <td className="py-1.5">{step.atRisk}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The tables behind a chart, folded away under the browser's own disclosure: it opens by
 * keyboard and without any script, so it can stay server markup (decision 032).
 */
export function DurabilityData({ children }: { children: ReactNode }) {
  return (
    <details className="rounded-md border">
      <summary className="cursor-pointer rounded-md px-3 py-2 text-sm font-medium hover:bg-muted/60">
        Show the data as a table
      </summary>
      <div className="space-y-4 border-t px-3 pb-3">
        {children}
        <p className="text-xs text-muted-foreground">
          A row for each month in which an owner&apos;s gear failed; the last row is the longest any
          owner has reported. Owners at risk: those still reporting at that month.
        </p>
      </div>
    </details>
  );
}
