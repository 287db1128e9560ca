import { asc, inArray } from 'drizzle-orm';
import { reviews } from '../schema';
import type { Db } from '../../../db/types';
import type { AuditActor } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import type { Notifier } from '../../notifications';
import { REVIEW_NOT_FOUND } from '../lock';
import { decideReviews, type ReviewDecision } from './decide';

/**
 * Issue 29: the moderator approves or rejects several reviews at once, each as one decision
 * would (notices, figures, log, flags settled), in one transaction: an id that names no review
 * is a 404 and nothing changes. Locked in id order, so two bulk decisions cannot deadlock.
 */
export async function decideReviewsInBulk(
  db: Db,
  notifier: Notifier,
  admin: AuditActor,
  ids: readonly string[],
  decision: ReviewDecision,
) {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(reviews)
      .where(inArray(reviews.id, unique))
      .orderBy(asc(reviews.id))
      .for('update');
    if (locked.length !== unique.length) throw notFound(REVIEW_NOT_FOUND);
    return decideReviews(tx, notifier, admin, locked, decision);
  });
}
