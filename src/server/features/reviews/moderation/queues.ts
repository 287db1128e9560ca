import { alias } from 'drizzle-orm/pg-core';
import { desc, eq, inArray, ne } from 'drizzle-orm';
import { MODERATION_LIST_MAX } from '@shared/limits';
import type { TAdminFlag, TPendingReview } from '@shared/schemas/admin';
import { profiles } from '../../../db/schema';
import { reviewFlags } from './schema';
import { reviewReports } from '../reports/schema';
import { reviews } from '../schema';
import type { Db } from '../../../db/types';
import type { AuditActor } from '../../../lib/audit';
import { conflict, notFound } from '../../../lib/errors';
import type { Notifier } from '../../notifications';
import { catalogueColumns, joinProduct } from '../../products';
import { settlePendingFlags } from './flag-settlement';
import { byRisk, byScore, reviewRisks, riskOf, type ScoredReview } from './risk-figures';
import { firstPage, longestWaitingFlags, longestWaitingReviews } from './queue-order';
import { lastApprovedVersions } from '../revisions/history';
import { forgetRiskSignals } from './risk-signals';
import { decideReviews } from './decide';
import { scoreColumns } from '../score-columns';

export const FLAG_MSG = {
  notFound: 'Flag not found',
  alreadyHandled: 'This flag has already been handled',
} as const;

/**
 * SPEC §2 Admin, Pending Reviews: with the product's name. Issue 29: the whole queue is scored
 * and the riskiest shown first (then the newest: reviewRisks gives them newest first, and the
 * sort is stable); the rest wait for the next look. Issue 44: those that have waited longer
 * than a day come before them all, the longest first, so none waits for ever.
 */
export async function listPendingReviews(db: Db): Promise<TPendingReview[]> {
  const [risks, longest] = await Promise.all([
    reviewRisks(db, eq(reviews.status, 'pending')),
    longestWaitingReviews(db),
  ]);
  const ranked = [...risks].sort(([, a], [, b]) => byScore(a, b));
  const top = firstPage(longest, ranked, ([id]) => id);
  if (top.length === 0) return [];
  const rows = await db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      productName: catalogueColumns.name,
      authorName: profiles.name,
      title: reviews.title,
      content: reviews.content,
      rating: reviews.rating,
      ...scoreColumns(reviews),
      pros: reviews.pros,
      cons: reviews.cons,
      createdAt: reviews.createdAt,
      hiddenByFlagsAt: reviews.hiddenByFlagsAt,
      restoredAt: reviews.restoredAt,
      obtained: reviews.obtained,
      connection: reviews.connection,
    })
    .from(reviews)
    .innerJoin(...joinProduct(reviews.productId))
    .leftJoin(profiles, eq(profiles.userId, reviews.userId))
    .where(
      inArray(
        reviews.id,
        top.map(([id]) => id),
      ),
    );
  const details = new Map(rows.map((r) => [r.id, r]));
  const approvedVersions = await lastApprovedVersions(
    db,
    top.map(([id]) => id),
  );
  return top.flatMap(([id, scored]) => {
    const row = details.get(id);
    if (!row) return [];
    const { hiddenByFlagsAt, restoredAt, createdAt, ...review } = row;
    return [
      {
        ...review,
        authorName: review.authorName ?? 'Former member',
        createdAt: createdAt.toISOString(),
        hiddenByFlags: hiddenByFlagsAt?.toISOString() ?? null,
        restoredBefore: restoredAt?.toISOString() ?? null,
        flagWeight: scored.input.flagWeight,
        risk: riskOf(scored),
        approvedVersion: approvedVersions.get(id) ?? null,
      },
    ];
  });
}

const flagger = alias(profiles, 'flagger');
type FlagRef = { id: string; reviewId: string; createdAt: Date };

/**
 * SPEC §2 Admin, Review Flags: pending ones first, each with its review. Issue 29: pending ones
 * by their review's risk (then newest), then the handled ones, newest first. Issue 44: pending
 * ones raised more than a day ago come first, the oldest first.
 */
