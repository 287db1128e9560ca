import { formatCount } from '@shared/format';
import type { TProduct } from '@shared/schemas/products';
import { SPEC_FIELDS, SPEC_KEYS, type SpecKey } from '@shared/specs';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { SpecValue } from './spec-value';

/** The spec fields any of the products has a figure for, in the catalogue's field order. */
export const comparedFields = (products: readonly TProduct[]): SpecKey[] =>
  SPEC_KEYS.filter((key) => products.some((p) => p.specs.some((s) => s.key === key)));

function SpecCell({ product, field }: { product: TProduct; field: SpecKey }) {
  const spec = product.specs.find((s) => s.key === field);
  if (!spec) return <span className="text-muted-foreground">Not stated</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
      <dt className="text-muted-foreground">Claimed</dt>
      <dd className="whitespace-nowrap font-medium tabular-nums">
        {spec.claimed === null ? '—' : <SpecValue field={field} value={spec.claimed} />}
      </dd>
      <dt className="text-muted-foreground">Measured</dt>
      <dd className="whitespace-nowrap tabular-nums">
        {spec.measured ? (
          <>
            <SpecValue field={field} value={spec.measured.median} />
            {` · ${formatCount(spec.measured.n)}`}
            <span className="sr-only">
              {spec.measured.n === 1 ? ' owner measured it' : ' owners measured it (median)'}
            </span>
          </>
        ) : (
          '—'
        )}
      </dd>
    </dl>
  );
}

/**
 * Issue 48: the compared products' specs side by side, a row per field, each product's
 * maker's claim and its owners' median measurement with how many measured it.
 */
export function SpecComparison({ products }: { products: readonly TProduct[] }) {
  const fields = comparedFields(products);
  if (fields.length === 0) return null;
  return (
    <Card className="mt-10">
      <CardHeader>
        <CardTitle>Specs</CardTitle>
        <p className="text-sm text-muted-foreground">
          The maker’s claim, and owners’ measurements: their median · how many measured.
        </p>
      </CardHeader>
      <CardContent>
        {/* Three products do not fit a phone's width: the table scrolls, the page does not. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolled region must be reachable by keyboard */}
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Specs table">
          <table className="w-full min-w-[32rem] border-collapse text-sm">
            <caption className="sr-only">Specs of the compared products</caption>
            <thead>
              <tr className="border-b text-left">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Spec
                </th>
                {products.map((p) => (
                  <th key={p.id} scope="col" className="py-2 pr-4 font-semibold">
                    {p.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {fields.map((field) => (
                <tr key={field} className="border-b align-top last:border-0">
                  <th scope="row" className="py-2 pr-4 text-left font-medium">
                    {SPEC_FIELDS[field].label}
                  </th>
                  {products.map((p) => (
                    <td key={p.id} className="py-2 pr-4">
                      <SpecCell product={p} field={field} />
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
