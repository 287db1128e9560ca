import { desc, eq } from 'drizzle-orm';
import type { TAdminSubmission } from '@shared/schemas/submissions';
import { pendingProducts } from './schema';
import { profiles } from '../../db/schema';
import type { Db } from '../../db/types';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { notices, type Notifier } from '../notifications';
import { addProduct, claimedColumns, claimedValues } from '../products';
import { findAsinMatches, matchesOf, toSubmission } from './service';

export const ALREADY_REVIEWED_MESSAGE = 'This submission has already been reviewed';

/** SPEC §2 Admin, Pending Products: only pending ones are listed, newest first. */
export async function listPendingSubmissions(db: Db): Promise<TAdminSubmission[]> {
  const rows = await db
    .select({ submission: pendingProducts, submitterName: profiles.name })
    .from(pendingProducts)
    .leftJoin(profiles, eq(profiles.userId, pendingProducts.userId))
    .where(eq(pendingProducts.status, 'pending'))
    .orderBy(desc(pendingProducts.createdAt));
  const asins = [...new Set(rows.map((r) => r.submission.asin).filter((a) => a !== null))];
  const matches = await findAsinMatches(db, asins);
  return rows.map(({ submission, submitterName }) => ({
    ...toSubmission(submission),
    submitter: { id: submission.userId, name: submitterName ?? '' },
    matches: matchesOf(matches, submission.asin, submission.id),
  }));
}

interface Decision {
  admin: AuditActor;
  submissionId: string;
  notes: string | undefined;
}

/**
 * Approve & Publish (SPEC §4): the submission is copied into the catalogue, unrated until
 * reviews arrive. The row lock and the pending check make a second approval — a double click,
 * or two admins at once — a 409 that creates nothing.
 */
export async function decideSubmission(
  db: Db,
  notifier: Notifier,
  { admin, submissionId, notes }: Decision,
  verdict: 'approved' | 'rejected',
) {
  return db.transaction(async (tx) => {
    const [submission] = await tx
      .select()
      .from(pendingProducts)
      .where(eq(pendingProducts.id, submissionId))
      .for('update');
    if (!submission) throw notFound('Submission not found');
    if (submission.status !== 'pending') {
      throw conflict(ALREADY_REVIEWED_MESSAGE, 'already_reviewed');
    }
    let productId: string | null = null;
    if (verdict === 'approved') {
      productId = await addProduct(tx, {
        name: submission.name,
        description: submission.description,
        imageUrl: submission.imageUrl,
        amazonUrl: submission.amazonUrl,
        asin: submission.asin,
        category: submission.category,
        price: submission.price,
        // Issue 48: the submitter's claims become the product's, as an admin's edit would set.
        ...claimedColumns(claimedValues(submission)),
        sized: submission.sized,
      });
    }
    const [decided] = await tx
      .update(pendingProducts)
      .set({
        status: verdict,
        adminNotes: notes ?? null,
        reviewedBy: admin.id,
        reviewedAt: new Date(),
        productId,
      })
      .where(eq(pendingProducts.id, submissionId))
      .returning();
    await recordAudit(
      tx,
      admin,
      verdict === 'approved' ? 'submission.approve' : 'submission.reject',
      { type: 'submission', id: submission.id, label: submission.name },
      notes,
    );
    await notifier.tell(
      tx,
      notices.submissionDecided({
        submitterId: submission.userId,
        adminId: admin.id,
        name: submission.name,
        productId,
        notes: notes ?? null,
      }),
    );
    return { submission: toSubmission(decided!), productId };
  });
}
