import type pg from 'pg';
import { JOBS_SCHEMA } from '../../lib/jobs/job-queue';

/**
 * pg-boss keeps each queue's jobs in a partition of its own, made by its create_queue() with the
 * indexes and checks the queue needs. The new cluster gets one for each of the old cluster's
 * queues, by that same function, before any row is copied; the queues' rows are then replaced
 * by the old ones with the rest.
 */
export async function makeQueuePartitions(
  source: pg.ClientBase,
  target: pg.ClientBase,
): Promise<void> {
  const { rows: present } = await source.query<{ table: string | null }>(
    'select to_regclass($1)::text as table',
    [`${JOBS_SCHEMA}.queue`],
  );
  if (!present[0]?.table) return;
  const { rows } = await source.query<{ name: string }>(
    `select name from ${JOBS_SCHEMA}.queue order by name`,
  );
  for (const { name } of rows) {
    await target.query(`select ${JOBS_SCHEMA}.create_queue($1, '{}'::json)`, [name]);
  }
}
