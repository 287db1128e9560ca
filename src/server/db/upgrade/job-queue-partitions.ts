import type pg from 'pg';
import { JOBS_SCHEMA } from '../../lib/jobs/job-queue';

// pg-boss's tables as the upgrade and the backups carry them: its schema version, and the
// partition each queue keeps its jobs in.

/** The schema version pg-boss has written in a database, or null when it has none. */
export async function jobSchemaVersion(client: pg.ClientBase): Promise<number | null> {
  const { rows } = await client.query<{ table: string | null }>(
    'select to_regclass($1)::text as table',
    [`${JOBS_SCHEMA}.version`],
  );
  if (!rows[0]?.table) return null;
  const { rows: versions } = await client.query<{ version: number }>(
    `select version from ${JOBS_SCHEMA}.version`,
  );
  return versions[0]?.version ?? null;
}

/**
 * pg-boss keeps each queue's jobs in a partition of its own, made by its create_queue() with the
 * indexes and checks the queue needs (nothing when the queue is there already). The queue's
 * row is made with no options; the caller puts the one it carries in its place.
 */
export async function makeQueuePartition(target: pg.ClientBase, name: string): Promise<void> {
  await target.query(`select ${JOBS_SCHEMA}.create_queue($1, '{}'::json)`, [name]);
}

/**
 * The new cluster gets a partition for each of the old cluster's queues before any row is
 * copied; the queues' rows are then replaced by the old ones with the rest.
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
  for (const { name } of rows) await makeQueuePartition(target, name);
}
