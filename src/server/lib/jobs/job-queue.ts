import PgBoss from 'pg-boss';
import type { Db, Executor, Tx } from '../../db/types';
import { executorOf } from './sql-executor';

/** The longest a worker waits between tries while the database is away. */
const MAX_RETRY_WAIT_MS = 60_000;

/** The PostgreSQL schema pg-boss keeps its tables in (decision 021). */
export const JOBS_SCHEMA = 'pgboss';

export interface JobSettings {
  /** Whether this instance works the queues and runs their schedules (tests drain by hand). */
  work: boolean;
  /** How long an idle queue's worker waits before it looks again. */
  pollMs: number;
  /** pg-boss's supervision (a crashed worker's jobs expired into retries, archiving), seconds. */
  maintenanceSeconds: number;
  /** Scales every queue's retry delay: tests retry within a second. */
  retryDelaySeconds?: number;
  /** Overrides every queue's expiry: tests see a killed worker's job again within seconds. */
  expireSeconds?: number;
}

export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobInfo {
  id: string;
  createdOn: Date;
}

interface QueueSpecBase {
  name: string;
  /** Retries (with backoff), and how long an active job may run before it counts as lost. */
  retryLimit: number;
  retryDelaySeconds: number;
  expireSeconds: number;
  /** Jobs one fetch takes; each is handled, and marked done or failed, on its own. */
  batchSize: number;
  /** Cron (UTC) when the queue runs on a schedule: pg-boss sends it once across instances. */
  cron?: string;
}

/**
 * A job's work is either outside the database (mail: done, then marked, so a worker dying in
 * between sends it again), or wholly inside it: then it runs in one transaction with its own
 * completion, and a job is done exactly once. Work inside the database too long for one
 * transaction (the weekly digest) opens short ones of its own on the jobs' pool, and is marked
 * done after them: each must claim what it does in its own transaction, so that a run again
 * (retried, expired, or overlapping another) skips what an earlier one did.
 */
export type QueueSpec<T extends object> = QueueSpecBase &
  (
    | { handle(data: T, job: JobInfo): Promise<void> }
    | { handleInTransaction(tx: Tx, data: T, job: JobInfo): Promise<void> }
    | { handleInTransactions(db: Db, data: T, job: JobInfo): Promise<void> }
  );

/**
 * Durable background work on pg-boss (decision 021): jobs live in the app's own database, are
 * queued in the caller's transaction, taken by one worker across instances (SKIP LOCKED),
 * retried with backoff, and retried again when a worker dies holding one (expiry).
 * Features `define` their queues while they register; `start` (the app's onReady) makes them
 * and, where this instance works, starts one worker loop per queue.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly specs = new Map<string, QueueSpec<object>>();
  private readonly loops: Promise<void>[] = [];
  private readonly sleepers = new Set<() => void>();
  private stopping = false;
  private started = false;

  constructor(
    url: string,
    /** The pool transactional jobs run on (db/client.ts's `jobs`). */
    private readonly db: Db,
    private readonly settings: JobSettings,
    private readonly log: JobLog,
  ) {
    this.boss = new PgBoss({
      connectionString: url,
      schema: JOBS_SCHEMA,
      max: 2,
      supervise: settings.work,
      schedule: settings.work,
      maintenanceIntervalSeconds: settings.maintenanceSeconds,
      // Sent mail leaves the tables within a day: a job holds an address and the message's links.
      archiveCompletedAfterSeconds: 3600,
      archiveFailedAfterSeconds: 7 * 24 * 3600,
      deleteAfterDays: 1,
    });
    this.boss.on('error', (err) => this.log.warn({ err }, 'job queue error'));
  }

  define<T extends object>(spec: QueueSpec<T>) {
    this.specs.set(spec.name, spec as unknown as QueueSpec<object>);
  }

  async start() {
    await this.boss.start();
    this.started = true;
    for (const spec of this.specs.values()) {
      const options = {
        name: spec.name,
        retryLimit: spec.retryLimit,
        retryDelay: this.settings.retryDelaySeconds ?? spec.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: this.settings.expireSeconds ?? spec.expireSeconds,
      };
      await this.boss.createQueue(spec.name, options);
      await this.boss.updateQueue(spec.name, options);
      if (!this.settings.work) continue;
      if (spec.cron) await this.boss.schedule(spec.name, spec.cron, {}, { tz: 'UTC' });
      this.loops.push(this.workLoop(spec));
    }
  }

  async stop() {
    this.stopping = true;
    for (const wake of this.sleepers) wake();
    await Promise.all(this.loops);
    if (this.started) await this.boss.stop({ graceful: false, wait: true });
  }

  /** Queues one job in `db`'s transaction (or on its own when `db` is the database). */
  async send(db: Executor, name: string, data: object) {
    await this.boss.send(name, data, { db: executorOf(db) });
  }

  /** Queues many jobs of one queue in one statement. */
  async sendMany(db: Executor, name: string, data: object[]) {
    if (data.length === 0) return;
    await this.boss.insert(
      data.map((d) => ({ name, data: d })),
      { db: executorOf(db) },
    );
  }

  /**
   * Works every due job of the named queues (all by default) now, until none is left, jobs
   * that others queue included: tests and tools.
   */
  async drain(names: string[] = [...this.specs.keys()]) {
    const specs = names.map((name) => {
      const spec = this.specs.get(name);
      if (!spec) throw new Error(`no queue ${name}`);
      return spec;
    });
    let found: number;
    do {
      found = 0;
      for (const spec of specs) found += await this.runBatch(spec);
    } while (found > 0);
  }

  private async workLoop(spec: QueueSpec<object>) {
    let failures = 0;
    while (!this.stopping) {
      let found = 0;
      try {
        found = await this.runBatch(spec);
        failures = 0;
      } catch (err) {
        // The database is away: one line per try, tries ever further apart up to a minute.
        failures += 1;
        this.log.warn({ err, queue: spec.name }, 'job queue unreachable; trying again');
      }
      if (found === 0) {
        await this.sleep(Math.min(this.settings.pollMs * 2 ** failures, MAX_RETRY_WAIT_MS));
      }
    }
  }

  private async runBatch(spec: QueueSpec<object>): Promise<number> {
    const jobs = await this.boss.fetch<object>(spec.name, {
      batchSize: spec.batchSize,
      includeMetadata: true,
    });
    for (const job of jobs) {
      const info = { id: job.id, createdOn: job.createdOn };
      try {
        if ('handle' in spec) {
          await spec.handle(job.data, info);
          await this.boss.complete(spec.name, job.id);
        } else if ('handleInTransactions' in spec) {
          await spec.handleInTransactions(this.db, job.data, info);
          await this.boss.complete(spec.name, job.id);
        } else {
          await this.db.transaction(async (tx) => {
            await spec.handleInTransaction(tx, job.data, info);
            await this.boss.complete(spec.name, job.id, { db: executorOf(tx) });
          });
        }
      } catch (err) {
        this.log.warn({ err, queue: spec.name, job: job.id }, 'job failed; it will be retried');
        await this.boss.fail(spec.name, job.id, { message: String((err as Error).message) });
      }
    }
    return jobs.length;
  }

  private sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.sleepers.add(wake);
    });
  }
}
