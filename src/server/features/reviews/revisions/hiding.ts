import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { REVISION_MSG } from '@shared/schemas/field-reports';
import { reviewFlags } from '../moderation/schema';
import { reviewRevisions } from '../schema';
import type { Db, Tx } from '../../../db/types';
import { recordAudit, type AuditActor } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { lockReview } from '../lock';

// Issue 44: a moderator takes an earlier version out of the public history, by hand or by
// upholding a flag raised on it. Its author and admins still read it, marked hidden.

/**
 * Hides one earlier version, or shows it again, under the review's lock (edits keep versions
 * under it). A version already as asked is left alone and nothing is logged.
 */
export async function setRevisionHidden(
  db: Db,
  admin: AuditActor,
  reviewId: string,
  version: number,
  hidden: boolean,
) {
  await db.transaction(async (tx) => {
    await lockReview(tx, reviewId);
    const which = and(eq(reviewRevisions.reviewId, reviewId), eq(reviewRevisions.version, version));
    const [revision] = await tx
      .select({ title: reviewRevisions.title, hiddenAt: reviewRevisions.hiddenAt })
      .from(reviewRevisions)
      .where(which);
    if (!revision) throw notFound(REVISION_MSG.notFound);
    if ((revision.hiddenAt !== null) === hidden) return;
    await tx
      .update(reviewRevisions)
      .set(
        hidden ? { hiddenAt: sql`now()`, hiddenBy: admin.id } : { hiddenAt: null, hiddenBy: null },
      )
      .where(which);
    await recordAudit(tx, admin, hidden ? 'revision.hide' : 'revision.unhide', {
      type: 'review',
      id: reviewId,
      label: `Version ${version} of “${revision.title}”`,
    });
  });
}

/**
 * The versions that flags just upheld were raised on, hidden if an edit has already made them
 * earlier versions (`keepEarlierVersion` hides the others when it keeps them). While a flag is
 * pending no later text can have taken its number: a text is kept only once it was approved,
 * and an approval settles the flag. Flags on a field report are about the report, not the
 * review's words. The flags' own settlement is what the audit
 * log records of it; `hidden_by` and `hidden_at` say who and when.
 */
export async function hideFlaggedVersions(
  tx: Tx,
  admin: AuditActor,
  upheld: readonly { id: string }[],
) {
  if (upheld.length === 0) return;
  await tx
    .update(reviewRevisions)
    .set({ hiddenAt: sql`now()`, hiddenBy: admin.id })
    .from(reviewFlags)
    .where(
      and(
        inArray(
          reviewFlags.id,
          upheld.map((flag) => flag.id),
        ),
        isNull(reviewFlags.reportId),
        eq(reviewRevisions.reviewId, reviewFlags.reviewId),
        eq(reviewRevisions.version, reviewFlags.version),
        isNull(reviewRevisions.hiddenAt),
      ),
    );
}
