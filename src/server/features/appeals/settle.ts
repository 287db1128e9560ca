import { eq, sql } from 'drizzle-orm';
import { APPEAL_MSG, type TAppealSettle } from '@shared/schemas/appeals';
import type { Db } from '../../db/types';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { notices } from '../notifications';
import { productNameOf } from '../products';
import { appealItem, decideItem, type Deciding } from './items';
import { appeals } from './schema';
import { appealTarget } from './target';

/**
 * Issue 52: an admin other than the one who made the decision settles an appeal. Reversed, the
 * item is approved as it stands (public again, its flags dismissed); upheld, the decision stands,
 * and an item flags hid is rejected, as a moderator deciding it from its queue would. The
 * author is told; the appeal is locked, so two admins cannot both settle it.
 */
export async function settleAppeal(
  db: Db,
  deciding: Deciding,
  admin: AuditActor,
  appealId: string,
  { outcome, reason }: Required<TAppealSettle>,
) {
  await db.transaction(async (tx) => {
    const [appeal] = await tx.select().from(appeals).where(eq(appeals.id, appealId)).for('update');
    if (!appeal) throw notFound(APPEAL_MSG.notFound);
    if (appeal.status !== 'open') throw conflict(APPEAL_MSG.settled, 'already_handled');
    if (appeal.decidedBy === admin.id) throw forbidden(APPEAL_MSG.ownDecision);
    const item = (await appealItem(tx, appeal.kind, appealTarget(appeal)))!;
    const note = `On appeal: ${reason}`;
    if (outcome === 'reversed') {
      await decideItem(tx, deciding, admin, item, 'approved', note);
    } else if (item.state === 'hidden') {
      await decideItem(tx, deciding, admin, item, 'rejected', note, 'other');
    }
    await tx
      .update(appeals)
      .set({ status: outcome, reason, settledBy: admin.id, settledAt: sql`now()` })
      .where(eq(appeals.id, appealId));
    await recordAudit(
      tx,
      admin,
      outcome === 'reversed' ? 'appeal.reverse' : 'appeal.uphold',
      { type: appeal.kind, id: item.id, label: item.excerpt },
      reason,
    );
    await deciding.notifier.tell(
      tx,
      notices.appealSettled({
        authorId: appeal.userId,
        adminId: admin.id,
        kind: appeal.kind,
        excerpt: item.excerpt,
        productId: item.productId,
        productName: await productNameOf(tx, item.productId),
        outcome,
        reason,
      }),
    );
  });
}
