import { APPEAL_MSG, type AppealKind } from '@shared/schemas/appeals';
import type { Db } from '../../db/types';
import { memberActor, recordAudit } from '../../lib/audit';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Viewer } from '../../plugins/viewer';
import { appealedDecision } from './decision';
import { appealItem, lockAppealItem } from './items';
import { appeals } from './schema';

const TARGET_COLUMN = {
  review: 'reviewId',
  report: 'reportId',
  question: 'questionId',
  answer: 'answerId',
} as const;

/**
 * Issue 52: the author appeals a rejection, or a hiding by members' flags, once per item; the
 * decision is kept with the appeal as the log records it. Anyone else is refused (403), a
 * second appeal is a 409 (the item's unique index decides between two at once).
 */
export async function fileAppeal(
  db: Db,
  viewer: Viewer,
  { kind, id, parentId }: { kind: AppealKind; id: string; parentId?: string },
  note: string,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    // Locked, so a decision or an edit meanwhile cannot leave it appealed in a state it left.
    const item = (await lockAppealItem(tx, kind, id)) ? await appealItem(tx, kind, id) : null;
    // A field report is appealed under its own review's path.
    if (!item || (parentId !== undefined && item.parentId !== parentId)) {
      throw notFound(APPEAL_MSG.itemNotFound);
    }
    if (item.authorId !== viewer.id) throw forbidden(APPEAL_MSG.notAuthor);
    if (item.state === null) throw conflict(APPEAL_MSG.notAppealable);
    const decision = await appealedDecision(tx, kind, id, item.state);
    const [row] = await tx
      .insert(appeals)
      .values({
        kind,
        [TARGET_COLUMN[kind]]: id,
        userId: viewer.id,
        note,
        decisionState: item.state,
        decidedBy: decision.decidedBy,
        decisionReason: decision.reason,
        decisionNote: decision.note,
        decidedAt: decision.decidedAt,
      })
      .onConflictDoNothing()
      .returning({ id: appeals.id });
    if (!row) throw conflict(APPEAL_MSG.alreadyAppealed, 'already_handled');
    await recordAudit(tx, memberActor(viewer.id), 'appeal.file', {
      type: kind,
      id,
      label: item.excerpt,
    });
    return row;
  });
}
