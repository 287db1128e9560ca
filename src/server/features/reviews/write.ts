import { and, eq, sql } from 'drizzle-orm';
import type { ZReviewWrite } from '@shared/schemas/reviews';
import type { z } from 'zod';
import { reviews } from './schema';
import type { Db } from '../../db/types';
import { conflict, forbidden } from '../../lib/errors';
import { isAdmin, type Viewer } from '../../plugins/viewer';
import { mustFindProduct, type ProductShape } from '../products';
import { checkFitAndMeasures, fitAndMeasureValues } from './fit-and-measures';
import type { MediaStorage } from '../../lib/storage/media-storage';
import { orConflict } from '../../lib/unique-violation';
import { recomputeProductAggregates, recomputeReviewerScore } from './aggregates';
import { deleteReviewMedia, setReviewMedia } from './media/attach';
import { recordRiskSignals } from './moderation/risk-signals';
import { changesVersion, keepEarlierVersion } from './revisions/history';
import { countEdit } from './edit-pace';
import { lockReview } from './lock';
import { memberActor, recordAudit } from '../../lib/audit';
import { passOpsecCheck } from '../../lib/opsec-gate';

type ReviewInput = z.output<typeof ZReviewWrite>;

/** The request's columns, once its fit and measures are checked against the product. */
function withFitAndMeasures(product: ProductShape, input: ReviewInput) {
  checkFitAndMeasures(product, input);
  return { ...input, ...fitAndMeasureValues(input) };
}

export const REVIEW_MESSAGES = {
  notYoursToEdit: 'You can only edit your own reviews',
  notYoursToDelete: 'You can only delete your own reviews',
  alreadyReviewed: 'You have already reviewed this product. Edit your review instead.',
} as const;

/**
 * Issue 52: a review's words pass the OPSEC check, or its author posts anyway (else a 422 with
 * the findings); the kinds found are the moderators' risk signal.
 */
const opsecKinds = (
  fields: Pick<ReviewInput, 'title' | 'content' | 'pros' | 'cons'>,
  acknowledged: boolean,
) => [
  ...new Set(
    passOpsecCheck(
      { title: fields.title, content: fields.content, pros: fields.pros, cons: fields.cons },
      acknowledged,
    ).map((f) => f.kind),
  ),
];

const alreadyReviewed = () => conflict(REVIEW_MESSAGES.alreadyReviewed, 'review_exists');

/**
 * SPEC §4: every review starts pending; nothing public changes until an admin approves it. Its
 * photos and video are the author's own uploads, taken in the same transaction.
 *
 * Issue 27: one review per member and product, whatever its status; later experience belongs in
 * an edit. A duplicate kept from before the rule counts too. A request that passes the check
 * while another is writing meets the unique index instead, and gets the same answer.
 *
 * Issue 29: its risk signals are recorded with it, for the moderation queue's order. Issue 52:
 * its submission is audit-logged, with its stars.
 */
export async function createReview(db: Db, userId: string, productId: string, input: ReviewInput) {
  const { photoIds, videoId, opsecAcknowledged, ...fields } = withFitAndMeasures(
    await mustFindProduct(db, productId),
    input,
  );
  const [earlier] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)))
    .limit(1);
  if (earlier) throw alreadyReviewed();
  const opsec = opsecKinds(fields, opsecAcknowledged);
  return orConflict(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reviews)
          .values({ ...fields, productId, userId, status: 'pending' })
          .returning({ id: reviews.id, status: reviews.status });
        await setReviewMedia(tx, userId, row!.id, photoIds, videoId);
        await recordRiskSignals(tx, row!.id, opsec);
        // Issue 52: what the transparency figures count as submitted.
        await recordAudit(
          tx,
          memberActor(userId),
          'review.submit',
          { type: 'review', id: row!.id, label: fields.title },
          null,
          { rating: fields.rating },
        );
        return row!;
      }),
    alreadyReviewed,
  );
}

/**
 * The author edits their review. An edited review goes back to pending: what an admin approved
 * is not what is now written. A product that loses an approved review is recomputed at once.
 * The new text's risk signals replace the old; a review hidden by flags is now simply waiting.
 *
 * Issue 30: when the words or scores change, what it said before is kept as an earlier version
 * (issue 44: if it was public) and it is stamped edited. An edit of its photos or video alone
 * keeps no version (media are not versioned) and is no "Edited" to readers, though it still
 * waits for a moderator. Issue 44: each edit counts against the author's EDIT_LIMIT.
 */
export async function updateReview(
  db: Db,
  storage: MediaStorage,
  viewer: Viewer,
  reviewId: string,
  input: ReviewInput,
) {
  const { updated, removedKeys } = await db.transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    if (review.userId !== viewer.id) {
      throw forbidden(REVIEW_MESSAGES.notYoursToEdit);
    }
    const { photoIds, videoId, opsecAcknowledged, ...fields } = withFitAndMeasures(
      await mustFindProduct(tx, review.productId),
      input,
    );
    const opsec = opsecKinds(fields, opsecAcknowledged);
    await countEdit(tx, viewer.id);
    const edited = changesVersion(review, fields);
    if (edited) await keepEarlierVersion(tx, review);
    const [row] = await tx
      .update(reviews)
      .set({
        ...fields,
        status: 'pending',
        updatedAt: new Date(),
        hiddenByFlagsAt: null,
        ...(edited && { editedAt: sql`now()` }),
      })
      .where(eq(reviews.id, reviewId))
      .returning({ id: reviews.id, status: reviews.status });
    const keys = await setReviewMedia(tx, viewer.id, reviewId, photoIds, videoId);
    await recordRiskSignals(tx, reviewId, opsec);
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
      throw forbidden(REVIEW_MESSAGES.notYoursToDelete);
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
