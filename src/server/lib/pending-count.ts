import { and, count, eq, lt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/types';

/** A moderation queue's table: its rows wait while their status is 'pending' (appeals': 'open'). */
type Queue = PgTable & { status: PgColumn };

/** How many of a queue's items have waited since before `before` (`since`: when each began). */
export async function pendingBefore(
  db: Executor,
  table: Queue,
  since: PgColumn,
  before: SQL,
  waiting: 'pending' | 'open' = 'pending',
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.status, waiting), lt(since, before)));
  return row?.n ?? 0;
}
