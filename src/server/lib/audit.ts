import type { AuditAction } from '@shared/schemas/audit';
import { auditLog } from '../db/schema';
import type { Executor } from '../db/types';
import type { AuditDetails } from './audit-details';

export interface AuditActor {
  id: string;
  email: string;
}

/**
 * Issue 52: a member's own act the figures count (a review submitted), logged without their
 * address: an entry outlives the account (decision 016), and a member's must not name them.
 */
export const memberActor = (id: string) => ({ id, email: 'A member' });

/** Issue 52: what members' flags do by their weight, with nobody's hand on it. */
export const MEMBERS_FLAGS = { id: null, email: 'Members’ flags' } as const;

export interface AuditTarget {
  type: string;
  id: string | null;
  /** What a reader of the log recognises it by (a product's name, a user's email …). */
  label: string | null;
}

/**
 * Writes one audit row. Call it in the transaction that makes the change, so the log records
 * exactly what was committed: nothing for a change that rolled back.
 */
export async function recordAudit(
  db: Executor,
  actor: AuditActor | typeof MEMBERS_FLAGS,
  action: AuditAction,
  target: AuditTarget,
  notes?: string | null,
  details?: AuditDetails,
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorLabel: actor.email,
    action,
    targetType: target.type,
    targetId: target.id,
    targetLabel: target.label?.slice(0, 300) ?? null,
    notes: notes ?? null,
    details: details ?? null,
  });
}
