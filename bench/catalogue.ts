// Catalogue API latency at 1k and 100k products on each database kind, the query plans behind
// it, and the bytes of one catalogue page against the whole catalogue as one JSON document.
import { gzipSync } from 'node:zlib';
import { count, desc, sql, type SQL } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { inProcessConfig } from '../src/server/config';
import { products } from '../src/server/db/schema';
import type { Db } from '../src/server/db/types';
import { toProductDto } from '../src/server/features/products/dto';
import { productListStatements } from '../src/server/features/products/service';
import { CATALOGUE_PAGE_SIZE } from '../src/shared/limits';
import { ZProductListQuery } from '../src/shared/schemas/products';
import { openBenchDatabase, serverLabel, type Target } from './database';
import { SEARCH_TERM, insertProducts, rowsOf } from './generate-products';
import { bytes, heading, ms, percentile, seconds, table } from './stats';

export const LARGE = 100_000;
export const SIZES = [1_000, LARGE] as const;

export const SCENARIOS = [
  // The floor: routing, validation, serialisation and one trivial query, no catalogue work.
  { name: 'health (floor)', url: '/api/health', kind: 'floor' },
  { name: 'default sort', url: '/api/products', kind: 'list' },
  { name: 'category', url: '/api/products?category=tech', kind: 'list' },
  { name: 'price', url: '/api/products?minPrice=50&maxPrice=150', kind: 'list' },
  { name: 'search', url: `/api/products?search=${SEARCH_TERM}`, kind: 'search' },
  { name: 'deep page', url: '/api/products?page=50', kind: 'list' },
] as const;

export type ScenarioName = (typeof SCENARIOS)[number]['name'];

// Enough samples for a stable p99 when requests are fast, capped in time when they are not, so
// the whole benchmark stays within a few minutes on a 2-core machine.
const WARMUP_REQUESTS = 20;
const MAX_SAMPLES = 200;
const MIN_SAMPLES = 30;
const SCENARIO_BUDGET_MS = 4_000;

export interface LatencyRow {
  db: string;
  size: number;
  scenario: ScenarioName;
  kind: (typeof SCENARIOS)[number]['kind'];
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  /** The `total` the API reported, or the HTTP status when it did not answer 200. */
  total: string;
}

export interface PayloadResult {
  pageRaw: number;
  pageGzip: number;
  wholeRaw: number;
  wholeGzip: number;
  rows: number;
}

export interface CatalogueResult {
  latencies: LatencyRow[];
  payload: PayloadResult | null;
}

type App = Awaited<ReturnType<typeof buildApp>>;

async function measure(app: App, url: string) {
  const get = () => app.inject({ method: 'GET', url });
  const first = await get();
  const body: unknown = first.statusCode === 200 ? JSON.parse(first.body) : null;
  const total =
    first.statusCode !== 200
      ? `HTTP ${first.statusCode}`
      : typeof body === 'object' && body !== null && 'total' in body
        ? String(body.total)
        : '-';
  for (let i = 1; i < WARMUP_REQUESTS; i += 1) await get();
  const samples: number[] = [];
  const started = performance.now();
  while (
    samples.length < MAX_SAMPLES &&
    (samples.length < MIN_SAMPLES || performance.now() - started < SCENARIO_BUDGET_MS)
  ) {
    const t0 = performance.now();
    await get();
    samples.push(performance.now() - t0);
  }
  return { samples, total };
}

/** The statements listProducts sends, from the app itself, so EXPLAIN shows their plans. */
function listStatements(db: Db, search: string | undefined): { label: string; query: SQL }[] {
  const { page, count } = productListStatements(db, ZProductListQuery.parse({ search }));
  const what = search ? `search '${search}'` : 'default sort';
  return [
    { label: `${what}: page of ${CATALOGUE_PAGE_SIZE}`, query: page.getSQL() },
    { label: `${what}: total`, query: count.getSQL() },
  ];
}

const DIRECT_RUNS = 20;

/**
 * Plans of the statements behind the default-sort and search requests, each with the median of
 * running it bare: EXPLAIN ANALYZE's per-node clocks inflate times, in WebAssembly especially.
 */
async function explain(db: Db, kind: string): Promise<void> {
  heading(`Query plans, ${kind} @ ${LARGE.toLocaleString('en-US')} products`);
  console.log(
    'Totals come from the per-category counts (no filter, or a category) or a count capped ' +
      'at the first 1,001 matches; the table was ANALYZEd, not VACUUMed, after the load.',
  );
  for (const search of [undefined, SEARCH_TERM]) {
    for (const statement of listStatements(db, search)) {
      const plan = rowsOf(
        await db.execute(sql`explain (analyze, buffers off) ${statement.query}`),
      ).map((r) => String(Object.values(r)[0]));
      const direct: number[] = [];
      for (let i = 0; i < DIRECT_RUNS + 3; i += 1) {
        const t0 = performance.now();
        await db.execute(statement.query);
        if (i >= 3) direct.push(performance.now() - t0);
      }
      const time = plan.find((l) => l.startsWith('Execution Time')) ?? 'Execution Time: ?';
      console.log(
        `\n${statement.label} — EXPLAIN ${time}; run bare: p50 ${ms(percentile(direct, 50))} ms`,
      );
      for (const line of plan) {
        if (!line.startsWith('Execution Time')) console.log(`    ${line}`);
      }
    }
  }
}

