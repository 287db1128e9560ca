import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  ALERT_BATCHES_MAX,
  ALERT_KIND_IDS,
  ALERT_SOURCE_MAX,
  ALERT_TEXT_MAX,
} from '../../../shared/alerts';
import { idColumn, updatedAt } from '../../db/schema/columns';
import { user } from '../../db/schema/users';
import { productIdColumn } from '../products/schema';

const kindList = sql.raw(ALERT_KIND_IDS.map((k) => `'${k}'`).join(', '));

/**
 * Issue 49: recalls, counterfeits, safety notices and discontinuations an admin posts on a
 * product. Closed ones stay, marked resolved. `told_at` is when the fan-out told the product's
 * owners: set once, in the job's transaction, so no member hears of an alert twice.
 */
export const productAlerts = pgTable(
  'product_alerts',
  {
    id: idColumn(),
    productId: productIdColumn(),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    source: text('source'),
    batches: text('batches'),
    /** Who posted it; kept when their account goes, as the audit log keeps their id. */
    postedBy: text('posted_by').references(() => user.id, { onDelete: 'set null' }),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    toldAt: timestamp('told_at', { withTimezone: true }),
  },
  (t) => [
    check('product_alerts_kind', sql`${t.kind} in (${kindList})`),
    check(
      'product_alerts_lengths',
      sql`char_length(${t.text}) <= ${sql.raw(String(ALERT_TEXT_MAX))} and char_length(${t.source}) <= ${sql.raw(String(ALERT_SOURCE_MAX))} and char_length(${t.batches}) <= ${sql.raw(String(ALERT_BATCHES_MAX))}`,
    ),
    // The public list and its feed, newest first; a product's own, for its summary.
    index('product_alerts_posted_idx').on(t.postedAt.desc(), t.id.desc()),
    index('product_alerts_product_idx').on(t.productId, t.postedAt.desc()),
  ],
);
