import { getTableColumns } from 'drizzle-orm';
import { siteImageOrNull } from '@shared/product-images';
import type { TProduct, TProductCard } from '@shared/schemas/products';
import { products } from './schema';

/** A product's columns but its search text, which only the search reads. */
const { searchText: _searchText, ...shown } = getTableColumns(products);
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
};

type ProductRow = Omit<typeof products.$inferSelect, 'searchText'>;
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
    durability: Number(row.durability),
    portability: Number(row.portability),
    costValue: Number(row.costValue),
    civilianAdaptation: Number(row.civilianAdaptation),
    overallUtility: Number(row.overallUtility),
    createdAt: row.createdAt.toISOString(),
  };
}
