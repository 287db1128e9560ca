import { desc, sql } from 'drizzle-orm';
import type { AppealKind } from '@shared/schemas/appeals';
import type { RejectionReason } from '@shared/moderation-figures';
import { auditLog } from '../../db/schema';
import type { Executor } from '../../db/types';

/** The decision an appeal is about, as the audit log holds it. */
export interface AppealedDecision {
  /** The admin who made it; null when members' flags hid the item, or nobody is on record. */
  decidedBy: string | null;
  reason: RejectionReason | null;
  note: string | null;
  decidedAt: Date | null;
}

/** An item whose decision is asked for, as it stands. */
interface Decided {
  kind: AppealKind;
  id: string;
  state: 'rejected' | 'hidden';
}

/** Nothing on record: a decision before the log, or a hiding of a question or an answer. */
export const NO_DECISION: AppealedDecision = {
  decidedBy: null,
  reason: null,
  note: null,
  decidedAt: null,
};

/**
 * Each item's last rejection, or for one flags hid, the hiding: the log's latest entry of either
 * on it, all in one statement (the target index, one probe an item). A hiding was nobody's hand
 * (its actor is null), so any admin may settle it. By item id.
 */
export async function appealedDecisions(
  db: Executor,
  items: readonly Decided[],
): Promise<Map<string, AppealedDecision>> {
  const found = new Map<string, AppealedDecision>();
  if (items.length === 0) return found;
  const wanted = items.map(
    ({ kind, id, state }) =>
      sql`(${kind}, ${id}, ${state === 'rejected' ? `${kind}.reject` : `${kind}.hide`})`,
  );
  const entries = await db
    .selectDistinctOn([auditLog.targetType, auditLog.targetId], {
      targetId: auditLog.targetId,
      actorId: auditLog.actorId,
      notes: auditLog.notes,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(
      sql`(${auditLog.targetType}, ${auditLog.targetId}, ${auditLog.action}) in (${sql.join(wanted, sql`, `)})`,
    )
    .orderBy(auditLog.targetType, auditLog.targetId, desc(auditLog.createdAt), desc(auditLog.id));
  const hidden = new Set(items.filter((i) => i.state === 'hidden').map((i) => i.id));
  for (const entry of entries) {
    found.set(entry.targetId!, {
      decidedBy: hidden.has(entry.targetId!) ? null : entry.actorId,
      // A rejection before issue 52 recorded no reason.
      reason: entry.details?.reason ?? null,
      note: entry.notes,
      decidedAt: entry.createdAt,
    });
  }
  return found;
}

/** One item's decision, as `appealedDecisions` reads it. */
export async function appealedDecision(
  db: Executor,
  kind: AppealKind,
  id: string,
  state: 'rejected' | 'hidden',
): Promise<AppealedDecision> {
  return (await appealedDecisions(db, [{ kind, id, state }])).get(id) ?? NO_DECISION;
}
