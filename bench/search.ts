// Issue 31's aims: suggestions as the header is typed in (GET /api/search/suggest) at 1k, 100k
// and 1M products, for common, specific, rare and misspelt terms, with the read cache off; and
// the catalogue's search for a misspelt term, corrected and exact. A 1k catalogue answers beside
// the larger one request by request, so the 1M / 1k ratio compares the same moments of a noisy
// machine. Loading goes through products' statement triggers, so the vocabulary (search_words)
// is the one they keep; at 1k and 100k it is checked against a rebuild from scratch. Prints
// figures; asserts nothing.
import { count, sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { inProcessConfig } from '../src/server/config';
import { products } from '../src/server/db/schema';
import type { Db } from '../src/server/db/types';
import {
  COMMON_TERM,
  LARGE,
  latencyTable,
  RARE_TERM,
  SIZES,
  SMALL,
  type LatencyRow,
} from './catalogue';
import { openBenchDatabase, serverLabel, type Target } from './database';
import { insertProducts, rowsOf, SEARCH_TERM } from './generate-products';
import { loadAverage } from './processes';
import { heading, mark, ms, percentile, seconds, table } from './stats';

export const AIMS = { p50Ms: 5, p99Ms: 25, growth: 2 };

type Kind = 'suggest' | 'catalogue';
const suggest = (scenario: string, term: string) => ({
  scenario,
  kind: 'suggest' as Kind,
  url: `/api/search/suggest?q=${encodeURIComponent(term)}`,
});
const catalogue = (scenario: string, query: string) => ({
  scenario,
  kind: 'catalogue' as Kind,
  url: `/api/products?${query}`,
});

/** Generated names read "<brand> <modifier> <noun> <model>": "Ripstop Duffel" is one of them. */
const SCENARIOS = [
  suggest(`common '${COMMON_TERM}'`, COMMON_TERM),
  suggest(`1% '${SEARCH_TERM}'`, SEARCH_TERM),
  suggest(`rare '${RARE_TERM}'`, RARE_TERM),
  suggest("as typed 'rip'", 'rip'),
  suggest("misspelt 'ripstp'", 'ripstp'),
  suggest("misspelt 'ripstp duffle'", 'ripstp duffle'),
  suggest("misspelt 'headlmp'", 'headlmp'),
  suggest("nowhere 'xqzvw'", 'xqzvw'),
  catalogue(`catalogue '${SEARCH_TERM}' as typed`, `search=${SEARCH_TERM}`),
  catalogue("catalogue misspelt 'ripstp'", 'search=ripstp'),
  catalogue("catalogue 'ripstp', exact=1", 'search=ripstp&exact=1'),
];

export interface SearchRow extends LatencyRow {
  searchKind: Kind;
  correctedTo: string;
}

export interface SearchResult {
  rows: SearchRow[];
  /** Seconds to load each size, triggers keeping the vocabulary. */
  loads: { size: number; seconds: string; words: number }[];
}

type Word = { word: string; in_names: number; in_texts: number };

/** Whether the triggers' vocabulary equals one rebuilt from the products (rolled back). */
async function vocabularyExact(db: Db): Promise<boolean> {
  const read = async (tx: Db) =>
    JSON.stringify(
      rowsOf(await tx.execute(sql`select * from search_words order by word`)) as Word[],
    );
  const kept = await read(db);
  let rebuilt = '';
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`select search_words_rebuild()`);
      rebuilt = await read(tx as unknown as Db);
      tx.rollback();
    })
    .catch(() => undefined);
  return kept === rebuilt;
}

type App = Awaited<ReturnType<typeof buildApp>>;

const WARMUP = 20;
const MAX_SAMPLES = 300;
const MIN_SAMPLES = 30;
const BUDGET_MS = 6_000;

/**
 * `url` on two apps in turn, request by request, so both meet the same moments of a noisy
 * machine: the ratio of their p50s is the figure, more than either alone.
 */
async function sideBySide(a: App, b: App, url: string) {
  const get = (app: App) => app.inject({ method: 'GET', url });
  for (let i = 0; i < WARMUP; i += 1) await Promise.all([get(a), get(b)]);
  const samples: [number[], number[]] = [[], []];
  const started = performance.now();
  while (
    samples[0].length < MAX_SAMPLES &&
    (samples[0].length < MIN_SAMPLES || performance.now() - started < BUDGET_MS)
  ) {
    for (const [i, app] of [a, b].entries()) {
      const t0 = performance.now();
      await get(app);
      samples[i]!.push(performance.now() - t0);
    }
  }
  return samples;
}

async function describe(app: App, url: string) {
  const first = await app.inject({ method: 'GET', url });
  const body = first.json() as {
    correctedTo?: string | null;
    total?: number;
    products?: unknown[];
  };
  return {
    total: String(body.total ?? body.products?.length ?? `HTTP ${first.statusCode}`),
    correctedTo: body.correctedTo ?? '-',
  };
}

