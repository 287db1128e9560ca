// Issue 30's aim: a product page's first page of reviews, every review carrying three field
// reports, answers with a p50 within 1.3 times today's, at 1,000,000 products. Two apps on one
// database side by side (schema-states.ts): one whose reviews carry their reports, one whose
// reviews have none, as every review had before issue 30. Each request goes to both in turn, as
// a visitor and as a member, with a browser's Accept-Encoding. Prints p50 with / without beside
// the load average; asserts nothing.
import { sql } from 'drizzle-orm';
import type { buildApp } from '../src/server/app';
import type { Database } from '../src/server/db/client';
import type { Db } from '../src/server/db/types';
import { REVIEW_PAGE_SIZE } from '../src/shared/limits';
import { insertProducts, rowsOf } from './generate-products';
import { insertMembers, withoutChecks } from './notifications';
import { loadAverage } from './processes';
import { copyTables, packTables } from './schema-states';
import { inTwoStates, readersInTurn } from './side-by-side';
import { heading, mark, ms, seconds, table } from './stats';

export const PRODUCTS = 1_000_000;
/** Reviews of the product measured: its first page is full, and there are more behind it. */
const REVIEWS = 3 * REVIEW_PAGE_SIZE;
const REPORTS_EACH = 3;
/** With reports, a request's p50 at most this many times its p50 without. */
export const AIMS = { ratio: 1.3 };
const ROUNDS = { warmup: 20, timed: 400 };
const STATES = { with: 'with_reports', without: 'without_reports' };
/** The rows reports change: their own, and each review's longest ownership. */
const DIFFERING = ['reviews', 'review_reports'] as const;

type App = Awaited<ReturnType<typeof buildApp>>;

export interface FieldReportsRow {
  request: string;
  reader: 'visitor' | 'member';
  floor: boolean;
  /** p50 with reports over p50 without. */
  ratio: number;
}

export interface FieldReportsResult {
  rows: FieldReportsRow[];
  load: string;
}

/**
 * The product measured gets REVIEWS approved reviews, a member each, written over the last two
 * years; each of them three approved reports, a few months apart, the latest with scores.
 */
async function reviewOneProduct(db: Db): Promise<string> {
  const [product] = rowsOf(await db.execute(sql`select id from products order by id limit 1`));
  const productId = String(product!.id);
  await insertMembers(db, 'reviewer', REVIEWS);
  await withoutChecks(db, async (tx) => {
    await tx.execute(sql`
      insert into reviews (product_id, user_id, status, title, content, rating, durability,
        portability, cost_value, civilian_adaptation, overall_utility, created_at, updated_at,
        published_at, field_tested_months)
      select ${productId}, 'reviewer-' || g, 'approved', 'Field review ' || g,
        'Carried it through a deployment and two field exercises; it held up. ' || repeat('Mud, rain and sand. ', g % 5),
        1 + g % 5, 1 + g % 10, 1 + (g + 3) % 10, 1 + (g + 5) % 10, 1 + (g + 7) % 10,
        1 + (g + 1) % 10, t, t, t, 6 * ${REPORTS_EACH}
      from generate_series(1, ${REVIEWS}::int) g
      cross join lateral (select now() - (60 + g * 20) * interval '1 day' as t) ts`);
    await tx.execute(sql`
      insert into review_reports (review_id, product_id, user_id, status, months_owned, state,
        content, durability, portability, cost_value, civilian_adaptation, overall_utility,
        created_at, updated_at, published_at)
      select r.id, r.product_id, r.user_id, 'approved', 6 * k,
        (case when k < ${REPORTS_EACH} then 'in_service' else 'retired' end)::report_state,
        'Month ' || 6 * k || ': still carrying it. The straps have faded; the seams hold.',
        case when k = ${REPORTS_EACH} then 7 end, case when k = ${REPORTS_EACH} then 8 end,
        case when k = ${REPORTS_EACH} then 7 end, case when k = ${REPORTS_EACH} then 9 end,
        case when k = ${REPORTS_EACH} then 8 end,
        t, t, t
      from reviews r, generate_series(1, ${REPORTS_EACH}) k
      cross join lateral (select r.created_at + k * interval '40 days' as t) ts
      where r.product_id = ${productId}`);
  });
  return productId;
}

