// Catalogue API latency at 1k, 100k and 1M products on PostgreSQL (the embedded server, or
// BENCH_DATABASE_URL), the plans behind it, /api/health while ten connections search the 1M
// catalogue, and the bytes of one catalogue page against the whole catalogue as one document.
import { gzipSync } from 'node:zlib';
import { count, desc, sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { inProcessConfig } from '../src/server/config';
import { products } from '../src/server/features/products/schema';
import type { Db } from '../src/server/db/types';
import { toProductDto } from '../src/server/features/products/dto';
import {
  countStatement,
  pageStatement,
  searchPlanFor,
} from '../src/server/features/products/service';
import { insertMember, insertReview } from '../src/server/test/fixtures';
import { CATALOGUE_PAGE_SIZE, cataloguePageCount } from '../src/shared/limits';
import { ZProductListQuery } from '../src/shared/schemas/products';
import { openBenchDatabase, serverLabel } from './database';
import { ensureBuild } from './first-visit';
import { generateProduct, insertProducts, rowsOf, SEARCH_TERM } from './generate-products';
import { freshDataDir, loadAverage, startApp } from './processes';
import { bytes, heading, ms, percentile, seconds, table } from './stats';
import { healthUnderSearch } from './throughput';
import fs from 'node:fs';

export const SMALL = 1_000;
export const LARGE = 1_000_000;
export const SIZES = [SMALL, 100_000, LARGE] as const;
/** The size whose whole catalogue is serialised for the payload comparison. */
const PAYLOAD_SIZE = 100_000;

/** In about a fifth of descriptions ("…who need gear…", "…over issued gear…"). */
export const COMMON_TERM = 'gear';
/** A model number: a few dozen products in a million. */
export const RARE_TERM = '4711';
const REVIEWS_ON_ONE_PRODUCT = 12;

type ScenarioKind = 'floor' | 'catalogue' | 'matcher';
interface Scenario {
  name: string;
  url: string;
  kind: ScenarioKind;
}

/** What each request reads; ids and the last page come from the catalogue loaded. */
function scenarios(lastPage: number, productId: string, reviewedId: string): Scenario[] {
  const catalogue = (name: string, url: string): Scenario => ({ name, url, kind: 'catalogue' });
  return [
    // The floor: routing, validation, serialisation and one trivial query, no catalogue work.
    { name: 'health (floor)', url: '/api/health', kind: 'floor' },
    catalogue('default sort', '/api/products'),
    catalogue('category', '/api/products?category=tech'),
    catalogue('price', '/api/products?minPrice=50&maxPrice=150'),
    catalogue(`common search '${COMMON_TERM}'`, `/api/products?search=${COMMON_TERM}`),
    catalogue(`1% search '${SEARCH_TERM}'`, `/api/products?search=${SEARCH_TERM}`),
    catalogue(`rare search '${RARE_TERM}'`, `/api/products?search=${RARE_TERM}`),
    catalogue('page 50', '/api/products?page=50'),
    catalogue(`last page (${lastPage})`, `/api/products?sort=price-high&page=${lastPage}`),
    catalogue('product by id', `/api/products/${productId}`),
    catalogue('reviews page', `/api/products/${reviewedId}/reviews`),
    // Issue 15: a mission's kit, and one ranked by a branch's reviewers.
    { name: 'mission matcher', url: '/api/mission-matcher?profile=deployment', kind: 'matcher' },
    {
      name: 'mission matcher, branch',
      url: '/api/mission-matcher?profile=everyday-carry&branch=marines&budget=400',
      kind: 'matcher',
    },
  ];
}

// Enough samples for a stable p99 when requests are fast, capped in time when they are not, so
// the whole benchmark stays within minutes on a 2-core machine.
const WARMUP_REQUESTS = 20;
const MAX_SAMPLES = 300;
const MIN_SAMPLES = 30;
const SCENARIO_BUDGET_MS = 3_000;

export interface LatencyRow {
  db: string;
  size: number;
  scenario: string;
  kind: ScenarioKind;
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  /** The `total` the API reported, or the HTTP status when it did not answer 200. */
  total: string;
  load: string;
}

export interface PayloadResult {
  pageRaw: number;
  pageGzip: number;
  wholeRaw: number;
  wholeGzip: number;
  rows: number;
}

export interface HealthUnderSearch {
  p50: number;
  p99: number;
  samples: number;
  searchRps: number;
  load: string;
}

export interface CatalogueResult {
  latencies: LatencyRow[];
  payload: PayloadResult | null;
  healthUnderSearch: HealthUnderSearch | null;
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
export async function listStatements(db: Db, search: string | undefined) {
  const q = ZProductListQuery.parse({ search });
  const plan = await searchPlanFor(db, q);
  const page = pageStatement(db, q, plan);
  const { count } = countStatement(db, q);
  const what = search ? `search '${search}' (${plan})` : 'default sort';
  return [
    { label: `${what}: page of ${CATALOGUE_PAGE_SIZE}`, query: page.getSQL() },
    { label: `${what}: total`, query: count.getSQL() },
  ];
}

const DIRECT_RUNS = 20;

/** Plans of the statements behind the default-sort and search requests, with bare timings. */
async function explain(db: Db, kind: string): Promise<void> {
  heading(`Query plans, ${kind} @ ${LARGE.toLocaleString('en-US')} products`);
  console.log(
    'Totals come from the per-category counts (no filter, or a category) or a count capped ' +
      'at the first 1,001 matches; the table was VACUUMed and ANALYZEd after the load.',
  );
  for (const search of [undefined, COMMON_TERM, RARE_TERM]) {
    for (const statement of await listStatements(db, search)) {
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

export function latencyTable(rows: readonly LatencyRow[]): string {
  return table(
    ['db', 'size', 'scenario', 'n', 'p50', 'p95', 'p99', 'rows total', 'load 1/5'],
    rows.map((r) => [
      r.db,
      r.size.toLocaleString('en-US'),
      r.scenario,
      String(r.samples),
      ms(r.p50),
      ms(r.p95),
      ms(r.p99),
      r.total,
      r.load,
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

/** A dozen approved reviews on one product, so the reviews page has something to page. */
async function reviewOne(db: Db, productId: string) {
  for (let i = 0; i < REVIEWS_ON_ONE_PRODUCT; i++) {
    const memberId = await insertMember(db);
    await insertReview(db, productId, memberId, { rating: 1 + (i % 5) });
  }
}

/** The built app on the loaded database, in its own process: health while ten search. */
async function measureHealthUnderSearch(url: string): Promise<HealthUnderSearch> {
  ensureBuild();
  const dataDir = freshDataDir('health');
  const app = await startApp(dataDir, { DATABASE_URL: url, SEED: 'none' });
  try {
    const terms = [COMMON_TERM, SEARCH_TERM, RARE_TERM, 'tactical', 'boots', 'solar', 'kit'];
    return await healthUnderSearch(app.url, terms);
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runCatalogue(): Promise<CatalogueResult> {
  heading('Catalogue API latency (app.inject, read cache off, ms)');
  const target = await openBenchDatabase();
  const { database } = target;
  const kind = serverLabel();
  const latencies: LatencyRow[] = [];
  let payloadResult: PayloadResult | null = null;
  let health: HealthUnderSearch | null = null;
  let app: App | undefined;
  try {
    // The cache is off (inProcessConfig): these are the database paths every miss takes.
    app = await buildApp(inProcessConfig(), database);
    await app.ready();
    const productId = generateProduct(SMALL / 2).id;
    const reviewedId = generateProduct(0).id;
    let loaded = 0;
    for (const size of SIZES) {
      const started = performance.now();
      // Loading a million rows, and vacuuming them, is long work: the jobs' pool and timeouts.
      await insertProducts(database.jobs, loaded, size - loaded);
      if (loaded === 0) await reviewOne(database.jobs, reviewedId);
      loaded = size;
      await database.jobs.execute(sql`vacuum analyze ${products}`);
      const [counted] = await database.jobs.select({ n: count() }).from(products);
      console.log(
        `[${kind}] loaded ${counted?.n.toLocaleString('en-US')} products in ${seconds(started)} ` +
          `(load ${loadAverage()})`,
      );
      const lastPage = cataloguePageCount(counted?.n ?? 0);
      for (const scenario of scenarios(lastPage, productId, reviewedId)) {
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
          load: loadAverage(),
        });
      }
      if (size === PAYLOAD_SIZE) payloadResult = await payload(app, database.jobs);
    }
    console.log(`\n${latencyTable(latencies)}`);
    console.log(
      `\nn = timed requests after ${WARMUP_REQUESTS} warm-up ones (up to ${MAX_SAMPLES}, ` +
        `fewer once a scenario passes ${SCENARIO_BUDGET_MS / 1000} s).`,
    );
    await explain(database.jobs, kind);
    heading(`/api/health while ten connections search, ${LARGE.toLocaleString('en-US')} products`);
    health = await measureHealthUnderSearch(database.url);
    console.log(
      `health p50 ${ms(health.p50)} ms, p99 ${ms(health.p99)} ms over ${health.samples} checks; ` +
        `searches meanwhile ${health.searchRps.toFixed(0)} req/s (load ${health.load})`,
    );
  } finally {
    try {
      await app?.close();
    } finally {
      await target.dispose();
    }
  }

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
  }
  return { latencies, payload: payloadResult, healthUnderSearch: health };
}