async function loadTo(target: Target, from: number, size: number, kind: string) {
  const db = target.database.jobs;
  const started = performance.now();
  await insertProducts(db, from, size - from);
  await db.execute(sql`vacuum analyze ${products}`);
  await db.execute(sql`vacuum analyze search_words`);
  const took = seconds(started);
  const [counted] = await db.select({ n: count() }).from(products);
  const [words] = rowsOf(await db.execute(sql`select count(*)::int as n from search_words`));
  const exact = size < LARGE ? ((await vocabularyExact(db)) ? 'yes' : 'NO') : 'not checked';
  console.log(
    `[${kind}] loaded ${counted?.n.toLocaleString('en-US')} products in ${took}, ` +
      `vocabulary ${Number(words?.n).toLocaleString('en-US')} words, equal to a rebuild: ` +
      `${exact} (load ${loadAverage()})`,
  );
  return { size, seconds: took, words: Number(words?.n) };
}

export async function runSearch(): Promise<SearchResult> {
  heading('Suggestions and typo tolerance (app.inject, read cache off, ms)');
  console.log(
    `A ${SMALL.toLocaleString('en-US')}-product catalogue answers beside each larger one, ` +
      'request by request; its figures below are those measured beside the largest.',
  );
  const kind = serverLabel();
  const rows: SearchRow[] = [];
  const loads: SearchResult['loads'] = [];
  const targets: Target[] = [];
  const apps: App[] = [];
  try {
    const small = await openBenchDatabase();
    targets.push(small);
    const large = await openBenchDatabase();
    targets.push(large);
    // The cache is off (inProcessConfig): these are the database paths every miss takes.
    for (const target of targets) {
      apps.push(await buildApp(inProcessConfig(), target.database));
      await apps.at(-1)!.ready();
    }
    const [smallApp, largeApp] = apps as [App, App];
    loads.push(await loadTo(small, 0, SMALL, kind));
    let loaded = 0;
    for (const size of SIZES.filter((n) => n > SMALL)) {
      loads.push(await loadTo(large, loaded, size, kind));
      loaded = size;
      for (const s of SCENARIOS) {
        const [big, beside] = await sideBySide(largeApp, smallApp, s.url);
        const measured: [number, number[], App][] = [[size, big, largeApp]];
        if (size === LARGE) measured.push([SMALL, beside, smallApp]);
        for (const [n, samples, app] of measured) {
          rows.push({
            db: kind,
            size: n,
            scenario: s.scenario,
            kind: 'catalogue',
            searchKind: s.kind,
            samples: samples.length,
            p50: percentile(samples, 50),
            p95: percentile(samples, 95),
            p99: percentile(samples, 99),
            ...(await describe(app, s.url)),
            load: loadAverage(),
          });
        }
      }
    }
  } finally {
    for (const app of apps) await app.close();
    for (const target of targets) await target.dispose();
  }
  rows.sort((a, b) => a.size - b.size);
  console.log(`\n${latencyTable(rows)}`);
  console.log(
    '\n' +
      table(
        ['scenario', `correctedTo @ ${SMALL}`, `@ ${LARGE}`],
        SCENARIOS.map((s) => [
          s.scenario,
          ...[SMALL, LARGE].map(
            (n) => rows.find((r) => r.size === n && r.scenario === s.scenario)?.correctedTo ?? '',
          ),
        ]),
      ),
  );
  return { rows, loads };
}

/** The summary's rows: each suggest scenario at 1M against the aims, and its growth from 1k. */
export function searchSummary(result: SearchResult | null): string[][] {
  if (!result) return [];
  const out: string[][] = [];
  const small = new Map(
    result.rows.filter((r) => r.size === SMALL).map((r) => [r.scenario, r] as const),
  );
  const size = LARGE.toLocaleString('en-US');
  for (const r of result.rows) {
    if (r.size !== LARGE) continue;
    if (r.searchKind === 'catalogue') {
      out.push([`${r.scenario} @ ${size} p50`, '-', `${ms(r.p50)} ms (p99 ${ms(r.p99)})`, '']);
      continue;
    }
    const growth = r.p50 / (small.get(r.scenario)?.p50 ?? Number.NaN);
    out.push(
      [
        `suggest ${r.scenario} @ ${size} p50`,
        `<= ${AIMS.p50Ms} ms`,
        `${ms(r.p50)} ms`,
        mark(r.p50 <= AIMS.p50Ms),
      ],
      [
        `suggest ${r.scenario} @ ${size} p99`,
        `<= ${AIMS.p99Ms} ms`,
        `${ms(r.p99)} ms`,
        mark(r.p99 <= AIMS.p99Ms),
      ],
      [
        `suggest ${r.scenario} p50 ${size} / ${SMALL.toLocaleString('en-US')}`,
        `<= ${AIMS.growth}x`,
        `${growth.toFixed(2)}x (load ${r.load})`,
        mark(growth <= AIMS.growth),
      ],
    );
  }
  const large = result.loads.find((l) => l.size === LARGE);
  if (large) {
    out.push([
      `load to ${size} products, vocabulary kept by triggers`,
      '-',
      `${large.seconds}, ${large.words.toLocaleString('en-US')} words`,
      '',
    ]);
  }
  return out;
}
