import { APPEAL_KINDS, type AppealKind } from '@shared/schemas/appeals';
import type { RejectionReason } from '@shared/moderation-figures';
import type { Db, Executor, Tx } from '../../db/types';
import type { AppealItemRow } from '../../lib/appeal-item';
import type { AuditActor } from '../../lib/audit';
import {
  appealableQaItems,
  decideAnswer,
  decideQuestion,
  lockQaAppealItem,
  qaAppealItems,
  type Publishing,
} from '../questions';
import {
  appealableReviewItems,
  lockReviewAppealItem,
  reviewAppealItems,
  setReportStatus,
  setReviewStatus,
} from '../reviews';

// The four kinds of item an appeal may be about, each read and decided by the feature that owns
// it: reviews (reviews, field reports) and questions (questions, answers).

export const isReviewKind = (kind: AppealKind): kind is 'review' | 'report' =>
  kind === 'review' || kind === 'report';

/** Items of one kind, those there are. */
const itemsOfKind = (db: Executor, kind: AppealKind, ids: readonly string[]) =>
  isReviewKind(kind) ? reviewAppealItems(db, kind, ids) : qaAppealItems(db, kind, ids);

/** The item, or null when there is none. */
export const appealItem = async (db: Executor, kind: AppealKind, id: string) =>
  (await itemsOfKind(db, kind, [id]))[0] ?? null;

/** Items of any kinds, by id: one statement a kind, whatever their number. */
export async function appealItems(
  db: Executor,
  wanted: readonly { kind: AppealKind; id: string }[],
): Promise<Map<string, AppealItemRow>> {
  const lists = await Promise.all(
    APPEAL_KINDS.map((kind) =>
      itemsOfKind(
        db,
        kind,
        wanted.filter((w) => w.kind === kind).map((w) => w.id),
      ),
    ),
  );
  return new Map(lists.flat().map((item) => [item.id, item]));
}

/**
 * Locks the item as its own feature's writers do; an appeal's filing and settling take it first,
 * before the appeal's row. Whether there is one.
 */
export const lockAppealItem = (tx: Tx, kind: AppealKind, id: string) =>
  isReviewKind(kind) ? lockReviewAppealItem(tx, kind, id) : lockQaAppealItem(tx, kind, id);

/** What the member wrote that moderation rejected or flags hid. */
export async function appealableItems(db: Executor, userId: string): Promise<AppealItemRow[]> {
  const [reviews, qa] = await Promise.all([
    appealableReviewItems(db, userId),
    appealableQaItems(db, userId),
  ]);
  return [...reviews, ...qa];
}

/** What deciding needs: the notifier, and for a question's first publication the job queue. */
export type Deciding = Publishing;

/**
 * Decides the item as its moderators' queue would, within the caller's transaction (a
 * savepoint), quietly: the appeal's own notice tells its author.
 */
export async function decideItem(
  tx: Db,
  deciding: Deciding,
  admin: AuditActor,
  item: Pick<AppealItemRow, 'kind' | 'id'>,
  status: 'approved' | 'rejected',
  note: string,
  reason?: RejectionReason,
) {
  const said = { note, reason, onAppeal: true };
  switch (item.kind) {
    case 'review':
      return setReviewStatus(tx, deciding.notifier, admin, item.id, { status, ...said });
    case 'report':
      return setReportStatus(tx, deciding.notifier, admin, item.id, { status, ...said });
    case 'question':
      return decideQuestion(tx, deciding, admin, item.id, status, said);
    case 'answer':
      return decideAnswer(tx, deciding, admin, item.id, status, said);
  }
}
