// Issue 31's aims: suggestions as the header is typed in (GET /api/search/suggest) at 1k, 100k
// and 1M products, for common, specific, rare and misspelt terms, with the read cache off; and
// the catalogue's search for a misspelt term, corrected and exact. Each request is sent as a
// browser sends it (its Accept-Encoding), by a visitor and by a signed-in member. A 1k catalogue
// answers beside the larger one request by request, so the 1M / 1k ratio compares the same
// moments of a noisy machine. Loading goes through products' statement triggers, so the vocabulary (search_words)
// is the one they keep; at 1k and 100k it is checked against a rebuild from scratch. Prints
// figures; asserts nothing.
import { count, sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { inProcessConfig } from '../src/server/config';
import { products } from '../src/server/features/products/schema';
import type { Db } from '../src/server/db/types';
import { COMMON_TERM, LARGE, latencyTable, SIZES, SMALL, type LatencyRow } from './catalogue';
import { createMember } from '../src/server/test/accounts';
import { requestsFrom, type Caller } from '../src/server/test/requests';
import { openBenchDatabase, serverLabel, type Target } from './database';
import { generateProduct, insertProducts, rowsOf, SEARCH_TERM } from './generate-products';
import { loadAverage } from './processes';
import { BROWSER_ENCODINGS, decodedBody } from './signed-in';
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

/**
 * A four-digit model number of the first SMALL products: in about a hundred products of a
 * million and at least one of the thousand, so both sizes search for it. (The catalogue bench's
 * RARE_TERM is in no product of the thousand: there the vocabulary answers alone, and the ratio
 * would compare different work.)
 */
function rareInBoth(): string {
  for (let i = 0; i < SMALL; i += 1) {
    const model = generateProduct(i).name.split(' ').at(-1)!;
    if (model.length === 4) return model;
  }
  throw new Error('no four-digit model among the first products');
}

/** Generated names read "<brand> <modifier> <noun> <model>": "Ripstop Duffel" is one of them. */
const SCENARIOS = [
  suggest(`common '${COMMON_TERM}'`, COMMON_TERM),
  suggest(`1% '${SEARCH_TERM}'`, SEARCH_TERM),
  suggest(`rare '${rareInBoth()}'`, rareInBoth()),
  suggest("as typed 'rip'", 'rip'),
  suggest("misspelt 'ripstp'", 'ripstp'),
  suggest("misspelt 'ripstp duffle'", 'ripstp duffle'),
  // The phrase the correction above searches, typed right: what the correction itself adds.
  suggest("as typed 'ripstop duffel'", 'ripstop duffel'),
  // A brand of two words, in 2.5 % of names: a phrase common enough to walk the BRI index.
  suggest("common phrase 'harbor point'", 'harbor point'),
  suggest("misspelt 'headlmp'", 'headlmp'),
  suggest("nowhere 'xqzvw'", 'xqzvw'),
  catalogue(`catalogue '${SEARCH_TERM}' as typed`, `search=${SEARCH_TERM}`),
  catalogue("catalogue misspelt 'ripstp'", 'search=ripstp'),
  catalogue("catalogue 'ripstp', exact=1", 'search=ripstp&exact=1'),
];

type Reader = 'visitor' | 'member';
const READERS: readonly Reader[] = ['visitor', 'member'];

export interface SearchRow extends LatencyRow {
  searchKind: Kind;
  reader: Reader;
  /** The scenario without its reader, which `scenario` names for the table. */
  asked: string;
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
/** An app and, on its database, the member who reads as signed in. */
type Side = { app: App; member: Caller };

const send = (side: Side, reader: Reader, url: string) =>
  requestsFrom(side.app, reader === 'member' ? side.member : null, {
    headers: { 'accept-encoding': BROWSER_ENCODINGS },
  }).get(url);

const WARMUP = 20;
const MAX_SAMPLES = 300;
const MIN_SAMPLES = 30;
const BUDGET_MS = 6_000;

/**
 * `url` on two apps in turn, request by request, so both meet the same moments of a noisy
 * machine: the ratio of their p50s is the figure, more than either alone.
 */
async function sideBySide(a: Side, b: Side, reader: Reader, url: string) {
  const get = (side: Side) => send(side, reader, url);
  for (let i = 0; i < WARMUP; i += 1) await Promise.all([get(a), get(b)]);
  const samples: [number[], number[]] = [[], []];
  const started = performance.now();
  while (
    samples[0].length < MAX_SAMPLES &&
    (samples[0].length < MIN_SAMPLES || performance.now() - started < BUDGET_MS)
  ) {
    for (const [i, side] of [a, b].entries()) {
      const t0 = performance.now();
      await get(side);
      samples[i]!.push(performance.now() - t0);
    }
  }
  return samples;
}

async function describe(side: Side, reader: Reader, url: string) {
  const first = await send(side, reader, url);
  const body = JSON.parse(decodedBody(first).toString()) as {
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
    const sides: Side[] = [];
    for (const target of targets) {
      const app = await buildApp(inProcessConfig(), target.database);
      apps.push(app);
      await app.ready();
      sides.push({ app, member: await createMember({ app, db: target.database.db }) });
    }
    const [smallSide, largeSide] = sides as [Side, Side];
    loads.push(await loadTo(small, 0, SMALL, kind));
    let loaded = 0;
    for (const size of SIZES.filter((n) => n > SMALL)) {
      loads.push(await loadTo(large, loaded, size, kind));
      loaded = size;
      for (const s of SCENARIOS) {
        for (const reader of READERS) {
          const [big, beside] = await sideBySide(largeSide, smallSide, reader, s.url);
          const measured: [number, number[], Side][] = [[size, big, largeSide]];
          if (size === LARGE) measured.push([SMALL, beside, smallSide]);
          for (const [n, samples, side] of measured) {
            rows.push({
              db: kind,
              size: n,
              scenario: `${s.scenario}, ${reader}`,
              asked: s.scenario,
              reader,
              kind: 'catalogue',
              searchKind: s.kind,
              samples: samples.length,
              p50: percentile(samples, 50),
              p95: percentile(samples, 95),
              p99: percentile(samples, 99),
              ...(await describe(side, reader, s.url)),
              load: loadAverage(),
            });
          }
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
            (n) => rows.find((r) => r.size === n && r.asked === s.scenario)?.correctedTo ?? '',
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
    out.push([
      `suggest ${r.scenario} @ ${size}: p50, p99, p50 ${size} / ${SMALL.toLocaleString('en-US')}`,
      `<= ${AIMS.p50Ms} ms, <= ${AIMS.p99Ms} ms, <= ${AIMS.growth}x`,
      `${ms(r.p50)} ms, ${ms(r.p99)} ms, ${growth.toFixed(2)}x (load ${r.load})`,
      mark(r.p50 <= AIMS.p50Ms && r.p99 <= AIMS.p99Ms && growth <= AIMS.growth),
    ]);
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
