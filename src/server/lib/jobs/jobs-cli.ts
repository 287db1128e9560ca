// `npm run jobs`: the job queue as the operator sees it (decision 021): each queue's jobs by
// state (created, retry, active, completed, failed) with the oldest, and the latest failures.
import { loadConfig } from '../../config';
import { openToolDatabase } from '../../db/client';
import { queueReport } from './queue-report';

const config = loadConfig();
const database = await openToolDatabase(config, console.log);
/** Rows as aligned columns under their keys' names. */
function printTable(rows: Record<string, string | number>[]) {
  const keys = Object.keys(rows[0]!);
  const widths = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(keys));
  for (const row of rows) console.log(line(keys.map((k) => String(row[k]))));
}

try {
  const report = await queueReport(database.db);
  if (!report) console.log('No job queue in this database yet: the app makes it when it starts.');
  else if (report.counts.length === 0) console.log('The job queue is empty.');
  else printTable(report.counts);
  if (report && report.failures.length > 0) {
    console.log('\nLatest failures (each was retried with backoff before it failed):');
    printTable(report.failures);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