export async function listFlags(db: Db): Promise<TAdminFlag[]> {
  const ref = {
    id: reviewFlags.id,
    reviewId: reviewFlags.reviewId,
    createdAt: reviewFlags.createdAt,
  };
  const [pendingFlags, longest] = await Promise.all([
    db.select(ref).from(reviewFlags).where(eq(reviewFlags.status, 'pending')),
    longestWaitingFlags(db),
  ]);
  const flaggedReviews = db
    .select({ id: reviewFlags.reviewId })
    .from(reviewFlags)
    .where(eq(reviewFlags.status, 'pending'));
  const risks =
    pendingFlags.length === 0
      ? new Map<string, ScoredReview>()
      : await reviewRisks(db, inArray(reviews.id, flaggedReviews));
  const ranked = pendingFlags.flatMap((f) => {
    const scored = risks.get(f.reviewId);
    return scored ? [{ score: scored.score, createdAt: f.createdAt.getTime(), flag: f }] : [];
  });
  const chosen: FlagRef[] = firstPage(longest, ranked.sort(byRisk), (r) => r.flag.id).map(
    (r) => r.flag,
  );
  if (chosen.length < MODERATION_LIST_MAX) {
    const handled = await db
      .select(ref)
      .from(reviewFlags)
      .where(ne(reviewFlags.status, 'pending'))
      .orderBy(desc(reviewFlags.createdAt))
      .limit(MODERATION_LIST_MAX - chosen.length);
    const unscored = [...new Set(handled.map((f) => f.reviewId))].filter((id) => !risks.has(id));
    if (unscored.length > 0) {
      const more = await reviewRisks(
        db,
        inArray(reviews.id, unscored),
        inArray(reviewFlags.reviewId, unscored),
      );
      for (const [id, risk] of more) risks.set(id, risk);
    }
    chosen.push(...handled);
  }
  return flagDetails(db, chosen, risks);
}

/** The chosen flags in their order, each with its flagger, its review and that review's risk. */
async function flagDetails(db: Db, chosen: FlagRef[], risks: Map<string, ScoredReview>) {
  if (chosen.length === 0) return [];
  const rows = await db
    .select({
      flag: reviewFlags,
      flaggedBy: flagger.name,
      review: {
        id: reviews.id,
        title: reviews.title,
        content: reviews.content,
        status: reviews.status,
        productId: reviews.productId,
        productName: catalogueColumns.name,
        restoredAt: reviews.restoredAt,
      },
      report: {
        id: reviewReports.id,
        content: reviewReports.content,
        state: reviewReports.state,
        monthsOwned: reviewReports.monthsOwned,
        createdAt: reviewReports.createdAt,
      },
    })
    .from(reviewFlags)
    .innerJoin(reviews, eq(reviews.id, reviewFlags.reviewId))
    .innerJoin(...joinProduct(reviews.productId))
    .leftJoin(reviewReports, eq(reviewReports.id, reviewFlags.reportId))
    .leftJoin(flagger, eq(flagger.userId, reviewFlags.userId))
    .where(
      inArray(
        reviewFlags.id,
        chosen.map((f) => f.id),
      ),
    );
  const byId = new Map(rows.map((r) => [r.flag.id, r]));
  return chosen.flatMap((ref): TAdminFlag[] => {
    const found = byId.get(ref.id);
    const scored = risks.get(ref.reviewId);
    if (!found || !scored) return [];
    const { flag, flaggedBy, report } = found;
    const { restoredAt, ...review } = found.review;
    return [
      {
        id: flag.id,
        reason: flag.reason,
        description: flag.description,
        status: flag.status,
        flaggedBy: flaggedBy ?? 'Former member',
        createdAt: flag.createdAt.toISOString(),
        resolvedAt: flag.resolvedAt?.toISOString() ?? null,
        review: { ...review, restoredBefore: restoredAt?.toISOString() ?? null },
        report: report && { ...report, createdAt: report.createdAt.toISOString() },
        risk: riskOf(scored),
      },
    ];
  });
}

/**
 * SPEC §4 Review flag: pending, then resolved or dismissed by staff, stamped who and when; the
 * member who raised it is told (issue 28). Issue 29: the word on one flag is the word on the
 * review, so every pending flag on it is settled alike; dismissing the flags that hid a review
 * puts it back in public, as an approval would.
 */
export async function settleFlag(
  db: Db,
  notifier: Notifier,
  admin: AuditActor,
  flagId: string,
  status: 'resolved' | 'dismissed',
) {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ reviewId: reviewFlags.reviewId })
      .from(reviewFlags)
      .where(eq(reviewFlags.id, flagId));
    if (!found) throw notFound(FLAG_MSG.notFound);
    // Flags are raised and settled under their review's lock.
    const [review] = await tx
      .select()
      .from(reviews)
      .where(eq(reviews.id, found.reviewId))
      .for('update');
    const [flag] = await tx
      .select({ status: reviewFlags.status })
      .from(reviewFlags)
      .where(eq(reviewFlags.id, flagId));
    if (!review || !flag) throw notFound(FLAG_MSG.notFound);
    if (flag.status !== 'pending') throw conflict(FLAG_MSG.alreadyHandled, 'already_handled');
    await settlePendingFlags(tx, notifier, admin, [review], status, null);
    if (status === 'dismissed' && review.status === 'pending' && review.hiddenByFlagsAt) {
      await decideReviews(tx, notifier, admin, [review], { status: 'approved', note: null });
    } else if (review.status !== 'pending') {
      // Out of both queues now: nothing waits on its signals.
      await forgetRiskSignals(tx, [review.id]);
    }
  });
}
