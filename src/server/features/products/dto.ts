import { getTableColumns } from 'drizzle-orm';
import { siteImageOrNull } from '@shared/product-images';
import type { TProduct, TProductCard } from '@shared/schemas/products';
import type { TProductFit } from '@shared/schemas/fit';
import type { TProductSpec } from '@shared/schemas/specs';
import { fitSummary } from '@shared/fit';
import { NO_OBTAINED_COUNTS } from '@shared/obtained';
import type { CategoryId } from '@shared/catalog';
import { CATEGORY_SPECS, SPEC_FIELDS, type SizedKind } from '@shared/specs';
import { products } from './schema';
import { specProperty } from './claimed-specs';
import { cardComplianceOf, complianceOf } from './compliance';
import { openAlertOf } from './alert-summary';

/**
 * A product's columns but those the database derives for its filters: the search text and the
 * standards claimed and oldest check, which the claims themselves say.
 */
const {
  searchText: _searchText,
  complianceStandards: _complianceStandards,
  complianceCheckedOn: _complianceCheckedOn,
  ...shown
} = getTableColumns(products);
export const productColumns = shown;

/** The columns a card shows (ZProductCard): a list reads no description. */
export const cardColumns = {
  id: products.id,
  name: products.name,
  imageUrl: products.imageUrl,
  picture: products.picture,
  category: products.category,
  price: products.price,
  averageRating: products.averageRating,
  reviewCount: products.reviewCount,
  battleReadyIndex: products.battleReadyIndex,
  survival12Months: products.survival12Months,
  compliance: products.compliance,
  alerts: products.alerts,
};

type ProductRow = Omit<
  typeof products.$inferSelect,
  'searchText' | 'complianceStandards' | 'complianceCheckedOn'
>;
export type CardRow = Pick<ProductRow, keyof typeof cardColumns>;

export function toProductCardDto(row: CardRow): TProductCard {
  return {
    id: row.id,
    name: row.name,
    imageUrl: siteImageOrNull(row.imageUrl),
    picture: row.picture,
    category: row.category,
    price: Number(row.price),
    averageRating: Number(row.averageRating),
    reviewCount: row.reviewCount,
    battleReadyIndex: row.battleReadyIndex,
    survival12Months: row.survival12Months,
    compliance: cardComplianceOf(row.compliance),
    alert: openAlertOf(row.alerts),
  };
}

/**
 * Its category's spec fields that have a claim or a measurement, in the category's order: a
 * field with neither has nothing to show, and would weigh on every product answer.
 */
function productSpecs(row: ProductRow): TProductSpec[] {
  const fields = CATEGORY_SPECS[row.category as CategoryId] ?? [];
  return fields.flatMap((key) => {
    const claimed = row[specProperty(key)];
    const measured = row.measuredSpecs?.[key] ?? null;
    if (claimed === null && measured === null) return [];
    const { label, unit } = SPEC_FIELDS[key];
    return [{ key, label, unit, claimed, measured }];
  });
}

/** How sized gear fits by its owners' verdicts; width for footwear only. */
function productFit(row: ProductRow): TProductFit | null {
  if (row.sized === null) return null;
  const sized = row.sized as SizedKind;
  const counts = row.fitCounts;
  const verdicts = {
    small: counts?.small ?? 0,
    true: counts?.true ?? 0,
    large: counts?.large ?? 0,
  };
  return {
    sized,
    n: verdicts.small + verdicts.true + verdicts.large,
    verdicts,
    ...(sized === 'footwear' && {
      width: { narrow: counts?.narrow ?? 0, normal: counts?.normal ?? 0, wide: counts?.wide ?? 0 },
    }),
    summary: fitSummary(verdicts),
  };
}

export function toProductDto(row: ProductRow): TProduct {
  return {
    ...toProductCardDto(row),
    imageUrl: row.imageUrl,
    description: row.description,
    amazonUrl: row.amazonUrl,
    topBranch: row.topBranch,
    verifiedReviewCount: row.verifiedReviewCount,
    fieldTestedCount: row.fieldTestedCount,
    longestOwnedMonths: row.longestOwnedMonths,
    specs: productSpecs(row),
    fit: productFit(row),
    // Reviews approved before issue 52 asked stated nothing.
    obtainedCounts: row.obtainedCounts ?? { ...NO_OBTAINED_COUNTS, unstated: row.reviewCount },
    withoutIncentives: row.withoutIncentives,
    compliance: complianceOf(row.compliance),
    alerts: row.alerts,
    durability: Number(row.durability),
    portability: Number(row.portability),
    costValue: Number(row.costValue),
    civilianAdaptation: Number(row.civilianAdaptation),
    overallUtility: Number(row.overallUtility),
    createdAt: row.createdAt.toISOString(),
  };
}
