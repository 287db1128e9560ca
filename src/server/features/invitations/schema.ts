import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../db/schema/columns';
import { user } from '../../db/schema/users';

export const invitationStatusEnum = pgEnum('invitation_status', [
  'pending',
  'accepted',
  'rejected',
  'expired',
]);

export const invitations = pgTable(
  'invitations',
  {
    id: idColumn(),
    email: text('email').notNull(),
    invitationCode: text('invitation_code').notNull().unique(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    status: invitationStatusEnum('status').notNull().default('pending'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: text('used_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('invitations_code_format', sql`${t.invitationCode} ~ '^[A-HJ-NP-Z2-9]{8}$'`),
    check('invitations_email_length', sql`char_length(${t.email}) between 3 and 255`),
    index('invitations_invited_by_idx').on(t.invitedBy, t.createdAt.desc()),
    // Who invited a member: a flag's ties (issue 44) are read by the invitee.
    index('invitations_used_by_idx').on(t.usedBy),
    index('invitations_status_created_idx').on(t.status, t.createdAt.desc()),
  ],
);
