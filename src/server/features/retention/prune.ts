import { sql } from 'drizzle-orm';
import { NOTIFICATION_READ_RETENTION_DAYS } from '@shared/notifications';
import type { Tx } from '../../db/types';
import { pruneIdempotencyKeys } from '../../lib/idempotency';
import { pruneOwnerAsks } from '../questions';

/** How many rows each step of a retention run removed. */
export interface PruneCounts {
  rateLimits: number;
  sessions: number;
  verifications: number;
  /** Notifications read more than 90 days before (issue 28). */
  readNotifications: number;
  /** Owners asked to answer a question more than a week before (issue 50). */
  ownerAsks: number;
  /** Idempotency keys past their 24 hours (decision 035). */
  idempotencyKeys: number;
  /** Rows of product_views folded into product_view_days. */
  viewsRolledUp: number;
}

async function countOf(tx: Tx, statement: ReturnType<typeof sql>) {
  const result = (await tx.execute(statement)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Deletes what can no longer be used: rate-limit windows that ended, sessions past their
 * expiry (Better Auth refuses them; it deletes one only when it is presented), and verification
 * tokens past theirs (reset, email and OAuth state, the super-admin setup link), and notifications
 * read more than 90 days ago (issue 28; unread ones stay until read), and who was asked to
 * answer a question more than a week ago (issue 50: kept only to pace the asks), and idempotency
 * keys and their answers after 24 hours (decision 035). `asOf` is now
 * except in tests, which age rows this way instead of waiting.
 */
export async function pruneExpired(
  tx: Tx,
  asOf: Date,
): Promise<Omit<PruneCounts, 'viewsRolledUp'>> {
  const gone = (table: string) =>
    countOf(
      tx,
      sql`with gone as (delete from ${sql.identifier(table)} where expires_at <= ${asOf} returning 1)
          select count(*)::int as n from gone`,
    );
  return {
    rateLimits: await gone('rate_limits'),
    sessions: await gone('session'),
    verifications: await gone('verification'),
    readNotifications: await countOf(
      tx,
      sql`with gone as (
            delete from notifications
            where read_at <= ${asOf}::timestamptz - make_interval(days => ${NOTIFICATION_READ_RETENTION_DAYS})
            returning 1)
          select count(*)::int as n from gone`,
    ),
    ownerAsks: await pruneOwnerAsks(tx, asOf),
    idempotencyKeys: await pruneIdempotencyKeys(tx, asOf),
  };
}

/**
 * Folds logged views into one row per product and UTC day. products.view_count, which the
 * pages show, is kept by each view and does not move; this only shrinks the log behind it.
 * The DELETE sees only committed views, so one recorded meanwhile waits for the next run.
 */
export async function rollUpViews(tx: Tx, asOf: Date) {
  return countOf(
    tx,
    sql`with moved as (
          delete from product_views where viewed_at <= ${asOf}
          returning product_id, (viewed_at at time zone 'UTC')::date as day
        ), days as (
          insert into product_view_days (product_id, day, views)
          select product_id, day, count(*)::int from moved group by product_id, day
          on conflict (product_id, day) do update
            set views = product_view_days.views + excluded.views
        )
        select count(*)::int as n from moved`,
  );
}
