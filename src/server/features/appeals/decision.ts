import { and, desc, eq } from 'drizzle-orm';
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

/**
 * The last rejection of the item, or for one flags hid, the hiding: the log's latest entry of
 * either on it. A hiding was nobody's hand (its actor is null), so any admin may settle it.
 */
export async function appealedDecision(
  db: Executor,
  kind: AppealKind,
  id: string,
  state: 'rejected' | 'hidden',
): Promise<AppealedDecision> {
  const action = state === 'rejected' ? `${kind}.reject` : `${kind}.hide`;
  const [entry] = await db
    .select({
      actorId: auditLog.actorId,
      notes: auditLog.notes,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(
      and(eq(auditLog.targetType, kind), eq(auditLog.targetId, id), eq(auditLog.action, action)),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  if (!entry) return { decidedBy: null, reason: null, note: null, decidedAt: null };
  return {
    decidedBy: state === 'rejected' ? entry.actorId : null,
    // A rejection before issue 52 recorded no reason.
    reason: entry.details?.reason ?? null,
    note: entry.notes,
    decidedAt: entry.createdAt,
  };
}
