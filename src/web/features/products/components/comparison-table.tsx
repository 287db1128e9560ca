import type { ReactNode } from 'react';
import type { TProduct } from '@shared/schemas/products';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

/**
 * A compare page's table of one aspect (specs, standards): a row per item, a column per
 * product, in a card with its title and a line saying how to read it.
 */
export function ComparisonTable<K extends string>({
  title,
  about,
  rowsName,
  rows,
  products,
  cell,
}: {
  title: string;
  about: ReactNode;
  /** What the rows are, as the first column's heading says it: "Spec", "Standard". */
  rowsName: string;
  rows: readonly { key: K; label: string }[];
  products: readonly TProduct[];
  cell: (product: TProduct, key: K) => ReactNode;
}) {
  return (
    <Card className="mt-10">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <p className="text-sm text-muted-foreground">{about}</p>
      </CardHeader>
      <CardContent>
        {/* Three products do not fit a phone's width: the table scrolls, the page does not. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolled region must be reachable by keyboard */}
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`${title} table`}>
          <table className="w-full min-w-[32rem] border-collapse text-sm">
            <caption className="sr-only">{`${title} of the compared products`}</caption>
            <thead>
              <tr className="border-b text-left">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {rowsName}
                </th>
                {products.map((p) => (
                  <th key={p.id} scope="col" className="py-2 pr-4 font-semibold">
                    {p.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b align-top last:border-0">
                  <th scope="row" className="py-2 pr-4 text-left font-medium">
                    {row.label}
                  </th>
                  {products.map((p) => (
                    <td key={p.id} className="py-2 pr-4">
                      {cell(p, row.key)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
