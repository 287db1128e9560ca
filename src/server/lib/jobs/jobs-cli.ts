// `npm run jobs`: the job queue as the operator sees it (decision 021): each queue's jobs by
// state (created, retry, active, completed, failed) with the oldest, and the latest failures.
import { loadConfig } from '../../config';
import { openToolDatabase } from '../../db/client';
import { queueReport } from './queue-report';

const config = loadConfig();
const database = await openToolDatabase(config, console.log);
try {
  const report = await queueReport(database.db);
  if (report.counts.length === 0) console.log('The job queue is empty.');
  else console.table(report.counts);
  if (report.failures.length > 0) {
    console.log('Latest failures (each was retried with backoff before it failed):');
    console.table(report.failures);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
