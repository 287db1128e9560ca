import { and, eq, gte, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { ReviewSort } from '@shared/catalog';
import { REVIEW_PAGE_SIZE } from '@shared/limits';
import type { TReview, TReviewText } from '@shared/schemas/reviews';
import type { ZReviewListQuery } from '@shared/schemas/reviews';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Affiliation } from '@shared/verification';
import { profiles } from '../../db/schema';
import { reviews, reviewVotes } from './schema';
import type { Db } from '../../db/types';
import type { MediaStorage } from '../../lib/storage/media-storage';
import { matchesAny } from '../../lib/sql-text';
import { mustFindProduct } from '../products';
import { verificationColumns, withCurrentVerification } from '../verification';
import { mediaByReview, NO_MEDIA } from './media/dto';
import { withReports } from './reports/reads';
import { fitAndMeasuresOf } from './fit-and-measures';

type ListQuery = z.output<typeof ZReviewListQuery>;

const ORDER_BY: Record<ReviewSort, SQL[]> = {
  helpful: [sql`(${reviews.upvotes} - ${reviews.downvotes}) desc`, sql`${reviews.createdAt} desc`],
  recent: [sql`${reviews.createdAt} desc`],
  'rating-high': [sql`${reviews.rating} desc`, sql`${reviews.createdAt} desc`],
  'rating-low': [sql`${reviews.rating} asc`, sql`${reviews.createdAt} desc`],
  'longest-owned': [
    sql`${reviews.fieldTestedMonths} desc nulls last`,
    sql`${reviews.createdAt} desc`,
  ],
};

/** A deleted or unnamed author still needs a byline. */
const ANONYMOUS = 'Anonymous';

/** What a review shows of its author: their profile and current verification. */
export const authorColumns = {
  authorName: profiles.name,
  authorBranch: profiles.branch,
  reviewerScore: profiles.reviewerScore,
  verification: verificationColumns.affiliation,
};

const reviewColumns = { review: reviews, ...authorColumns, myVote: reviewVotes.voteType };

/** Joins what `authorColumns` select: the author's profile and current verification. */
export const withAuthor = <T extends PgSelect>(query: T) =>
  withCurrentVerification(
    query.leftJoin(profiles, eq(profiles.userId, reviews.userId)),
    reviews.userId,
  );

type ReviewRow = {
  review: typeof reviews.$inferSelect;
  authorName: string | null;
  authorBranch: string | null;
  reviewerScore: number | null;
  verification: Affiliation | null;
  myVote: 'upvote' | 'downvote' | null;
};

/** A review's words and scores, before its field reports are added (`withReports`). */
export type TReviewCore = Omit<TReviewText, 'reports'>;

export function toReviewText(row: ReviewRow): TReviewCore {
  const r = row.review;
  return {
    id: r.id,
    productId: r.productId,
    userId: r.userId,
    status: r.status,
    title: r.title,
    content: r.content,
    rating: r.rating,
    durability: r.durability,
    portability: r.portability,
    costValue: r.costValue,
    civilianAdaptation: r.civilianAdaptation,
    overallUtility: r.overallUtility,
    pros: r.pros,
    cons: r.cons,
    upvotes: r.upvotes,
    downvotes: r.downvotes,
    createdAt: r.createdAt.toISOString(),
    author: {
      name: row.authorName ?? ANONYMOUS,
      branch: row.authorBranch,
      reviewerScore: row.reviewerScore ?? 0,
    },
    myVote: row.myVote,
    verification: row.verification,
    fieldTestedMonths: r.fieldTestedMonths,
    editedAt: r.editedAt?.toISOString() ?? null,
    ...fitAndMeasuresOf(r),
    obtained: r.obtained,
    connection: r.connection,
  };
}

/**
 * Reviews as readers get them: with their field reports (`viewerId`'s own whatever their status)
 * and their photos and video behind freshly signed URLs, the two read side by side.
 */
