import { eq, sql } from 'drizzle-orm';
import { APPEAL_MSG, type TAppealSettle } from '@shared/schemas/appeals';
import type { Db } from '../../db/types';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { notices } from '../notifications';
import { productNameOf } from '../products';
import { appealedDecision } from './decision';
import { appealItem, decideItem, lockAppealItem, type Deciding } from './items';
import { appeals } from './schema';
import { appealTarget } from './target';

/**
 * Issue 52: an admin other than the one who made the decision, and than the appeal's author,
 * settles an appeal. Reversed, the item is approved as it stands (public again, its flags
 * dismissed); upheld, the decision stands, and an item flags hid is rejected, as a moderator
 * deciding it from its queue would. An item no longer as it was appealed (its author edited it
 * back into the queue, or a moderator decided it there) is left as it is: the outcome and its
 * reason are recorded and told, and the queue decides the item. The author is told. The item
 * is locked first, as its writers and a deletion lock it, then the appeal, so two admins cannot
 * both settle it.
 */
export async function settleAppeal(
  db: Db,
  deciding: Deciding,
  admin: AuditActor,
  appealId: string,
  { outcome, reason }: Required<TAppealSettle>,
) {
  await db.transaction(async (tx) => {
    const [found] = await tx.select().from(appeals).where(eq(appeals.id, appealId));
    if (!found) throw notFound(APPEAL_MSG.notFound);
    await lockAppealItem(tx, found.kind, appealTarget(found));
    const [appeal] = await tx.select().from(appeals).where(eq(appeals.id, appealId)).for('update');
    // Gone with its item meanwhile.
    if (!appeal) throw notFound(APPEAL_MSG.notFound);
    if (appeal.status !== 'open') throw conflict(APPEAL_MSG.settled, 'already_handled');
    if (appeal.userId === admin.id) throw forbidden(APPEAL_MSG.ownAppeal);
    if (appeal.decidedBy === admin.id) throw forbidden(APPEAL_MSG.ownDecision);
    const item = (await appealItem(tx, appeal.kind, appealTarget(appeal)))!;
    const asAppealed = item.state === appeal.decisionState;
    // Decided again meanwhile (a hiding by flags rejected in its queue): not by this admin either.
    if (!asAppealed && item.state !== null) {
      const now = await appealedDecision(tx, appeal.kind, item.id, item.state);
      if (now.decidedBy === admin.id) throw forbidden(APPEAL_MSG.ownDecision);
    }
    const note = `On appeal: ${reason}`;
    const changes = asAppealed && (outcome === 'reversed' || item.state === 'hidden');
    if (changes) {
      await decideItem(
        tx,
        deciding,
        admin,
        item,
        outcome === 'reversed' ? 'approved' : 'rejected',
        note,
        outcome === 'reversed' ? undefined : 'other',
      );
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
        asAppealed,
      }),
    );
  });
}
