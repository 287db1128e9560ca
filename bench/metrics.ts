// What metrics cost (issue 32): the catalogue's first page read by a visitor's and a member's
// browser from two built apps on one database, one with metrics on (METRICS_PORT) and one
// without, in alternating rounds of the same run; and a scrape's time and size.
import fs from 'node:fs';
import autocannon from 'autocannon';
import { runningEmbeddedUrl } from '../src/server/db/embedded/server';
import { freePort } from '../src/server/test/free-port';
import { ensureBuild } from './first-visit';
import { freshDataDir, loadAverage, startApp, type Running } from './processes';
import { BROWSER_ENCODINGS, startSignedInSite } from './signed-in';
import { heading, mark, ms, percentile, table } from './stats';

const PATH = '/api/products?page=1';
const CONNECTIONS = 10;
const SECONDS = 5;
const ROUNDS = 5;
/** Metrics on may cost at most this share of throughput (issue 32). */
const AIM_PER_CENT = 5;
const SCRAPES = 50;

export interface MetricsRow {
  reader: string;
  offRps: number;
  onRps: number;
  /** On as a share of off, per cent. */
  share: number;
  load: string;
}

export interface MetricsResult {
  rows: MetricsRow[];
  scrape: { p50: number; p99: number; bytes: number };
}

async function rps(url: string, headers: Record<string, string>) {
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  if (r.errors + r.timeouts + r.non2xx > 0) throw new Error(`${url}: failed answers`);
  return r.requests.average;
}

async function scrapeFigures(url: string) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < SCRAPES; i++) {
    const started = performance.now();
    const res = await fetch(url);
    const text = await res.text();
    times.push(performance.now() - started);
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    bytes = Buffer.byteLength(text);
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99), bytes };
}

/** The medians of rounds, as a share of metrics off. */
export async function runMetrics(): Promise<MetricsResult> {
  heading(`Metrics on against off: ${PATH} (autocannon -c ${CONNECTIONS} -d ${SECONDS})`);
  ensureBuild();
  // The signed-in site owns the embedded server; the two measured apps are alike but for
  // METRICS_PORT: both on DATABASE_URL, neither supervising the server nor started first.
  const site = await startSignedInSite('metrics');
  const dirs = [freshDataDir('metrics-off'), freshDataDir('metrics-on')] as const;
  let off: Running | undefined;
  let on: Running | undefined;
  try {
    const databaseUrl = runningEmbeddedUrl(site.dataDir);
    if (!databaseUrl) throw new Error('the embedded server of the first app is not running');
    const metricsPort = await freePort();
    const alike = { DATABASE_URL: databaseUrl, SEED: 'none', RETENTION_EVERY_MINUTES: '0' };
    off = await startApp(dirs[0], alike);
    on = await startApp(dirs[1], { ...alike, METRICS_PORT: String(metricsPort) });
    const readers = {
      'visitor, browser': { 'accept-encoding': BROWSER_ENCODINGS },
      'member, browser': { 'accept-encoding': BROWSER_ENCODINGS, cookie: site.memberCookie },
    };
    const rows: MetricsRow[] = [];
    for (const [reader, headers] of Object.entries(readers)) {
      const samples = { off: [] as number[], on: [] as number[] };
      // Both warmed, then rounds whose first side alternates.
      await rps(`${off.url}${PATH}`, headers);
      await rps(`${on.url}${PATH}`, headers);
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const);
        for (const side of order) {
          const base = side === 'off' ? off.url : on.url;
          samples[side].push(await rps(`${base}${PATH}`, headers));
        }
      }
      const offRps = percentile(samples.off, 50);
      const onRps = percentile(samples.on, 50);
      rows.push({ reader, offRps, onRps, share: (100 * onRps) / offRps, load: loadAverage() });
    }
    const scrape = await scrapeFigures(`http://127.0.0.1:${metricsPort}/metrics`);
    console.log(
      table(
        ['reader', 'off req/s', 'on req/s', 'on / off', 'aim', 'load 1/5 min'],
        rows.map((r) => [
          r.reader,
          r.offRps.toFixed(0),
          r.onRps.toFixed(0),
          `${r.share.toFixed(1)} %`,
          `≥ ${100 - AIM_PER_CENT} % ${mark(r.share >= 100 - AIM_PER_CENT)}`,
          r.load,
        ]),
      ),
    );
    console.log(
      `a scrape of /metrics: ${ms(scrape.p50)} ms p50, ${ms(scrape.p99)} ms p99, ` +
        `${(scrape.bytes / 1024).toFixed(1)} KB of text (${SCRAPES} in a row), load ${loadAverage()}`,
    );
    return { rows, scrape };
  } finally {
    await on?.stop();
    await off?.stop();
    await site.app.stop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(site.dataDir, { recursive: true, force: true });
  }
}

export function metricsSummary(result: MetricsResult | null): string[][] {
  return (result?.rows ?? []).map((r) => [
    `${PATH}, ${r.reader}: metrics on / off req/s`,
    `>= ${100 - AIM_PER_CENT}%`,
    `${r.share.toFixed(1)}%`,
    mark(r.share >= 100 - AIM_PER_CENT),
  ]);
}
