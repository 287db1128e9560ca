import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TReviewRevision } from '@shared/schemas/field-reports';
import { reviewRevisions, reviews } from '../../db/schema';
import type { Executor, Tx } from '../../db/types';
import { notFound } from '../../lib/errors';
import { isAdmin, type Viewer } from '../../plugins/viewer';
import { REVIEW_NOT_FOUND } from './write';

// Issue 30: an edit keeps what the review said before, so readers can see how it changed and
// moderators what changed since they approved it.

type ReviewRow = typeof reviews.$inferSelect;
type RevisionRow = typeof reviewRevisions.$inferSelect;

/** What a version holds: the words and scores. Photos and video are not versioned. */
const VERSIONED = [
  'title',
  'content',
  'rating',
  'durability',
  'portability',
  'costValue',
  'civilianAdaptation',
  'overallUtility',
  'pros',
  'cons',
] as const;
type Versioned = Pick<ReviewRow, (typeof VERSIONED)[number]>;

const same = (a: Versioned[keyof Versioned], b: Versioned[keyof Versioned]) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((item, i) => item === b[i])
    : a === b;

/** Whether an edit changes anything a version holds. */
export const changesVersion = (before: Versioned, after: Versioned) =>
  VERSIONED.some((field) => !same(before[field], after[field]));

/**
 * Keeps `review` as it stands (the caller holds its row lock, so the next version number is
 * ours alone) with the status it has now. It was written at its last edit, or when created;
 * it is replaced now, which is also the review's new `edited_at`.
 */
export async function keepEarlierVersion(tx: Tx, review: ReviewRow) {
  const fields = Object.fromEntries(VERSIONED.map((f) => [f, review[f]])) as Versioned;
  await tx.insert(reviewRevisions).values({
    ...fields,
    reviewId: review.id,
    version: sql`(select coalesce(max(${reviewRevisions.version}), 0) + 1 from ${reviewRevisions}
      where ${reviewRevisions.reviewId} = ${review.id})`,
    status: review.status,
    writtenAt: review.editedAt ?? review.createdAt,
    replacedAt: sql`now()`,
  });
}

export function toRevision(row: RevisionRow): TReviewRevision {
  return {
    version: row.version,
    status: row.status,
    title: row.title,
    content: row.content,
    rating: row.rating,
    durability: row.durability,
    portability: row.portability,
    costValue: row.costValue,
    civilianAdaptation: row.civilianAdaptation,
    overallUtility: row.overallUtility,
    pros: row.pros,
    cons: row.cons,
    writtenAt: row.writtenAt.toISOString(),
    replacedAt: row.replacedAt.toISOString(),
  };
}

/**
 * A review's earlier versions, newest first, for whoever may see the review: everyone when it
 * is approved, its author and admins whatever its status; anyone else gets the same 404 as for
 * an unknown review. The author and admins read every version; others only the versions that
 * were approved when replaced, the ones that were public as they stood: a version rejected, or
 * never yet moderated, or hidden by flags, is not published by the review's history.
 */
export async function listRevisions(
  db: Executor,
  viewer: Viewer | null,
  reviewId: string,
): Promise<TReviewRevision[]> {
  const [review] = await db
    .select({ userId: reviews.userId, status: reviews.status })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  if (!review) throw notFound(REVIEW_NOT_FOUND);
  const privileged = viewer !== null && (viewer.id === review.userId || isAdmin(viewer));
  if (!privileged && review.status !== 'approved') throw notFound(REVIEW_NOT_FOUND);
  const rows = await db
    .select()
    .from(reviewRevisions)
    .where(
      and(
        eq(reviewRevisions.reviewId, reviewId),
        privileged ? undefined : eq(reviewRevisions.status, 'approved'),
      ),
    )
    .orderBy(desc(reviewRevisions.version));
  return rows.map(toRevision);
}

/**
 * For the moderators' queue: each review's newest version that was approved when an edit
 * replaced it (what they approved before the edits since), in one statement for the page.
 * A review no edit has taken from approved is absent.
 */
export async function lastApprovedVersions(db: Executor, reviewIds: string[]) {
  if (reviewIds.length === 0) return new Map<string, TReviewRevision>();
  const rows = await db
    .selectDistinctOn([reviewRevisions.reviewId])
    .from(reviewRevisions)
    .where(
      and(inArray(reviewRevisions.reviewId, reviewIds), eq(reviewRevisions.status, 'approved')),
    )
    .orderBy(reviewRevisions.reviewId, desc(reviewRevisions.version));
  return new Map(rows.map((row) => [row.reviewId, toRevision(row)]));
}

/** Every earlier version of the reviews `userId` wrote, by review, newest first (their export). */
export async function revisionsByAuthor(db: Executor, userId: string) {
  const rows = await db
    .select({ revision: reviewRevisions })
    .from(reviewRevisions)
    .innerJoin(reviews, eq(reviews.id, reviewRevisions.reviewId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviewRevisions.version));
  const byReview = new Map<string, TReviewRevision[]>();
  for (const { revision } of rows) {
    const list = byReview.get(revision.reviewId) ?? [];
    list.push(toRevision(revision));
    byReview.set(revision.reviewId, list);
  }
  return byReview;
}
