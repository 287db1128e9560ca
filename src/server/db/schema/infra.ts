import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Fixed-window counters (SPEC §7 check_rate_limit). A row per action and subject (a user id or
 * "ip:<address>"); kept in the database so limits hold across processes.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    /** When the window ends; the retention job deletes the row after that. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.action, t.subject] }),
    index('rate_limits_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Secrets the app generates for itself when configuration gives none (lib/secret.ts): kept in
 * the database so that every instance on it signs and checks with the same one.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
