import type { TProduct } from '@shared/schemas/products';
import type { products } from '../../db/schema';

type ProductRow = typeof products.$inferSelect;

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
