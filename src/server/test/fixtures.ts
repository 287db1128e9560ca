import { randomUUID } from 'node:crypto';
import type { BranchId, CategoryId } from '@shared/catalog';
import { products } from '../features/products/schema';
import { profiles, user } from '../db/schema';
import { reviewReports } from '../features/reviews/reports/schema';
import { reviews } from '../features/reviews/schema';
import type { Executor } from '../db/types';
import { recomputeProductAggregates, recomputeReviewerScore } from '../features/reviews/aggregates';

let counter = 0;
const next = () => (counter += 1);

export async function insertProduct(
  db: Executor,
  over: Partial<typeof products.$inferInsert> & { category?: CategoryId } = {},
) {
  const n = next();
  const asin = `B0TEST${String(n).padStart(4, '0')}`;
  const [row] = await db
    .insert(products)
    .values({
      name: `Test Product ${n}`,
      description: `A sturdy piece of test gear number ${n} for field use.`,
      category: 'deployment',
      price: 50,
      amazonUrl: `https://www.amazon.com/dp/${asin}`,
      asin,
      imageUrl: '/images/categories/deployment.svg',
      // A product dated in the past has not changed since, unless the test says otherwise.
      updatedAt: over.createdAt,
      ...over,
    })
    .returning();
  return row!;
}

export async function insertMember(
  db: Executor,
  over: { branch?: BranchId | null; name?: string } = {},
) {
  const n = next();
  const id = randomUUID();
  const name = over.name ?? `Member${n}`;
  await db
    .insert(user)
    .values({ id, name, email: `member${n}-${id.slice(0, 8)}@example.test`, emailVerified: true });
  await db
    .insert(profiles)
    .values({ userId: id, name, branch: over.branch === undefined ? 'army' : over.branch });
  return id;
}

type Scores = {
  durability: number;
  portability: number;
  costValue: number;
  civilianAdaptation: number;
  overallUtility: number;
};

export async function insertReview(
  db: Executor,
  productId: string,
  userId: string,
  over: Partial<typeof reviews.$inferInsert> & Partial<Scores> = {},
) {
  const n = next();
  const [row] = await db
    .insert(reviews)
    .values({
      productId,
      userId,
      status: 'approved',
      title: `Review ${n}`,
      content: `Used this on exercise number ${n}; held up fine.`,
      rating: 4,
      durability: 8,
      portability: 8,
      costValue: 8,
      civilianAdaptation: 8,
      overallUtility: 8,
      ...over,
    })
    .returning();
  await recomputeProductAggregates(db, productId);
  await recomputeReviewerScore(db, userId);
  return row!;
}

/** A valid body for POST /api/products/:id/reviews and PATCH /api/reviews/:id. */
export const reviewRequest = (over: Record<string, unknown> = {}) => ({
  title: 'Holds up in the field',
  content: 'Carried it for six months of training and it still works.',
  rating: 5,
  durability: 8,
  portability: 8,
  costValue: 8,
  civilianAdaptation: 8,
  overallUtility: 8,
  pros: ['Light', '', '  Tough  '],
  cons: ['Pricey'],
  obtained: 'bought',
  ...over,
});

/**
 * A field report (issue 30) written straight into the table, pending unless told, dated
 * `createdAt` (now by default) and never edited. Nothing is recomputed: approve it through the
 * route to move the figures.
 */
export async function insertReport(
  db: Executor,
  review: { id: string; productId: string; userId: string },
  over: Partial<typeof reviewReports.$inferInsert> = {},
) {
  const at = over.createdAt ?? new Date();
  const [row] = await db
    .insert(reviewReports)
    .values({
      reviewId: review.id,
      productId: review.productId,
      userId: review.userId,
      monthsOwned: 6,
      state: 'in_service',
      content: 'Still in daily use and holding up.',
      createdAt: at,
      updatedAt: at,
      ...over,
    })
    .returning();
  return row!;
}

/** A valid body for POST /api/reviews/:id/reports and its PATCH, without scores. */
export const reportRequest = (over: Record<string, unknown> = {}) => ({
  monthsOwned: 6,
  state: 'in_service',
  content: 'Six months on it is still in daily use.',
  ...over,
});
