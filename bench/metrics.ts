// What metrics cost (issue 32): the catalogue's first page as a visitor's and a member's browser
// ask for it, from two apps in this process on one database, alike (production's read cache)
// but for metrics: on, every request is timed into the histogram and /metrics answers a token.
// Thousands of turns, alternating which app goes first (side-by-side.ts), so both are measured
// in the same seconds whatever else the machine does: autocannon against two processes swung
// from 75 % to 139 % between runs here. Then a scrape's time and size.
import type { AppConfig } from '../src/server/config';
import { openBenchDatabase } from './database';
import { insertProducts } from './generate-products';
import { loadAverage } from './processes';
import { appOn, readersInTurn } from './side-by-side';
import { heading, mark, ms, percentile, table } from './stats';

const PATH = '/api/products?page=1';
const PRODUCTS = 1_000;
const ROUNDS = { warmup: 500, timed: 4_000 };
/** Metrics on may cost at most this share of throughput (issue 32). */
const AIM_PER_CENT = 5;
const SCRAPES = 50;
const TOKEN = 'bench-metrics-token-'.padEnd(40, 'x');
/** READ_CACHE_MB's default: what a production app answers the catalogue from. */
const PRODUCTION: Partial<AppConfig> = { readCacheBytes: 32 * 1024 * 1024 };

export interface MetricsRow {
  reader: string;
  offMs: number;
  onMs: number;
  /** Requests a second with metrics on as a share of off (the inverse of p50 time), per cent. */
  share: number;
  load: string;
}

export interface MetricsResult {
  rows: MetricsRow[];
  scrape: { p50: number; p99: number; bytes: number };
}

export async function runMetrics(): Promise<MetricsResult> {
  heading(
    `Metrics on against off: ${PATH}, in process, ${ROUNDS.timed} alternating turns per reader`,
  );
  const target = await openBenchDatabase();
  const { database } = target;
  const apps: Awaited<ReturnType<typeof appOn>>[] = [];
  try {
    await insertProducts(database.jobs, 0, PRODUCTS);
    apps.push(await appOn(database, PRODUCTION));
    apps.push(
      await appOn(database, {
        ...PRODUCTION,
        metrics: { port: null, host: '127.0.0.1', token: TOKEN },
      }),
    );
    const [off, on] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const readers = ['visitor', 'member'] as const;
    const { timed } = await readersInTurn(
      [off, on],
      [database, database],
      readers.map((reader) => ({ url: PATH, reader })),
      ROUNDS,
    );
    const rows = timed.map(([a, b], i): MetricsRow => ({
      reader: `${readers[i]}, browser`,
      offMs: a.spread.p50,
      onMs: b.spread.p50,
      share: (100 * a.spread.p50) / b.spread.p50,
      load: loadAverage(),
    }));
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < SCRAPES; i++) {
      const started = performance.now();
      const res = await on.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      times.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`/metrics: ${res.statusCode}`);
      bytes = res.rawPayload.length;
    }
    const scrape = { p50: percentile(times, 50), p99: percentile(times, 99), bytes };
    console.log(
      table(
        ['reader', 'off p50', 'on p50', 'on / off req/s', 'aim', 'load 1/5 min'],
        rows.map((r) => [
          r.reader,
          `${ms(r.offMs)} ms`,
          `${ms(r.onMs)} ms`,
          `${r.share.toFixed(1)} %`,
          `≥ ${100 - AIM_PER_CENT} % ${mark(r.share >= 100 - AIM_PER_CENT)}`,
          r.load,
        ]),
      ),
    );
    console.log(
      `a scrape of /metrics: ${ms(scrape.p50)} ms p50, ${ms(scrape.p99)} ms p99, ` +
        `${(scrape.bytes / 1024).toFixed(1)} KB of text (${SCRAPES} in a row, in process), ` +
        `load ${loadAverage()}`,
    );
    return { rows, scrape };
  } finally {
    try {
      for (const app of apps) await app.close();
    } finally {
      await target.dispose();
    }
  }
}

export function metricsSummary(result: MetricsResult | null): string[][] {
  return (result?.rows ?? []).map((r) => [
    `${PATH}, ${r.reader}: metrics on / off req/s (in process)`,
    `>= ${100 - AIM_PER_CENT}%`,
    `${r.share.toFixed(1)}%`,
    mark(r.share >= 100 - AIM_PER_CENT),
  ]);
}
