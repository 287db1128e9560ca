import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  APPEAL_PAGE_SIZE,
  type TAppeal,
  type TMyAppeals,
  type TOpenAppealList,
} from '@shared/schemas/appeals';
import { profiles } from '../../db/schema';
import type { Executor } from '../../db/types';
import type { AppealItemRow } from '../../lib/appeal-item';
import { productNamesOf } from '../products';
import { appealedDecisions, NO_DECISION, type AppealedDecision } from './decision';
import { appealableItems, appealItems } from './items';
import { appeals } from './schema';
import { appealTarget } from './target';

type AppealRow = typeof appeals.$inferSelect;
const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The items, each with its product's name. An appeal goes with its item, but one deleted
 * between these reads is left out.
 */
async function withItems(db: Executor, rows: AppealRow[]) {
  const items = await appealItems(
    db,
    rows.map((a) => ({ kind: a.kind, id: appealTarget(a) })),
  );
  const found = rows.flatMap((appeal) => {
    const item = items.get(appealTarget(appeal));
    return item ? [{ appeal, item }] : [];
  });
  const names = await productNamesOf(db, [...new Set(found.map(({ item }) => item.productId))]);
  return found.map(({ appeal, item }) => ({ appeal, item, names }));
}

const itemDto = (item: AppealItemRow, names: Map<string, string>) => ({
  kind: item.kind,
  id: item.id,
  excerpt: item.excerpt,
  productId: item.productId,
  productName: names.get(item.productId)!,
  parentId: item.parentId,
});

const decisionDto = (d: Pick<AppealedDecision, 'reason' | 'note' | 'decidedAt'>) => ({
  reason: d.reason,
  note: d.note,
  decidedAt: iso(d.decidedAt),
});

const appealDto = (
  appeal: AppealRow,
  item: AppealItemRow,
  names: Map<string, string>,
): TAppeal => ({
  id: appeal.id,
  item: itemDto(item, names),
  note: appeal.note,
  status: appeal.status,
  reason: appeal.reason,
  createdAt: appeal.createdAt.toISOString(),
  settledAt: iso(appeal.settledAt),
});

/** Issue 52: what the member may still appeal, and the latest appeals they made, newest first. */
export async function myAppeals(db: Executor, userId: string): Promise<TMyAppeals> {
  const mine = eq(appeals.userId, userId);
  const [rows, targets, decided] = await Promise.all([
    db.select().from(appeals).where(mine).orderBy(desc(appeals.createdAt)).limit(APPEAL_PAGE_SIZE),
    // Every item they appealed, beyond the page shown: none is offered again.
    db
      .select({
        reviewId: appeals.reviewId,
        reportId: appeals.reportId,
        questionId: appeals.questionId,
        answerId: appeals.answerId,
      })
      .from(appeals)
      .where(mine),
    appealableItems(db, userId),
  ]);
  const appealed = new Set(targets.map(appealTarget));
  const open = decided.filter((item) => !appealed.has(item.id));
  const [made, decisions, names] = await Promise.all([
    withItems(db, rows),
    appealedDecisions(
      db,
      open.map((item) => ({ kind: item.kind, id: item.id, state: item.state! })),
    ),
    productNamesOf(db, [...new Set(open.map((i) => i.productId))]),
  ]);
  return {
    appealable: open.map((item) => ({
      ...itemDto(item, names),
      decision: { state: item.state!, ...decisionDto(decisions.get(item.id) ?? NO_DECISION) },
    })),
    appeals: made.map(({ appeal, item, names }) => appealDto(appeal, item, names)),
  };
}

/**
 * The admins' list: open appeals, the longest waiting first, each with the item as it stands
 * now, the decision appealed and who made it, and whether the viewer did (and may not settle).
 */
export async function openAppeals(db: Executor, viewerId: string): Promise<TOpenAppealList> {
  const open = eq(appeals.status, 'open');
  const [rows, [total]] = await Promise.all([
    db.select().from(appeals).where(open).orderBy(asc(appeals.createdAt)).limit(APPEAL_PAGE_SIZE),
    db.select({ n: count() }).from(appeals).where(open),
  ]);
  const people = [...new Set(rows.flatMap((a) => [a.userId, a.decidedBy ?? a.userId]))];
  const [withItem, named] = await Promise.all([
    withItems(db, rows),
    people.length === 0
      ? []
      : db
          .select({ userId: profiles.userId, name: profiles.name })
          .from(profiles)
          .where(inArray(profiles.userId, people)),
  ]);
  const nameOf = new Map(named.map((p) => [p.userId, p.name]));
  return {
    items: withItem.map(({ appeal, item, names }) => ({
      ...appealDto(appeal, item, names),
      text: item.text,
      authorName: nameOf.get(appeal.userId) ?? '',
      decision: {
        state: appeal.decisionState,
        ...decisionDto({
          reason: appeal.decisionReason,
          note: appeal.decisionNote,
          decidedAt: appeal.decidedAt,
        }),
        decidedBy: appeal.decidedBy === null ? null : (nameOf.get(appeal.decidedBy) ?? null),
      },
      decidedByYou: appeal.decidedBy === viewerId,
      appealedByYou: appeal.userId === viewerId,
    })),
    total: total!.n,
  };
}
