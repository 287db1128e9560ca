import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { POLICY_BODY_MAX, POLICY_VERSION_MAX } from '../../../shared/schemas/transparency';
import { idColumn } from '../../db/schema/columns';
import { user } from '../../db/schema/users';

/**
 * Issue 52: the moderation policy, one row per published version, like the legal documents: the
 * newest is in force and the earlier ones stay readable.
 */
export const moderationPolicies = pgTable(
  'moderation_policies',
  {
    id: idColumn(),
    version: text('version').notNull(),
    body: text('body').notNull(),
    publishedBy: text('published_by').references(() => user.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('moderation_policies_version_unique').on(t.version),
    check(
      'moderation_policies_lengths',
      sql.raw(
        `char_length(version) between 1 and ${POLICY_VERSION_MAX} and char_length(body) between 1 and ${POLICY_BODY_MAX}`,
      ),
    ),
    index('moderation_policies_published_idx').on(t.publishedAt.desc()),
  ],
);
