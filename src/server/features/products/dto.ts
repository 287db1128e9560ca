import { getTableColumns } from 'drizzle-orm';
import type { TProduct } from '@shared/schemas/products';
import { products } from '../../db/schema';

/** A product's columns but its search text, which only the search reads. */
const { searchText: _searchText, ...shown } = getTableColumns(products);
export const productColumns = shown;

type ProductRow = Omit<typeof products.$inferSelect, 'searchText'>;

export function toProductDto(row: ProductRow): TProduct {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    amazonUrl: row.amazonUrl,
    category: row.category,
    price: Number(row.price),
    averageRating: Number(row.averageRating),
    reviewCount: row.reviewCount,
    battleReadyIndex: row.battleReadyIndex,
    topBranch: row.topBranch,
    durability: Number(row.durability),
    portability: Number(row.portability),
    costValue: Number(row.costValue),
    civilianAdaptation: Number(row.civilianAdaptation),
    overallUtility: Number(row.overallUtility),
    createdAt: row.createdAt.toISOString(),
  };
}
