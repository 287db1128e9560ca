import { Counter, Gauge } from 'prom-client';
import type { AppInstance } from '../../app-types';
import type { Db } from '../../db/types';
import { METRIC_PREFIX } from '../../plugins/metrics';
import { queueDuePictures } from '../pictures';
import { runRetention } from './job';

/** Product pictures queued for copying per run: an hour's gentle share of a backfill. */
const PICTURES_PER_RUN = 200;

/** The first run waits this long at most, so start-up is not slowed by it. */
const FIRST_RUN_AFTER_MS = 60_000;

/**
 * Runs the retention job on this instance every `everyMs` (0: never), first soon after start so
 * an instance restarted more often than that still prunes. A run never overlaps the previous
 * one, the timers never hold the process open, and closing waits for a run under way.
 */
export async function retentionFeature(
  app: AppInstance,
  /** `db`: the database's pool for long work (db/client.ts JOB_TIMEOUTS), not the requests'. */
  opts: { everyMs: number; db: Db },
) {
  // Declared whether or not this instance runs it: a dashboard sees 0, not a missing series.
  const runs = new Counter({
    name: `${METRIC_PREFIX}retention_runs_total`,
    help: 'Retention runs on this instance, by outcome (skipped: another instance held the lock)',
    labelNames: ['outcome'] as const,
    registers: [app.metrics],
  });
  const lastSuccess = new Gauge({
    name: `${METRIC_PREFIX}retention_last_success_timestamp_seconds`,
    help: 'When a retention run last finished without error (Unix time)',
    registers: [app.metrics],
  });
  for (const outcome of ['ok', 'skipped', 'failed']) runs.inc({ outcome }, 0);

  if (opts.everyMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closing = false;

  const runOnce = async () => {
    try {
      const report = await runRetention(opts.db, app.storage);
      runs.inc({ outcome: report.ran ? 'ok' : 'skipped' });
      if (report.ran) {
        // Pictures not yet copied (from before copies were made, or a fetch lost): queued by
        // the one instance that ran, a batch a run.
        const pictures = await queueDuePictures(app.jobs, opts.db, PICTURES_PER_RUN);
        lastSuccess.setToCurrentTime();
        app.log.info({ retention: { ...report, picturesQueued: pictures } }, 'retention run');
      }
    } catch (err) {
      runs.inc({ outcome: 'failed' });
      app.log.error({ err }, 'retention run failed');
    }
  };
  const next = (delay: number) => {
    if (closing) return;
    timer = setTimeout(() => {
      running = runOnce().finally(() => {
        running = undefined;
        next(opts.everyMs);
      });
    }, delay);
    timer.unref();
  };

  app.addHook('onReady', async () => next(Math.min(opts.everyMs, FIRST_RUN_AFTER_MS)));
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    await running;
  });
}