/** Both states' copies; the one without reports emptied as a site before issue 30 held it. */
async function prepareStates(db: Db) {
  for (const schema of Object.values(STATES)) await copyTables(db, schema, DIFFERING);
  await db.execute(sql`delete from ${sql.identifier(STATES.without)}.review_reports`);
  await db.execute(
    sql`update ${sql.identifier(STATES.without)}.reviews set field_tested_months = null`,
  );
  for (const schema of Object.values(STATES)) await packTables(db, schema, DIFFERING);
}

function probesFor(productId: string) {
  const page = `/api/products/${productId}/reviews`;
  return [
    { request: 'GET /api/health (floor)', reader: 'visitor' as const, url: '/api/health' },
    { request: 'GET /api/me (signed-in floor)', reader: 'member' as const, url: '/api/me' },
    { request: 'GET …/:id/reviews, first page', reader: 'visitor' as const, url: page },
    { request: 'GET …/:id/reviews, first page', reader: 'member' as const, url: page },
  ];
}

async function measure(
  apps: readonly [App, App],
  databases: readonly [Database, Database],
  productId: string,
) {
  const probes = probesFor(productId);
  const { timed, ratios } = await readersInTurn(apps, databases, probes, ROUNDS);
  const load = loadAverage();
  const rows = probes.map((p, i): FieldReportsRow => ({
    request: p.request,
    reader: p.reader,
    floor: p.url.startsWith('/api/health') || p.url === '/api/me',
    ratio: ratios[i]!,
  }));
  heading('Reviews with three field reports each beside none (app.inject, read cache off, ms)');
  console.log(
    table(
      [
        'request',
        'reader',
        'n',
        'with p50',
        'p99',
        'without p50',
        'p99',
        'with / without',
        'bytes',
      ],
      probes.map((p, i) => {
        const [a, b] = timed[i]!;
        return [
          p.request,
          p.reader,
          String(a.spread.n),
          ms(a.spread.p50),
          ms(a.spread.p99),
          ms(b.spread.p50),
          ms(b.spread.p99),
          `${rows[i]!.ratio.toFixed(3)}x${rows[i]!.floor ? '' : ` (aim <= ${AIMS.ratio}x)`}`,
          `${a.first.rawPayload.length} / ${b.first.rawPayload.length}`,
        ];
      }),
    ),
  );
  console.log(
    `load 1/5 ${load} at the end. ${REVIEWS} approved reviews on the product, ` +
      `${REPORTS_EACH} approved reports each in one state and none in the other; ` +
      `${PRODUCTS.toLocaleString('en-US')} products. Every request carries the browser’s ` +
      'Accept-Encoding; bytes are as sent (compressed). In-process: no socket or HTTP parsing.',
  );
  return { rows, load };
}

export async function runFieldReports(): Promise<FieldReportsResult> {
  heading('What field reports cost a product’s first page of reviews (issue 30)');
  return inTwoStates(
    [STATES.with, STATES.without],
    async (db) => {
      const started = performance.now();
      await insertProducts(db, 0, PRODUCTS);
      const productId = await reviewOneProduct(db);
      await prepareStates(db);
      console.log(`loaded and prepared in ${seconds(started)} (load ${loadAverage()})`);
      return productId;
    },
    measure,
  );
}

/** The summary's row: the first page with reports against the aim, each reader. */
export function fieldReportsSummary(result: FieldReportsResult | null): string[][] {
  const pages = (result?.rows ?? []).filter((r) => !r.floor);
  if (pages.length === 0) return [];
  const worst = Math.max(...pages.map((r) => r.ratio));
  return [
    [
      'reviews first page, 3 field reports each, p50 with / without',
      `<= ${AIMS.ratio}x`,
      `${pages.map((r) => `${r.ratio.toFixed(2)}x ${r.reader}`).join(', ')} (load ${result?.load})`,
      mark(worst <= AIMS.ratio),
    ],
  ];
}
