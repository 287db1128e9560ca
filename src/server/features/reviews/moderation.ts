import { alias } from 'drizzle-orm/pg-core';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { TAdminFlag, TPendingReview } from '@shared/schemas/admin';
import { products, profiles, reviewFlags, reviews } from '../../db/schema';
import type { Db } from '../../db/types';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { notices, type Notifier } from '../notifications';

export const FLAG_MSG = {
  notFound: 'Flag not found',
  alreadyHandled: 'This flag has already been handled',
} as const;

/** How many rows a moderation list shows at once; the oldest wait for the next look. */
export const MODERATION_LIST_MAX = 200;

/** SPEC §2 Admin, Pending Reviews: with the product's name, newest first. */
export async function listPendingReviews(db: Db): Promise<TPendingReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      productName: products.name,
      authorName: profiles.name,
      title: reviews.title,
      content: reviews.content,
      rating: reviews.rating,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(profiles, eq(profiles.userId, reviews.userId))
    .where(eq(reviews.status, 'pending'))
    .orderBy(desc(reviews.createdAt))
    .limit(MODERATION_LIST_MAX);
  return rows.map((r) => ({
    ...r,
    authorName: r.authorName ?? 'Former member',
    createdAt: r.createdAt.toISOString(),
  }));
}

const flagger = alias(profiles, 'flagger');

/** SPEC §2 Admin, Review Flags: pending ones first, newest first, each with its review. */
export async function listFlags(db: Db): Promise<TAdminFlag[]> {
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
        productName: products.name,
      },
    })
    .from(reviewFlags)
    .innerJoin(reviews, eq(reviews.id, reviewFlags.reviewId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(flagger, eq(flagger.userId, reviewFlags.userId))
    .orderBy(
      asc(sql`case when ${reviewFlags.status} = 'pending' then 0 else 1 end`),
      desc(reviewFlags.createdAt),
    )
    .limit(MODERATION_LIST_MAX);
  return rows.map(({ flag, flaggedBy, review }) => ({
    id: flag.id,
    reason: flag.reason,
    description: flag.description,
    status: flag.status,
    flaggedBy: flaggedBy ?? 'Former member',
    createdAt: flag.createdAt.toISOString(),
    resolvedAt: flag.resolvedAt?.toISOString() ?? null,
    review,
  }));
}

/**
 * SPEC §4 Review flag: pending, then resolved or dismissed by staff, stamped who and when; the
 * member who raised it is told (issue 28).
 */
export async function settleFlag(
  db: Db,
  notifier: Notifier,
  admin: AuditActor,
  flagId: string,
  status: 'resolved' | 'dismissed',
) {
  await db.transaction(async (tx) => {
    const [flag] = await tx
      .select({
        status: reviewFlags.status,
        flaggerId: reviewFlags.userId,
        reviewTitle: reviews.title,
        productId: reviews.productId,
      })
      .from(reviewFlags)
      .innerJoin(reviews, eq(reviews.id, reviewFlags.reviewId))
      .where(eq(reviewFlags.id, flagId))
      .for('update', { of: reviewFlags });
    if (!flag) throw notFound(FLAG_MSG.notFound);
    if (flag.status !== 'pending')
      throw new AppError(409, 'already_handled', FLAG_MSG.alreadyHandled);
    await tx
      .update(reviewFlags)
      .set({ status, resolvedBy: admin.id, resolvedAt: new Date() })
      .where(eq(reviewFlags.id, flagId));
    await recordAudit(tx, admin, status === 'resolved' ? 'flag.resolve' : 'flag.dismiss', {
      type: 'flag',
      id: flagId,
      label: flag.reviewTitle,
    });
    await notifier.tell(tx, notices.flagSettled({ ...flag, adminId: admin.id, status }));
  });
}
