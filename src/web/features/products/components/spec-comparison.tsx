import { formatCount } from '@shared/format';
import type { TProduct } from '@shared/schemas/products';
import { SPEC_FIELDS, SPEC_KEYS, type SpecKey } from '@shared/specs';
import { ComparisonTable } from './comparison-table';
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
    <ComparisonTable
      title="Specs"
      about="The maker’s claim, and owners’ measurements: their median · how many measured."
      rowsName="Spec"
      rows={fields.map((key) => ({ key, label: SPEC_FIELDS[key].label }))}
      products={products}
      cell={(product, field) => <SpecCell product={product} field={field} />}
    />
  );
}
