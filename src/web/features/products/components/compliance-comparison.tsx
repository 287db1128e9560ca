import { claimName, STANDARD_IDS, STANDARDS, type Standard } from '@shared/compliance';
import type { TProduct } from '@shared/schemas/products';
import { ComparisonTable } from './comparison-table';
import { Link } from '@web/lib/router';
import { paths } from '@web/lib/paths';

/** The standards any of the products claims, in the standards' order. */
export const comparedStandards = (products: readonly TProduct[]): Standard[] =>
  STANDARD_IDS.filter((id) => products.some((p) => p.compliance.some((c) => c.standard === id)));

function StandardCell({ product, standard }: { product: TProduct; standard: Standard }) {
  const claim = product.compliance.find((c) => c.standard === standard);
  if (!claim) return <span className="text-muted-foreground">Not claimed</span>;
  const name = claimName(claim);
  return (
    <>
      {name === STANDARDS[standard].name ? null : <span className="block font-medium">{name}</span>}
      {claim.status === 'checked' ? `Checked ${claim.checkedAt ?? ''}` : 'Maker claims'}
    </>
  );
}

/**
 * Issue 49: the compared products' standards side by side, a row per standard any of them
 * claims: checked (and when), only claimed by the maker, or not claimed.
 */
export function ComplianceComparison({ products }: { products: readonly TProduct[] }) {
  const standards = comparedStandards(products);
  if (standards.length === 0) return null;
  return (
    <ComparisonTable
      title="Standards"
      about={
        <>
          Checked against the official source on the day shown, or as the maker claims.{' '}
          <Link to={`${paths.faq}#standards`} className="font-medium text-primary hover:underline">
            What “checked” means
          </Link>
        </>
      }
      rowsName="Standard"
      rows={standards.map((key) => ({ key, label: STANDARDS[key].name }))}
      products={products}
      cell={(product, standard) => <StandardCell product={product} standard={standard} />}
    />
  );
}