export async function asReadBy<T extends TReviewCore>(
  db: Db,
  storage: MediaStorage,
  items: T[],
  viewerId: string | null,
): Promise<(T & Pick<TReview, 'reports' | 'photos' | 'video'>)[]> {
  const [reported, media] = await Promise.all([
    withReports(db, items, viewerId),
    mediaByReview(
      db,
      storage,
      items.map((r) => r.id),
    ),
  ]);
  return reported.map((r) => ({ ...r, ...(media.get(r.id) ?? NO_MEDIA) }));
}

function ratingFilter(minRating: ListQuery['minRating']): SQL | undefined {
  if (minRating === 'all') return undefined;
  // SPEC §9: "5 only", otherwise "n and up".
  return minRating === '5' ? eq(reviews.rating, 5) : gte(reviews.rating, Number(minRating));
}

const approvedOf = (productId: string) =>
  and(eq(reviews.productId, productId), eq(reviews.status, 'approved'));

/** What a reader may see of a product: approved reviews, and their own pending ones (SPEC §4). */
function visibleOf(productId: string, viewerId: string | null) {
  const approved = approvedOf(productId);
  if (!viewerId) return approved;
  return or(
    approved,
    and(
      eq(reviews.productId, productId),
      eq(reviews.userId, viewerId),
      eq(reviews.status, 'pending'),
    ),
  );
}

/**
 * A page of the reviews `where` selects (which may name the author's profile or verification),
 * with their authors and the reader's vote. The page is chosen first and only its reviews'
 * authors and votes are looked up: joined before the sort, every matching review's were (the
 * page's statement keeps its joins only when `where` names them).
 */
function reviewRows(
  db: Db,
  where: SQL | undefined,
  sort: ReviewSort,
  limit: number,
  offset: number,
  viewerId: string | null = null,
) {
  const page = withAuthor(db.select({ id: reviews.id }).from(reviews).$dynamic())
    .where(where)
    .orderBy(...ORDER_BY[sort])
    .limit(limit)
    .offset(offset);
  return withAuthor(db.select(reviewColumns).from(reviews).$dynamic())
    .leftJoin(
      reviewVotes,
      // The reader's own vote, shown on each review; nobody's for a visitor.
      and(eq(reviewVotes.reviewId, reviews.id), eq(reviewVotes.userId, viewerId ?? '')),
    )
    .where(inArray(reviews.id, page))
    .orderBy(...ORDER_BY[sort]);
}

/** The most helpful approved reviews of a product, for its structured data (no media). */
export async function topApprovedReviews(db: Db, productId: string, limit: number) {
  const rows = await reviewRows(db, approvedOf(productId), 'helpful', limit, 0);
  return withReports(db, rows.map(toReviewText), null);
}

/**
 * A product's reviews as this reader may see them (approved, plus their own pending ones, with
 * their own votes), filtered, sorted and paged; with filtered and total counts.
 */
export async function listVisibleReviews(
  db: Db,
  storage: MediaStorage,
  productId: string,
  q: ListQuery,
  viewerId: string | null,
) {
  await mustFindProduct(db, productId);

  const visible = visibleOf(productId, viewerId);
  const filtered = and(
    visible,
    q.search ? matchesAny(q.search, [reviews.title, reviews.content]) : undefined,
    q.branch ? eq(profiles.branch, q.branch) : undefined,
    ratingFilter(q.minRating),
    q.verified ? isNotNull(verificationColumns.userId) : undefined,
    q.fieldTested ? isNotNull(reviews.fieldTestedMonths) : undefined,
    q.obtained ? eq(reviews.obtained, q.obtained) : undefined,
  );
  const count = { n: sql<number>`count(*)::int` };
  const [rows, [filteredCount], [allCount]] = await Promise.all([
    reviewRows(db, filtered, q.sort, REVIEW_PAGE_SIZE, (q.page - 1) * REVIEW_PAGE_SIZE, viewerId),
    withAuthor(db.select(count).from(reviews).$dynamic()).where(filtered),
    db.select(count).from(reviews).where(visible),
  ]);
  return {
    items: await asReadBy(db, storage, rows.map(toReviewText), viewerId),
    total: filteredCount?.n ?? 0,
    totalUnfiltered: allCount?.n ?? 0,
    page: q.page,
    pageSize: REVIEW_PAGE_SIZE,
  };
}
