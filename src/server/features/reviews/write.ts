import { and, eq } from 'drizzle-orm';
import type { ZReviewWrite } from '@shared/schemas/reviews';
import type { z } from 'zod';
import { products, reviews } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import { AppError, notFound } from '../../lib/errors';
import { isAdmin, type Viewer } from '../../plugins/viewer';
import { PRODUCT_NOT_FOUND } from '../products';
import type { MediaStorage } from '../../lib/storage/media-storage';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { orConflict } from '../../lib/unique-violation';
import { recomputeProductAggregates, recomputeReviewerScore } from './aggregates';
import { deleteReviewMedia, setReviewMedia } from './media/attach';
import { notices, type Notifier } from '../notifications';

type ReviewInput = z.output<typeof ZReviewWrite>;

export const REVIEW_NOT_FOUND = 'Review not found';
export const REVIEW_MESSAGES = {
  notYoursToEdit: 'You can only edit your own reviews',
  notYoursToDelete: 'You can only delete your own reviews',
  alreadyReviewed: 'You have already reviewed this product. Edit your review instead.',
} as const;

const alreadyReviewed = () => new AppError(409, 'review_exists', REVIEW_MESSAGES.alreadyReviewed);

/** The review, locked for the rest of the transaction, or a 404. */
export async function lockReview(tx: Tx, reviewId: string) {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return row;
}

/**
 * SPEC §4: every review starts pending; nothing public changes until an admin approves it. Its
 * photos and video are the author's own uploads, taken in the same transaction.
 *
 * Issue 27: one review per member and product, whatever its status; later experience belongs in
 * an edit. A duplicate kept from before the rule counts too. A request that passes the check
 * while another is writing meets the unique index instead, and gets the same answer.
 */
export async function createReview(db: Db, userId: string, productId: string, input: ReviewInput) {
  const { photoIds, videoId, ...fields } = input;
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const [earlier] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)))
    .limit(1);
  if (earlier) throw alreadyReviewed();
  return orConflict(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reviews)
          .values({ ...fields, productId, userId, status: 'pending' })
          .returning({ id: reviews.id, status: reviews.status });
        await setReviewMedia(tx, userId, row!.id, photoIds, videoId);
        return row!;
      }),
    alreadyReviewed,
  );
}

/**
 * The author edits their review. An edited review goes back to pending: what an admin approved
 * is not what is now written. A product that loses an approved review is recomputed at once.
 */
export async function updateReview(
  db: Db,
  storage: MediaStorage,
  viewer: Viewer,
  reviewId: string,
  input: ReviewInput,
) {
  const { photoIds, videoId, ...fields } = input;
  const { updated, removedKeys } = await db.transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    if (review.userId !== viewer.id) {
      throw new AppError(403, 'forbidden', REVIEW_MESSAGES.notYoursToEdit);
    }
    const [row] = await tx
      .update(reviews)
      .set({ ...fields, status: 'pending', updatedAt: new Date() })
      .where(eq(reviews.id, reviewId))
      .returning({ id: reviews.id, status: reviews.status });
    const keys = await setReviewMedia(tx, viewer.id, reviewId, photoIds, videoId);
    if (review.status === 'approved') await recomputeProductAggregates(tx, review.productId);
    return { updated: row!, removedKeys: keys };
  });
  // Files go once the rows are gone for good; a failure here leaves files no row points to.
  await storage.remove(removedKeys);
  return updated;
}

/** The author, or an admin, deletes a review; its votes and media go with it (SPEC §6). */
export async function deleteReview(
  db: Db,
  storage: MediaStorage,
  viewer: Viewer,
  reviewId: string,
) {
  const removedKeys = await db.transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    if (review.userId !== viewer.id && !isAdmin(viewer)) {
      throw new AppError(403, 'forbidden', REVIEW_MESSAGES.notYoursToDelete);
    }
    const keys = await deleteReviewMedia(tx, reviewId);
    await tx.delete(reviews).where(eq(reviews.id, reviewId));
    if (review.status === 'approved') await recomputeProductAggregates(tx, review.productId);
    if (review.upvotes !== 0 || review.downvotes !== 0) {
      await recomputeReviewerScore(tx, review.userId);
    }
    return keys;
  });
  await storage.remove(removedKeys);
}

/**
 * Admin moderation (SPEC §4): approved is visible, rejected is never displayed. The author is
 * told, with the moderator's note if any (issue 28); the first approval is news to the Gear
 * Kits holding the product, which a job tells.
 */
export async function setReviewStatus(
  db: Db,
  notifier: Notifier,
  admin: AuditActor,
  reviewId: string,
  { status, note }: { status: 'approved' | 'rejected'; note: string | null },
) {
  await db.transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    if (review.status === status) return;
    const firstPublished = status === 'approved' && review.publishedAt === null;
    await tx
      .update(reviews)
      .set({ status, ...(firstPublished && { publishedAt: new Date() }) })
      .where(eq(reviews.id, reviewId));
    await recomputeProductAggregates(tx, review.productId);
    await recordAudit(tx, admin, status === 'approved' ? 'review.approve' : 'review.reject', {
      type: 'review',
      id: review.id,
      label: review.title,
    });
    const [product] = await tx
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, review.productId));
    await notifier.tell(
      tx,
      notices.reviewDecided({
        authorId: review.userId,
        moderatorId: admin.id,
        title: review.title,
        productId: review.productId,
        productName: product!.name,
        status,
        note,
      }),
    );
    if (firstPublished) await notifier.reviewPublished(tx, review.id);
  });
}
