import { check, index, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, idColumn } from '../../db/schema/columns';
import { user } from '../../db/schema/users';

export const contactStatusEnum = pgEnum('contact_status', ['new', 'in_progress', 'resolved']);

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The signed-in sender, if any (visitors are anonymous). */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    status: contactStatusEnum('status').notNull().default('new'),
    adminNotes: text('admin_notes'),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('contact_name_length', sql`char_length(${t.name}) between 1 and 100`),
    check('contact_email_length', sql`char_length(${t.email}) between 3 and 255`),
    check('contact_subject_length', sql`char_length(${t.subject}) between 1 and 200`),
    check('contact_message_length', sql`char_length(${t.message}) between 1 and 2000`),
    // SPEC §4: resolved fills resolved_by/at; any other status clears them.
    check(
      'contact_resolution_consistent',
      sql`(${t.status} = 'resolved') or (${t.resolvedBy} is null and ${t.resolvedAt} is null)`,
    ),
    index('contact_created_idx').on(t.createdAt.desc()),
    index('contact_status_idx').on(t.status, t.createdAt.desc()),
  ],
);
