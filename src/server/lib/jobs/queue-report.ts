import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { JOBS_SCHEMA } from './job-queue';

export interface QueueReport {
  counts: { queue: string; state: string; jobs: number; oldest: string }[];
  failures: { queue: string; at: string; tries: number; error: string }[];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * What an operator asks of the queue (`npm run jobs`): jobs per queue and state with the oldest,
 * and the last failures with their error. Never a job's data: mail jobs hold addresses and links.
 * Null when the queue's tables are not there yet (the app has not started on this database).
 */
export async function queueReport(db: Db, failures = 10): Promise<QueueReport | null> {
  const [installed] = rowsOf<{ yes: boolean }>(
    await db.execute(sql`select to_regclass(${`${JOBS_SCHEMA}.job`}) is not null as yes`),
  );
  if (!installed?.yes) return null;
  const schema = sql.identifier(JOBS_SCHEMA);
  const counts = rowsOf<QueueReport['counts'][number]>(
    await db.execute(sql`
      select name as queue, state::text as state, count(*)::int as jobs,
             to_char(min(created_on) at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS "UTC"') as oldest
      from ${schema}.job group by name, state order by name, state`),
  );
  const failed = rowsOf<QueueReport['failures'][number]>(
    await db.execute(sql`
      select name as queue, retry_count as tries,
             to_char(completed_on at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS "UTC"') as at,
             coalesce(output->>'message', '') as error
      from (select name, retry_count, completed_on, output from ${schema}.job where state = 'failed'
            union all
            select name, retry_count, completed_on, output from ${schema}.archive where state = 'failed') f
      order by completed_on desc nulls last limit ${failures}`),
  );
  return { counts, failures: failed };
}

export interface WaitingJobs {
  queue: string;
  jobs: number;
  /** Since the oldest waiting job was queued, seconds. */
  oldestSeconds: number;
}

/**
 * Jobs per queue not yet done (queued, retrying, or being worked), for the metrics: mail that
 * piles up or ages is the first sign of a dead SMTP relay or a stopped worker.
 */
export async function waitingJobs(db: Db): Promise<WaitingJobs[]> {
  const [installed] = rowsOf<{ yes: boolean }>(
    await db.execute(sql`select to_regclass(${`${JOBS_SCHEMA}.job`}) is not null as yes`),
  );
  if (!installed?.yes) return [];
  return rowsOf<WaitingJobs>(
    await db.execute(sql`
      select name as queue, count(*)::int as jobs,
             coalesce(extract(epoch from now() - min(created_on)), 0)::float8 as "oldestSeconds"
      from ${sql.identifier(JOBS_SCHEMA)}.job
      where state in ('created', 'retry', 'active')
      group by name order by name`),
  );
}
