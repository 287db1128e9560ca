// `npm run bench`: prints catalogue latency, payload sizes and first-visit JavaScript against
// the aims of the issue, what cleaning an upload costs, and two instances under load. It only reports; nothing here fails a build on a slow figure.
import os from 'node:os';
import { LARGE, runCatalogue, type CatalogueResult } from './catalogue';
import { runFirstVisit, type FirstVisitResult } from './first-visit';
import { stopBenchServer } from './database';
import { runMedia } from './media';
import { runScale } from './scale';
import { bytes, heading, ms, seconds, table } from './stats';

const AIM_LIST_P50_MS = 5;
const AIM_SEARCH_P95_MS = 25;
const AIM_FIRST_VISIT_GZ = 150 * 1024;

async function section<T>(name: string, run: () => Promise<T>): Promise<T | null> {
  const started = performance.now();
  try {
    return await run();
  } catch (err) {
    console.error(`\n${name} failed:`, err);
    process.exitCode = 1;
    return null;
  } finally {
    console.log(`(${name}: ${seconds(started)})`);
  }
}

function summary(catalogue: CatalogueResult | null, firstVisit: FirstVisitResult | null): void {
  heading('Summary');
  const rows: string[][] = [];
  const large = catalogue?.latencies.filter((r) => r.size === LARGE) ?? [];
  for (const r of large) {
    const label = `${r.db} @ ${LARGE.toLocaleString('en-US')}: ${r.scenario}`;
    if (r.kind === 'list') {
      rows.push([`${label} p50`, `<= ${AIM_LIST_P50_MS} ms`, `${ms(r.p50)} ms`]);
    } else if (r.kind === 'search') {
      rows.push([`${label} p95`, `<= ${AIM_SEARCH_P95_MS} ms`, `${ms(r.p95)} ms`]);
    } else {
      rows.push([`${label} p50 (no aim)`, '-', `${ms(r.p50)} ms`]);
    }
  }
  if (catalogue?.payload) {
    const p = catalogue.payload;
    rows.push([
      'one page vs whole catalogue, gzip (no aim)',
      '-',
      `${bytes(p.pageGzip)} vs ${bytes(p.wholeGzip)}`,
    ]);
  }
  rows.push([
    'first-visit JS to / (gzip -9)',
    `<= ${bytes(AIM_FIRST_VISIT_GZ)}`,
    firstVisit ? bytes(firstVisit.gzip) : 'not measured',
  ]);
  console.log(table(['figure', 'aim', 'measured'], rows));
}

async function main(): Promise<void> {
  const started = performance.now();
  const [one, five] = os.loadavg();
  console.log(
    `Battle Ready benchmark — node ${process.version}, ${os.cpus().length} CPU(s), ` +
      `load average ${one?.toFixed(2)} / ${five?.toFixed(2)} (1 / 5 min), ${new Date().toISOString()}`,
  );
  const catalogue = await section('catalogue', runCatalogue);
  const firstVisit = await section('first visit', runFirstVisit);
  await section('media', runMedia);
  await section('two instances', runScale);
  await stopBenchServer();
  summary(catalogue, firstVisit);
  const [end] = os.loadavg();
  console.log(`\ntotal ${seconds(started)}, load average now ${end?.toFixed(2)}`);
  if (Math.max(one ?? 0, end ?? 0) > os.cpus().length) {
    // Latency tails mostly measure the neighbours then; p50 holds up better than p95/p99.
    console.log('note: the machine was busier than its CPU count during the run');
  }
}

await main();
