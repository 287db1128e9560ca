import type pg from 'pg';
import { JOBS_SCHEMA } from '../../lib/jobs/job-queue';
import { insertJsonRows, writableColumns } from '../table-rows';
import { jobSchemaVersion, makeQueuePartition } from '../upgrade/job-queue-partitions';
import { JOB_TABLES, JOBS_SINCE_VERSION, type BackupHeader } from './backup-format';

// Issue 44: a backup holds the job queue's work not yet done, so mail queued and not yet sent
// when it was taken is sent after a restore. pg-boss's queues (a row each, and the partition
// its create_queue() makes) and its jobs waiting, to be retried or being worked; not those
// completed, cancelled or failed, nor the archive. A job being worked comes back as pg-boss
// finds a dead worker's: once its expiry has passed it is retried, so a mail may go twice, as
// decision 021 has it for a worker killed mid-send.

/** The jobs a backup holds: not yet done (pg-boss orders its states, 'completed' after 'active'). */
const NOT_DONE = `state < 'completed'`;

export interface JobTable {
  /** As the file names it. */
  label: string;
  schema: string;
  table: string;
  where?: string;
}

/** The job queue's tables as a backup reads them, when the database has pg-boss's schema. */
export const jobTablesToBackUp: JobTable[] = [
  { label: JOB_TABLES.queues, schema: JOBS_SCHEMA, table: 'queue' },
  { label: JOB_TABLES.jobs, schema: JOBS_SCHEMA, table: 'job', where: NOT_DONE },
];

/** pg-boss's schema version in the database being backed up, and its jobs not done by queue. */
export async function jobQueueToBackUp(client: pg.ClientBase) {
  const version = await jobSchemaVersion(client);
  if (version === null) return null;
  const { rows } = await client.query<{ name: string; n: number }>(
    `select name, count(*)::int as n from ${JOBS_SCHEMA}.job where ${NOT_DONE}
      group by name order by name`,
  );
  return { version, jobs: Object.fromEntries(rows.map((r) => [r.name, r.n])) };
}

export interface QueuedJobs {
  /** False for a file written before backups held the job queue (format versions 1 and 2). */
  held: boolean;
  /** Jobs put back, by queue. */
  restored: Record<string, number>;
  /** Jobs the file holds that were not put back, by queue, and why. */
  leftBehind: { byQueue: Record<string, number>; why: string } | null;
}

const queueOf = (row: string) => (JSON.parse(row) as { name: string }).name;

function countByQueue(counts: Record<string, number>, rows: string[]) {
  for (const row of rows) {
    const name = queueOf(row);
    counts[name] = (counts[name] ?? 0) + 1;
  }
}

/**
 * Puts a backup's job queue back, in the restore's transaction (triggers off): each queue made
 * by pg-boss's create_queue() and its row replaced by the file's, then the jobs, through their
 * parent table into the queues' partitions. Only rows of the pg-boss schema version the
 * database has fit its tables: jobs of another are left behind, counted by queue.
 */
export async function jobQueueRestore(client: pg.ClientBase, header: BackupHeader) {
  const here = await jobSchemaVersion(client);
  const made = header.jobQueue?.version;
  const fits = made !== undefined && made === here;
  const restored: Record<string, number> = {};
  const left: Record<string, number> = {};
  return {
    /** The job tables the file may hold: none unless its header names pg-boss's version. */
    tables: made === undefined ? [] : Object.values<string>(JOB_TABLES),
    async load(table: string, rows: string[]) {
      if (!fits) {
        if (table === JOB_TABLES.jobs) countByQueue(left, rows);
        return;
      }
      if (table === JOB_TABLES.queues) {
        const names = rows.map(queueOf);
        for (const name of names) await makeQueuePartition(client, name);
        await client.query(`delete from ${JOBS_SCHEMA}.queue where name = any($1)`, [names]);
        const columns = await writableColumns(client, 'queue', JOBS_SCHEMA);
        await insertJsonRows(client, 'queue', columns, rows, JOBS_SCHEMA);
        return;
      }
      const columns = await writableColumns(client, 'job', JOBS_SCHEMA);
      await insertJsonRows(client, 'job', columns, rows, JOBS_SCHEMA);
      countByQueue(restored, rows);
    },
    result(): QueuedJobs {
      return {
        held: header.version >= JOBS_SINCE_VERSION,
        restored,
        leftBehind:
          Object.keys(left).length === 0
            ? null
            : {
                byQueue: left,
                why:
                  `they were queued under pg-boss's schema version ${made}, and this ` +
                  `version of Battle Ready's job queue is version ${here}: its rows do not fit`,
              },
      };
    },
  };
}

/** "mail 3, weekly_digest 1": jobs by queue, for the operator. */
export const describeJobs = (byQueue: Record<string, number>) =>
  Object.entries(byQueue)
    .map(([queue, n]) => `${queue} ${n}`)
    .join(', ');

/** What the restore tells the operator of the job queue: what came back, what did not, and why. */
export function describeRestoredJobs(jobs: QueuedJobs): string[] {
  if (!jobs.held) {
    return [
      'This backup was written before backups held the job queue: mail queued and not yet ' +
        'sent when it was taken, and any other queued job, is not in it.',
    ];
  }
  const lines: string[] = [];
  if (Object.keys(jobs.restored).length > 0) {
    lines.push(
      `Queued jobs put back, to be worked once the app starts: ${describeJobs(jobs.restored)}.`,
    );
  }
  if (jobs.leftBehind) {
    lines.push(
      `Queued jobs left behind, not restored: ${describeJobs(jobs.leftBehind.byQueue)} ` +
        `(${jobs.leftBehind.why}).`,
    );
  }
  return lines.length > 0 ? lines : ['No queued job was waiting in the backup.'];
}