function latencyTable(rows: readonly LatencyRow[]): string {
  return table(
    ['db', 'size', 'scenario', 'n', 'p50', 'p95', 'p99', 'rows total'],
    rows.map((r) => [
      r.db,
      r.size.toLocaleString('en-US'),
      r.scenario,
      String(r.samples),
      ms(r.p50),
      ms(r.p95),
      ms(r.p99),
      r.total,
    ]),
  );
}

async function payload(app: App, db: Db): Promise<PayloadResult> {
  const page = await app.inject({ method: 'GET', url: '/api/products' });
  // What the original design shipped to every visitor: every product, one JSON array.
  const rows = await db.select().from(products).orderBy(desc(products.battleReadyIndex));
  const whole = Buffer.from(JSON.stringify(rows.map(toProductDto)));
  const pageBody = page.rawPayload;
  return {
    pageRaw: pageBody.length,
    pageGzip: gzipSync(pageBody).length,
    wholeRaw: whole.length,
    wholeGzip: gzipSync(whole).length,
    rows: rows.length,
  };
}

async function runTarget(
  open: () => Promise<Target>,
  withPayload: boolean,
): Promise<{ latencies: LatencyRow[]; payload: PayloadResult | null }> {
  const target = await open();
  const { database } = target;
  const kind = serverLabel();
  const latencies: LatencyRow[] = [];
  let payloadResult: PayloadResult | null = null;
  let app: App | undefined;
  try {
    app = await buildApp(inProcessConfig(), database);
    await app.ready();
    let loaded = 0;
    for (const size of SIZES) {
      const started = performance.now();
      await insertProducts(database.db, loaded, size - loaded);
      loaded = size;
      const [counted] = await database.db.select({ n: count() }).from(products);
      console.log(
        `[${kind}] loaded ${counted?.n.toLocaleString('en-US')} products in ${seconds(started)}`,
      );
      for (const scenario of SCENARIOS) {
        const { samples, total } = await measure(app, scenario.url);
        latencies.push({
          db: kind,
          size,
          scenario: scenario.name,
          kind: scenario.kind,
          samples: samples.length,
          p50: percentile(samples, 50),
          p95: percentile(samples, 95),
          p99: percentile(samples, 99),
          total,
        });
      }
    }
    console.log(`\n${latencyTable(latencies)}`);
    await explain(database.db, kind);
    if (withPayload) payloadResult = await payload(app, database.db);
  } finally {
    try {
      await app?.close();
    } finally {
      await target.dispose();
    }
  }
  return { latencies, payload: payloadResult };
}

export async function runCatalogue(): Promise<CatalogueResult> {
  heading('Catalogue API latency (app.inject, ms)');
  const targets: (() => Promise<Target>)[] = [openBenchDatabase];

  const latencies: LatencyRow[] = [];
  let payloadResult: PayloadResult | null = null;
  for (const [i, open] of targets.entries()) {
    if (i > 0) heading('Catalogue API latency (app.inject, ms)');
    const result = await runTarget(open, i === 0);
    latencies.push(...result.latencies);
    payloadResult ??= result.payload;
  }

  heading('Catalogue API latency, all databases (ms)');
  console.log(latencyTable(latencies));
  console.log(
    `\nn = timed requests after ${WARMUP_REQUESTS} warm-up ones (up to ${MAX_SAMPLES}, ` +
      `fewer once a scenario passes ${SCENARIO_BUDGET_MS / 1000} s). Search term: '${SEARCH_TERM}'.`,
  );

  if (payloadResult) {
    const p = payloadResult;
    heading(`Payload at ${p.rows.toLocaleString('en-US')} products`);
    console.log(
      table(
        ['what', 'raw', 'gzip'],
        [
          [
            `one catalogue page (${CATALOGUE_PAGE_SIZE} items)`,
            bytes(p.pageRaw),
            bytes(p.pageGzip),
          ],
          ['whole catalogue as one JSON array', bytes(p.wholeRaw), bytes(p.wholeGzip)],
        ],
      ),
    );
    console.log(
      `whole catalogue / one page: ${(p.wholeRaw / p.pageRaw).toFixed(0)}x raw, ` +
        `${(p.wholeGzip / p.pageGzip).toFixed(0)}x gzipped`,
    );
  }
  return { latencies, payload: payloadResult };
}
