import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { user } from './users';

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

/**
 * POSTs a client may send again under an `Idempotency-Key` (plugins/idempotency.ts, decision
 * 035): the first to insert the key runs, and its answer is kept for the others. A row without
 * an answer is a request still running; the retention job deletes rows after 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: uuid('key').primaryKey(),
    /** Who sent it: a member, or null for a visitor. Goes with the member's account. */
    actorId: text('actor_id').references(() => user.id, { onDelete: 'cascade' }),
    /** Method and route pattern: "POST /api/reviews/:id/reports". */
    route: text('route').notNull(),
    /** SHA-256 (hex) of the validated body and the path's parameters. */
    requestHash: text('request_hash').notNull(),
    /** The answer's status and JSON, as sent; null while the request runs. */
    status: integer('status'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [
    index('idempotency_keys_created_idx').on(t.createdAt),
    check(
      'idempotency_keys_answer',
      sql`(${t.status} is null) = (${t.body} is null) and (${t.status} is null or ${t.status} between 200 and 499)`,
    ),
  ],
);
