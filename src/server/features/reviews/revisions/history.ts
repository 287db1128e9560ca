import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { REVISION_PAGE_SIZE } from '@shared/limits';
import type { TReviewRevision, TReviewRevisionPage } from '@shared/schemas/field-reports';
import { reviewFlags } from '../moderation/schema';
import { reviewRevisions, reviews } from '../schema';
import type { Executor, Tx } from '../../../db/types';
import { notFound } from '../../../lib/errors';
import { isAdmin, type Viewer } from '../../../plugins/viewer';
import { REVIEW_NOT_FOUND } from '../lock';

// Issue 30: an edit keeps what the review said before, so readers can see how it changed and
// moderators what changed since they approved it. Issue 44: only versions that were public are
// kept, and a moderator may take one out of the public history.

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
 * The number the review's current version has: the one it gets when an edit keeps it, one past
 * its kept versions (versions never public are not kept, so their successor takes their number).
 */
export const currentVersion = (reviewId: string) =>
  sql<number>`(select coalesce(max(${reviewRevisions.version}), 0) + 1 from ${reviewRevisions}
    where ${reviewRevisions.reviewId} = ${reviewId})`;

/**
 * Issue 44: whether the version an edit replaces was public, approved or approved and then
 * hidden by members' flags. Any other (written and changed while it waited, or rejected) is no
 * one's history but the author's draft, and keeping each would let one member store a full
 * copy per edit.
 */
const wasPublic = (review: ReviewRow) =>
  review.status === 'approved' || (review.status === 'pending' && review.hiddenByFlagsAt !== null);

/**
 * Keeps `review` as it stands, if it was public (the caller holds its row lock, so the next
 * version number is ours alone) with the status it has now. It was written at its last edit,
 * or when created; it is replaced now, which is also the review's new `edited_at`. A flag
 * raised on it while it was current and already upheld keeps it out of the public history.
 */
export async function keepEarlierVersion(tx: Tx, review: ReviewRow) {
  if (!wasPublic(review)) return;
  const fields = Object.fromEntries(VERSIONED.map((f) => [f, review[f]])) as Versioned;
  const writtenAt = review.editedAt ?? review.createdAt;
  const [upheld] = await tx
    .select({ by: reviewFlags.resolvedBy, at: reviewFlags.resolvedAt })
    .from(reviewFlags)
    .where(
      and(
        eq(reviewFlags.reviewId, review.id),
        isNull(reviewFlags.reportId),
        eq(reviewFlags.status, 'resolved'),
        eq(reviewFlags.version, currentVersion(review.id)),
        gte(reviewFlags.createdAt, writtenAt),
      ),
    )
    .orderBy(reviewFlags.resolvedAt)
    .limit(1);
  await tx.insert(reviewRevisions).values({
    ...fields,
    reviewId: review.id,
    version: currentVersion(review.id),
    status: review.status,
    writtenAt,
    replacedAt: sql`now()`,
    hiddenAt: upheld?.at ?? null,
    hiddenBy: upheld?.by ?? null,
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
    hidden: row.hiddenAt !== null,
  };
}

/**
 * A page of a review's earlier versions, newest first, for whoever may see the review: everyone
 * when it is approved, its author and admins whatever its status; anyone else gets the same 404
 * as for an unknown review. The author and admins read every version, hidden ones marked;
 * others only the versions that were approved when replaced, the ones that were public as they
 * stood, and that no moderator has hidden since: a version rejected, or hidden by flags, is not
 * published by the review's history.
 */
export async function listRevisions(
  db: Executor,
  viewer: Viewer | null,
  reviewId: string,
  page: number,
): Promise<TReviewRevisionPage> {
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
        privileged
          ? undefined
          : and(eq(reviewRevisions.status, 'approved'), isNull(reviewRevisions.hiddenAt)),
      ),
    )
    .orderBy(desc(reviewRevisions.version))
    .limit(REVISION_PAGE_SIZE + 1)
    .offset((page - 1) * REVISION_PAGE_SIZE);
  return {
    items: rows.slice(0, REVISION_PAGE_SIZE).map(toRevision),
    page,
    hasMore: rows.length > REVISION_PAGE_SIZE,
  };
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
