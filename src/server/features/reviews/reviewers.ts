import { and, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/types';
import { reviews } from './schema';

/** The authors of the product's approved reviews (issue 49: those an alert on it must reach). */
export async function approvedReviewersOf(db: Executor, productId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: reviews.userId })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'approved')));
  return rows.map((r) => r.id);
}

/** The same members as a subquery of `user_id`s (issue 50: the owners a question asks). */
export const approvedReviewerIdsOf = (productId: string): SQL =>
  sql`select ${reviews.userId} as user_id from ${reviews}
    where ${reviews.productId} = ${productId} and ${reviews.status} = 'approved'`;

/**
 * Whether the member in `userId` has an approved review of `productId` (issue 50: "Owns it"), as
 * one index probe per row (a scalar subquery with a limit, never a hash of every review; see
 * gear-kit's `keeps`).
 */
export const reviewedBy = (userId: AnyPgColumn | SQL, productId: AnyPgColumn | SQL): SQL =>
  sql`((select true from ${reviews} where ${reviews.userId} = ${userId}
    and ${reviews.productId} = ${productId} and ${reviews.status} = 'approved' limit 1) is not null)`;

/**
 * A member's record as a reviewer, for whether their questions and answers wait for a moderator
 * (issue 50): whether they have an approved review, and whether one they wrote within the last
 * `days` was rejected, or one was hidden by flags within them.
 */
export async function reviewStanding(db: Executor, userId: string, days: number) {
  const since = sql`now() - make_interval(days => ${days})`;
  const [row] = await db
    .select({
      approved: sql<boolean>`bool_or(${reviews.status} = 'approved')`,
      troubled: sql<boolean>`bool_or(${or(
        and(eq(reviews.status, 'rejected'), gt(reviews.updatedAt, since)),
        gt(reviews.hiddenByFlagsAt, since),
      )})`,
    })
    .from(reviews)
    .where(eq(reviews.userId, userId));
  return { approved: row?.approved ?? false, troubled: row?.troubled ?? false };
}
