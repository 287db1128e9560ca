import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditDetails } from '../../lib/audit-details';

/**
 * Every moderation and admin action (issue 6): who, what, to which thing, when, with notes.
 * Labels are snapshots, so an entry still reads after its actor or target is deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // No foreign key: the entry keeps who acted after that account is deleted (decision 016).
    actorId: text('actor_id'),
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    notes: text('notes'),
    /**
     * Issue 52: the facts of a moderation decision the transparency figures and the parity
     * check count: the review's stars, how long it waited, the reason for a rejection.
     */
    details: jsonb('details').$type<AuditDetails>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc()),
    // Issue 52: the decision an appeal is about, the latest entry on its item.
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt.desc()),
  ],
);
