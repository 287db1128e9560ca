// Issue 47's aims, at 1,000,000 products and 10,000 owners with field reports on the most
// reported product: its GET /api/products/:id/durability within a p50 of 5 ms from the read
// cache and 20 ms without; the catalogue's sort=durability within 5 ms; and writing a report at
// most 1.3 times today's cost. The reads go to an app with the read cache off and one with it
// on, by a visitor and a signed-in member, with a browser's Accept-Encoding, in turns beside
// GET /api/health. The writes: a member's pending report, a view counted on a product keeping
// an estimate beside one keeping none, and an admin's approval of a report of the product,
// which recomputes its figures. "Today's cost" is the recompute before issue 47, reconstructed
// below: it and today's take turns with the approval request, in process on the same rows, each
// in a transaction rolled back. Prints figures beside the load average; asserts nothing.
import { and, eq, isNotNull, sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import { aggregate, effectiveScores, type ScoredReport, type Scores } from '@shared/scoring';
import { FAILURE_MODE_IDS } from '@shared/field-reports';
import type { buildApp } from '../src/server/app';
import { profiles } from '../src/server/db/schema';
import type { Db, Executor, Tx } from '../src/server/db/types';
import { catalogueColumns, setProductFigures } from '../src/server/features/products';
import { pageStatement } from '../src/server/features/products/service';
import { recomputeProductAggregates } from '../src/server/features/reviews';
import { recomputeFieldTestedMonths } from '../src/server/features/reviews/aggregates';
import { approvedStatingReports } from '../src/server/features/reviews/fit-figures';
import { durabilityFigures } from '../src/server/features/reviews/durability/estimate';
import { countOwners, ownersStatement } from '../src/server/features/reviews/durability/owners';
import { reviewReports } from '../src/server/features/reviews/reports/schema';
import { reviews } from '../src/server/features/reviews/schema';
import { scoreColumns } from '../src/server/features/reviews/score-columns';
import { isVerifiedMember } from '../src/server/features/verification';
import { createMember, type Member } from '../src/server/test/accounts';
import { ZProductListQuery } from '../src/shared/schemas/products';
import { openBenchDatabase } from './database';
import { insertProducts, rowsOf } from './generate-products';
import { insertMembers, scalar, withoutChecks } from './notifications';
import { loadAverage } from './processes';
import { appOn } from './side-by-side';
import { decodedBody } from './signed-in';
import { heading, mark, ms, seconds, spreadCells, table, type Spread } from './stats';
import { browser, inTurns as measureInTurns, timedGet, type TimedProbe } from './turns';

export const PRODUCTS = 1_000_000;
const OWNERS = 10_000;
/**
 * One product in this many (about 2 %) is given field-tested figures straight in SQL, so the
 * durability sort has something to order; no report stands behind them.
 */
const FIELD_TESTED_ONE_IN = 50;
const AT = `${PRODUCTS.toLocaleString('en-US')} products`;
const MEASURED = `the ${OWNERS.toLocaleString('en-US')}-owner product`;
export const AIMS = { cachedP50Ms: 5, uncachedP50Ms: 20, sortP50Ms: 5, writeRatio: 1.3 };
const READ_ROUNDS = { warmup: 30, timed: 400 };
const WRITE_ROUNDS = { warmup: 10, timed: 100 };
const APPROVAL_ROUNDS = { warmup: 5, timed: 80 };
/** READ_CACHE_MB's default: what a production app answers from. */
const READ_CACHE_BYTES = 32 * 1024 * 1024;
/**
 * What migration 0039 added to the tables a recompute writes: the estimate's table, and a
 * column whose drop takes the two durability sort indexes and the range check with it.
 */
const MIGRATION_0039 = {
  table: 'product_survival',
  columns: ['survival_12_months'],
  indexes: [
    'products_field_tested_bri_idx',
    'products_field_tested_rating_idx',
    'products_field_tested_price_idx',
    'review_reports_product_approved_idx',
  ],
};

type App = Awaited<ReturnType<typeof buildApp>>;
type Reader = 'visitor' | 'member' | 'admin' | 'owner' | '-';

export interface DurabilityRow {
  what: string;
  reader: Reader;
  spread: Spread;
  /** The aim its p50 is held to, if one is. */
  aimMs: number | null;
  load: string;
}

export interface DurabilityResult {
  reads: DurabilityRow[];
  writes: DurabilityRow[];
  approval: {
    rows: DurabilityRow[];
    /** The recompute before issue 47 and now, and the request now. */
    before: Spread;
    now: Spread;
    request: Spread;
    /** The recompute's p50 now over before issue 47. */
    ratio: number;
    /** The request's p50 over the same with the old recompute's time in place of today's. */
    requestRatio: number;
    load: string;
  };
}

/** One figure measured in turns, and the row it makes. */
interface Probe extends TimedProbe {
  what: string;
  reader: Reader;
  aimMs?: number;
}

/** The probes' rows, each measured in turns with the others. */
async function inTurns(
  probes: readonly Probe[],
  rounds: { warmup: number; timed: number },
): Promise<DurabilityRow[]> {
  return (await measureInTurns(probes, rounds)).map((p) => ({
    what: p.what,
    reader: p.reader,
    spread: p.spread,
    aimMs: p.aimMs ?? null,
    load: p.load,
  }));
}

/**
 * About 2 % of products field-tested, picked and figured by a hash of the id so every run sets
 * the same: 1-40 owners, and below 5 of them no 12-month share (as the estimate leaves it).
 */
async function giveFieldTestedFigures(db: Db) {
  const h = sql`abs(hashtext(id::text))`;
  const owners = sql`(1 + (${h} / ${FIELD_TESTED_ONE_IN}::int) % 40)`;
  await withoutChecks(db, (tx) =>
    tx.execute(sql`
      update products set field_tested_count = ${owners},
        longest_owned_months = 6 + (${h} / 3) % 43,
        survival_12_months = case when ${owners} < 5 then null
          else (0.4 + ((${h} / 7) % 601) / 1000.0)::real end
      where ${h} % ${FIELD_TESTED_ONE_IN}::int = 0`),
  );
}

/**
 * OWNERS members, each with an approved review of the product written one to four years ago
 * and one to three approved field reports, months owned increasing up to the review's age. The
 * last report says what became of it: a quarter failed (what gave out, from the list without
 * "other"; some repaired), a tenth retired (a few naming what gave out), one in twenty lost, the
 * rest in service. One report in three gives its five scores again.
 */
async function ownersReports(db: Db, productId: string) {
  await insertMembers(db, 'owner', OWNERS);
  const modes = sql.raw(
    `array[${FAILURE_MODE_IDS.filter((m) => m !== 'other')
      .map((m) => `'${m}'`)
      .join(', ')}]::report_failure_mode[]`,
  );
  const named = FAILURE_MODE_IDS.length - 1;
  await withoutChecks(db, async (tx) => {
    await tx.execute(sql`
      insert into reviews (product_id, user_id, status, title, content, rating, durability,
        portability, cost_value, civilian_adaptation, overall_utility, created_at, updated_at,
        published_at)
      select ${productId}, 'owner-' || g, 'approved', 'Owned it for years ' || g,
        'Bought it before a deployment and kept using it after. ' || repeat('Mud, rain and sand. ', g % 5),
        1 + g % 5, 1 + g % 10, 1 + (g + 3) % 10, 1 + (g + 5) % 10, 1 + (g + 7) % 10,
        1 + (g + 1) % 10, t, t, t
      from generate_series(1, ${OWNERS}::int) g
      cross join lateral (select now() - (365 + (g * 7919) % (3 * 365)) * interval '1 day' as t) ts`);
    await tx.execute(sql`
      insert into review_reports (review_id, product_id, user_id, status, months_owned, state,
        content, durability, portability, cost_value, civilian_adaptation, overall_utility,
        failure_mode, repaired, created_at, updated_at, published_at)
      select r.id, r.product_id, r.user_id, 'approved', m.months, s.state,
        'Month ' || m.months || ': ' || case s.state when 'failed' then 'it gave out.'
          when 'retired' then 'retired it.' when 'lost' then 'lost it on exercise.'
          else 'still carrying it.' end,
        sc.score, sc.score, sc.score, sc.score, sc.score,
        f.mode, case when f.mode is not null and s.state = 'failed' and r.g % 3 > 0
          then r.g % 3 = 1 end,
        at, at, at
      from (select id, product_id, user_id, created_at, split_part(user_id, '-', 2)::int as g,
              floor(extract(epoch from now() - created_at) / (30.44 * 86400))::int as age
            from reviews where product_id = ${productId} and user_id like 'owner-%') r
      cross join lateral generate_series(1, 1 + r.g % 3) k
      cross join lateral (select greatest(1, r.age * k * (30 + r.g % 71) / ((1 + r.g % 3) * 100)) as months,
        k = 1 + r.g % 3 as last) m
      cross join lateral (select (case when not m.last then 'in_service'
        when r.g % 4 = 0 then 'failed' when r.g % 20 in (1, 5) then 'retired'
        when r.g % 20 = 9 then 'lost' else 'in_service' end)::report_state as state) s
      cross join lateral (select case when s.state = 'failed' or (s.state = 'retired' and r.g % 40 = 1)
        then (${modes})[1 + (r.g / 4) % ${named}::int] end as mode) f
      cross join lateral (select case when (r.g + k) % 3 = 0 then 1 + (r.g + k) % 10 end as score) sc
      cross join lateral (select r.created_at + m.months * interval '30 days' as at) ts`);
  });
}

/**
 * The member whose reports are timed: an approved review of the product two years old with two
 * approved reports, so the next may be written now (REPORT_INTERVAL_DAYS).
 */
async function writersHistory(db: Db, productId: string, userId: string) {
  const [review] = rowsOf(
    await db.execute(sql`
      insert into reviews (product_id, user_id, status, title, content, rating, durability,
        portability, cost_value, civilian_adaptation, overall_utility, created_at, updated_at,
        published_at)
      values (${productId}, ${userId}, 'approved', 'Two years on my back',
        'Carried it through two field exercises and a deployment; the seams held.', 4, 8, 7, 7, 6,
        8, now() - interval '730 days', now() - interval '730 days', now() - interval '730 days')
      returning id`),
  );
  const reviewId = String(review!.id);
  await db.execute(sql`
    insert into review_reports (review_id, product_id, user_id, status, months_owned, state,
      content, created_at, updated_at, published_at)
    select ${reviewId}, ${productId}, ${userId}, 'approved', m, 'in_service',
      'Month ' || m || ': still carrying it.', t, t, t
    from unnest(array[6, 12]) m
    cross join lateral (select now() - (730 - 30 * m) * interval '1 day' as t) ts`);
  return reviewId;
}

/** Each review's longest ownership, then the product's figures, as an approval would leave them. */
async function settleFigures(db: Db, productId: string) {
  await db.execute(sql`
    update reviews r set field_tested_months = m.months
    from (select review_id, max(months_owned) as months from review_reports
          where status = 'approved' group by review_id) m
    where r.id = m.review_id`);
  await db.transaction((tx) => recomputeProductAggregates(tx, productId));
  await db.execute(sql`vacuum analyze products`);
  await db.execute(sql`vacuum analyze reviews`);
  await db.execute(sql`vacuum analyze review_reports`);
}

// The recompute as it was before issue 47: src/server/features/reviews/aggregates.ts at the
// parent of commit 45f9014, reconstructed here as the baseline the write's aim is held to. It
// read only the approved reports that give scores and kept no estimate. The subqueries are the
// same as today's, which aggregates.ts keeps to itself.
const verifiedReviewCountBefore47 = sql<number>`(select count(*)::int from ${reviews} r
  where r.product_id = ${catalogueColumns.id} and r.status = 'approved'
    and ${isVerifiedMember(sql`r.user_id`)})`;
const fieldTestedCountBefore47 = sql<number>`(select count(*)::int from ${reviews} r
  where r.product_id = ${catalogueColumns.id} and r.status = 'approved'
    and r.field_tested_months is not null)`;
const longestOwnedMonthsBefore47 = sql<
  number | null
>`(select max(r.field_tested_months) from ${reviews} r
  where r.product_id = ${catalogueColumns.id} and r.status = 'approved')`;

async function recomputeBefore47(db: Executor, productId: string): Promise<void> {
  const reviewed = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      ...scoreColumns(reviews),
      branch: profiles.branch,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .leftJoin(profiles, eq(profiles.userId, reviews.userId))
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'approved')));
  const reports = await approvedScoredReportsBefore47(db, productId);
  const rows = reviewed.map((r) => ({ ...r, ...effectiveScores(r, reports.get(r.id) ?? []) }));
  const agg = aggregate(rows);
  const lastReviewedAt = rows.reduce<Date | null>(
    (latest, r) => (!latest || r.createdAt > latest ? r.createdAt : latest),
    null,
  );
  await setProductFigures(db, productId, {
    ...agg,
    lastReviewedAt,
    verifiedReviewCount: verifiedReviewCountBefore47,
    fieldTestedCount: fieldTestedCountBefore47,
    longestOwnedMonths: longestOwnedMonthsBefore47,
  });
}

const scoredReportsBefore47 = (db: Executor, productId: string) =>
  db
    .select({
      id: reviewReports.id,
      reviewId: reviewReports.reviewId,
      createdAt: reviewReports.createdAt,
      ...scoreColumns(reviewReports),
    })
    .from(reviewReports)
    .where(
      and(
        eq(reviewReports.productId, productId),
        eq(reviewReports.status, 'approved'),
        isNotNull(reviewReports.durability),
      ),
    );

async function approvedScoredReportsBefore47(db: Executor, productId: string) {
  const byReview = new Map<string, ScoredReport[]>();
  for (const { id, reviewId, createdAt, ...scores } of await scoredReportsBefore47(db, productId)) {
    const list = byReview.get(reviewId) ?? [];
    list.push({
      id,
      status: 'approved',
      createdAt: createdAt.toISOString(),
      scores: scores as Scores,
    });
    byReview.set(reviewId, list);
  }
  return byReview;
}

/**
 * The tables as they were before migration 0039, in `tx` only: its columns and indexes gone
 * (catalogue changes, undone by the rollback). The product's estimate is emptied first, so the
 * timed update has no stored estimate to delete, as there was none.
 */
async function stateBefore47(tx: Tx, productId: string) {
  await tx.execute(sql`update products set survival_12_months = null where id = ${productId}`);
  await tx.execute(sql.raw(`drop table "${MIGRATION_0039.table}"`));
  await tx.execute(sql.raw(`drop index ${MIGRATION_0039.indexes.map((i) => `"${i}"`).join(', ')}`));
  await tx.execute(
    sql.raw(
      `alter table products ${MIGRATION_0039.columns.map((c) => `drop column "${c}"`).join(', ')}`,
    ),
  );
}

/**
 * Plans a statement on each table the recompute touches, so every variant is timed with the
 * tables' descriptions loaded (a rollback of dropped indexes makes the next reader reload them).
 */
async function warmTables(tx: Tx) {
  for (const t of ['products', 'reviews', 'review_reports', 'profiles', 'service_verifications']) {
    await tx.execute(sql.raw(`explain select * from "${t}" limit 1`));
  }
}

/**
 * What approving a report adds in the database, in a transaction rolled back: the report, which
 * the product's figures leave out, approved, then its review's and product's figures
 * recomputed, as setReportStatus does; its lock, audit and notice are the same before and after
 * issue 47 and not timed here.
 */
async function approvalRecompute(
  db: Db,
  report: { id: string; reviewId: string; productId: string },
  variant: 'before' | 'old-code-now' | 'now',
): Promise<number> {
  let took = Number.NaN;
  try {
    await db.transaction(async (tx) => {
      if (variant === 'before') await stateBefore47(tx, report.productId);
      await warmTables(tx);
      const started = performance.now();
      await tx
        .update(reviewReports)
        .set({
          status: 'approved',
          publishedAt: sql`coalesce(${reviewReports.publishedAt}, now())`,
        })
        .where(eq(reviewReports.id, report.id));
      await recomputeFieldTestedMonths(tx, [report.reviewId]);
      if (variant === 'now') await recomputeProductAggregates(tx, report.productId);
      else await recomputeBefore47(tx, report.productId);
      took = performance.now() - started;
      tx.rollback();
    });
  } catch (err) {
    if (!(err instanceof TransactionRollbackError)) throw err;
  }
  return took;
}

/** A statement's plan, indented, with its execution time on the heading line. */
export async function explain(db: Executor, label: string, query: SQL) {
  const plan = rowsOf(await db.execute(sql`explain (analyze, buffers off) ${query}`)).map((r) =>
    String(Object.values(r)[0]),
  );
  const time = plan.find((l) => l.startsWith('Execution Time')) ?? 'Execution Time: ?';
  console.log(`\n${label} — EXPLAIN ${time}`);
  for (const line of plan) {
    if (!line.startsWith('Execution Time') && !line.startsWith('Planning Time')) {
      console.log(`    ${line}`);
    }
  }
}

const catalogue = (query: Record<string, string>) =>
  `/api/products?${new URLSearchParams(query).toString()}`;

/** The catalogue requests measured, and the query each one's page runs. */
function catalogueRequests(
  category: string,
): { what: string; query: Record<string, string>; aim: boolean }[] {
  return [
    { what: "sort=bri (today's catalogue)", query: { sort: 'bri' }, aim: false },
    { what: 'sort=durability', query: { sort: 'durability' }, aim: true },
    { what: 'sort=durability, page 10', query: { sort: 'durability', page: '10' }, aim: true },
    {
      what: `sort=durability, category=${category}`,
      query: { sort: 'durability', category },
      aim: true,
    },
    { what: 'fieldTested=1, sort=bri', query: { fieldTested: '1', sort: 'bri' }, aim: false },
    {
      what: 'fieldTested=1, sort=price-low',
      query: { fieldTested: '1', sort: 'price-low' },
      aim: false,
    },
  ];
}

async function measureReads(
  apps: { uncached: App; cached: App },
  member: Member,
  productId: string,
  category: string,
) {
  const durability = `/api/products/${productId}/durability`;
  const probes: Probe[] = [
    {
      what: 'GET /api/health (floor)',
      reader: 'visitor',
      time: timedGet(apps.uncached, null, '/api/health'),
    },
    {
      what: 'GET /api/me (signed-in floor)',
      reader: 'member',
      time: timedGet(apps.uncached, member, '/api/me'),
    },
  ];
  for (const [reader, caller] of [
    ['visitor', null],
    ['member', member],
  ] as const) {
    probes.push(
      {
        what: 'GET …/:id/durability, cache off',
        reader,
        aimMs: AIMS.uncachedP50Ms,
        time: timedGet(apps.uncached, caller, durability),
      },
      {
        what: 'GET …/:id/durability, cached',
        reader,
        aimMs: AIMS.cachedP50Ms,
        time: timedGet(apps.cached, caller, durability),
      },
    );
  }
  for (const request of catalogueRequests(category)) {
    for (const [reader, caller] of [
      ['visitor', null],
      ['member', member],
    ] as const) {
      probes.push({
        what: `GET /api/products?${request.what}`,
        reader,
        ...(request.aim && { aimMs: AIMS.sortP50Ms }),
        time: timedGet(apps.uncached, caller, catalogue(request.query)),
      });
    }
  }
  const first = await browser(apps.uncached, null).get(durability);
  const body = JSON.parse(decodedBody(first).toString()) as {
    owners: number;
    failures: number;
    curve: unknown[];
  };
  const hitsBefore = apps.cached.readCache.stats.hits;
  const rows = await inTurns(probes, READ_ROUNDS);
  const hits = apps.cached.readCache.stats.hits - hitsBefore;
  heading(`Reads at ${AT} (app.inject, ms)`);
  console.log(
    table(
      ['request', 'reader', 'n', 'p50', 'p90', 'p99', 'aim p50', 'load 1/5'],
      rows.map((r) => [
        r.what,
        r.reader,
        ...spreadCells(r.spread),
        r.aimMs === null ? '-' : `<= ${r.aimMs} ${mark(r.spread.p50 <= r.aimMs)}`,
        r.load,
      ]),
    ),
  );
  const decoded = first.headers['content-encoding'] ?? 'identity';
  console.log(
    `The durability answer: ${body.owners.toLocaleString('en-US')} owners, ${body.failures.toLocaleString('en-US')} failures, ` +
      `${body.curve.length} curve steps; ${first.rawPayload.length} bytes as sent (${decoded}). ` +
      `The cached app answered ${hits.toLocaleString('en-US')} of its ` +
      `${(2 * (READ_ROUNDS.warmup + READ_ROUNDS.timed)).toLocaleString('en-US')} durability requests from the cache. ` +
      "Every request carries a browser's Accept-Encoding; in-process, no socket or HTTP parsing.",
  );
  return rows;
}

/**
 * The plans behind the catalogue's durability requests, the recompute's read of reports, and a
 * view counted on a product keeping an estimate and on one keeping none (their triggers' times).
 */
async function explainPlans(
  db: Db,
  productId: string,
  category: string,
  viewed: { estimate: string; none: string },
) {
  heading('Query plans');
  for (const request of catalogueRequests(category).slice(1)) {
    const q = ZProductListQuery.parse(request.query);
    await explain(db, `catalogue page, ${request.what}`, pageStatement(db, q).getSQL());
  }
  await explain(
    db,
    "the recompute's count of the product's owners (issue 47)",
    ownersStatement(productId),
  );
  try {
    await db.transaction(async (tx) => {
      await stateBefore47(tx, productId);
      await explain(
        tx,
        'the same read before issue 47: scored reports only, without migration 0039 (rolled back)',
        scoredReportsBefore47(tx, productId).getSQL(),
      );
      tx.rollback();
    });
  } catch (err) {
    if (!(err instanceof TransactionRollbackError)) throw err;
  }
  for (const [which, id] of [
    [`a product keeping ${MEASURED}'s estimate`, viewed.estimate],
    ['a product keeping none', viewed.none],
  ]) {
    try {
      await db.transaction(async (tx) => {
        await explain(
          tx,
          `a view counted, ${which} (rolled back)`,
          sql`update products set view_count = view_count + 1 where id = ${id}`,
        );
        tx.rollback();
      });
    } catch (err) {
      if (!(err instanceof TransactionRollbackError)) throw err;
    }
  }
}

/**
 * Two products alike, field-tested by SQL and untouched by the approvals measured: one given
 * the measured product's estimate, one keeping none, so their view counts differ only in it.
 */
async function viewedProducts(db: Db, productId: string) {
  const [estimate, none] = rowsOf(
    await db.execute(sql`select id from products where field_tested_count >= 5
      and id <> ${productId} order by id limit 2`),
  ).map((r) => String(r.id));
  await db.execute(sql`insert into product_survival (product_id, owners, estimate)
    select ${estimate!}, owners, estimate from product_survival where product_id = ${productId}`);
  return { estimate: estimate!, none: none! };
}

async function measureWrites(
  app: App,
  db: Db,
  writer: Member,
  writersReview: string,
  viewed: { estimate: string; none: string },
) {
  const body = {
    monthsOwned: 24,
    state: 'in_service',
    content: 'Two years in: the straps have faded, the seams and buckles hold.',
  };
  const probes: Probe[] = [
    {
      what: 'GET /api/health (floor)',
      reader: 'visitor',
      time: timedGet(app, null, '/api/health'),
    },
    {
      what: 'GET /api/me (signed-in floor)',
      reader: 'owner',
      time: timedGet(app, writer, '/api/me'),
    },
    {
      what: 'POST /api/reviews/:id/reports (pending)',
      reader: 'owner',
      time: async () => {
        const started = performance.now();
        const res = await browser(app, writer).post(`/api/reviews/${writersReview}/reports`, body);
        const took = performance.now() - started;
        if (res.statusCode !== 201) throw new Error(`report: ${res.statusCode} ${res.body}`);
        // Gone again, untimed, so the member may write the next one now.
        await db.execute(
          sql`delete from review_reports where id = ${(res.json() as { id: string }).id}`,
        );
        return took;
      },
    },
    ...[
      [`a product keeping ${MEASURED}'s estimate`, viewed.estimate],
      ['a product keeping none', viewed.none],
    ].map(([which, id]) => ({
      what: `POST /api/products/:id/views, ${which}`,
      reader: 'visitor' as const,
      time: async () => {
        const started = performance.now();
        const res = await browser(app, null).post(`/api/products/${id}/views`);
        const took = performance.now() - started;
        if (res.statusCode !== 200) throw new Error(`views: ${res.statusCode} ${res.body}`);
        return took;
      },
    })),
  ];
  const rows = await inTurns(probes, WRITE_ROUNDS);
  heading(`Writes at ${AT} (app.inject, ms)`);
  console.log(
    table(
      ['request', 'reader', 'n', 'p50', 'p90', 'p99', 'load 1/5'],
      rows.map((r) => [r.what, r.reader, ...spreadCells(r.spread), r.load]),
    ),
  );
  return rows;
}

/** A statement or a computation, timed alone. */
const timedAlone = (run: () => unknown) => async () => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

/**
 * An approval of a report of the measured product, rejected beforehand (its figures leave it
 * out): the request, then rejected again untimed; the database work of it before issue 47, the
 * old code on today's tables and now, each rolled back; and the parts of the recompute that
 * changed, alone. All in turns, so every figure meets the same noise.
 */
async function measureApproval(
  app: App,
  db: Db,
  admin: Member,
  report: { id: string; reviewId: string; productId: string },
) {
  const decide = async (decision: 'approve' | 'reject') => {
    const url = `/api/admin/reports/${report.id}/${decision}`;
    const started = performance.now();
    const res = await browser(app, admin).post(url, {});
    const took = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return took;
  };
  await decide('reject');
  const { counts, modes } = await countOwners(db, report.productId);
  const probes: Probe[] = [
    {
      what: 'POST /api/admin/reports/:id/approve (request, now)',
      reader: 'admin',
      time: async () => {
        const took = await decide('approve');
        await decide('reject');
        return took;
      },
    },
    ...(
      [
        ['before', 'before issue 47: old recompute, tables before migration 0039'],
        ['old-code-now', '  the old recompute on the tables as they are now'],
        ['now', 'now: owners counted in the database, the estimate kept'],
      ] as const
    ).map(([variant, what]) => ({
      what,
      reader: '-' as const,
      time: () => approvalRecompute(db, report, variant),
    })),
    {
      what: '  of which, before and now: reading the scored reports',
      reader: '-',
      time: timedAlone(() => scoredReportsBefore47(db, report.productId)),
    },
    {
      what: '  of which, now: counting the owners (countOwners)',
      reader: '-',
      time: timedAlone(() => countOwners(db, report.productId)),
    },
    {
      what: '  of which, now: the estimate from the counts (durabilityFigures)',
      reader: '-',
      time: timedAlone(() => durabilityFigures(counts, modes)),
    },
    {
      what: "  of which, now: issue 48's reports stating a fit or a measure",
      reader: '-',
      time: timedAlone(() => approvedStatingReports(db, report.productId)),
    },
  ];
  const rows = await inTurns(probes, APPROVAL_ROUNDS);
  const p50 = (what: string) => rows.find((r) => r.what.includes(what))!.spread;
  const request = p50('approve (request');
  const before = p50('before issue 47');
  const now = p50('now: owners counted');
  // Only the recompute changed in the request's path: before issue 47 it took the old one's time.
  const requestBefore = request.p50 - now.p50 + before.p50;
  const ratio = now.p50 / before.p50;
  const requestRatio = request.p50 / requestBefore;
  const load = rows[0]!.load;
  heading(`Approving a report of ${MEASURED}, before issue 47 and now (ms)`);
  console.log(
    table(
      ['what', 'n', 'p50', 'p90', 'p99', '/ before', 'load 1/5'],
      rows.map((r, i) => [
        r.what,
        ...spreadCells(r.spread),
        i === 0
          ? `${requestRatio.toFixed(2)}x (est.)`
          : i <= 3
            ? `${(r.spread.p50 / before.p50).toFixed(2)}x`
            : '-',
        r.load,
      ]),
    ),
  );
  console.log(
    `now / before: ${ratio.toFixed(2)}x the recompute, ${requestRatio.toFixed(2)}x the request ` +
      `(aim <= ${AIMS.writeRatio}x), the request before estimated at ${ms(requestBefore)} ms: its p50 ` +
      "now less the recompute's difference. The request through app.inject; the rest in process " +
      "in a transaction rolled back: the report approved, its review's longest ownership and the " +
      "product's figures recomputed. Before: aggregates.ts at the parent of 45f9014, " +
      "reconstructed in bench/durability.ts, on the tables without migration 0039's columns and " +
      `indexes. The owners came counted in ${counts.length} rows by month and outcome and ` +
      `${modes.length} by failure mode. load ${loadAverage()}`,
  );
  return { rows, before, now, request, ratio, requestRatio, load };
}

export async function runDurability(): Promise<DurabilityResult> {
  heading(`How long gear lasts: the survival estimate at ${AT} (issue 47)`);
  const target = await openBenchDatabase();
  const apps: App[] = [];
  try {
    const { database } = target;
    const db = database.jobs;
    const started = performance.now();
    await insertProducts(db, 0, PRODUCTS);
    await giveFieldTestedFigures(db);
    const [measured] = rowsOf(
      await db.execute(sql`select id, category from products order by id limit 1`),
    );
    const productId = String(measured!.id);
    const category = String(measured!.category);
    await ownersReports(db, productId);
    const uncached = await appOn(database);
    apps.push(uncached);
    const cached = await appOn(database, { readCacheBytes: READ_CACHE_BYTES });
    apps.push(cached);
    const t = { app: uncached, db: database.db };
    const member = await createMember(t);
    const writer = await createMember(t);
    const admin = await createMember(t, { roles: ['admin'] });
    const writersReview = await writersHistory(db, productId, writer.id);
    await settleFigures(db, productId);
    // The last report of an owner whose gear failed: deciding it moves the estimate.
    const [decided] = rowsOf(
      await db.execute(sql`select id, review_id from review_reports
        where user_id = 'owner-4' order by months_owned desc limit 1`),
    );
    const report = { id: String(decided!.id), reviewId: String(decided!.review_id), productId };
    const count = (query: SQL) => scalar(db, query).then((n) => n.toLocaleString('en-US'));
    console.log(
      `loaded in ${seconds(started)} (load ${loadAverage()}): ${PRODUCTS.toLocaleString('en-US')} products, ` +
        `${await count(sql`select count(*) from products where field_tested_count > 0`)} field-tested by SQL ` +
        `(${await count(sql`select count(*) from products where survival_12_months is not null`)} with a 12-month share); ` +
        `the measured product (${category}) has ` +
        `${await count(sql`select count(*) from reviews where product_id = ${productId}`)} approved reviews, ` +
        `${await count(sql`select count(*) from review_reports where product_id = ${productId}`)} approved reports, ` +
        `${await count(sql`select field_tested_count from products where id = ${productId}`)} owners, ` +
        `12-month survival ${await scalar(db, sql`select round(survival_12_months::numeric, 3) from products where id = ${productId}`)}, ` +
        `estimate ${await count(sql`select pg_column_size(estimate) from product_survival where product_id = ${productId}`)} bytes stored`,
    );
    const reads = await measureReads({ uncached, cached }, member, productId, category);
    await cached.close();
    apps.pop();
    const viewed = await viewedProducts(db, productId);
    await explainPlans(db, productId, category, viewed);
    const writes = await measureWrites(uncached, db, writer, writersReview, viewed);
    const approval = await measureApproval(uncached, database.db, admin, report);
    return { reads, writes, approval };
  } finally {
    try {
      for (const app of apps) await app.close();
    } finally {
      await target.dispose();
    }
  }
}

/** The summary's rows: each read with an aim, and the write against today's cost. */
export function durabilitySummary(result: DurabilityResult | null): string[][] {
  if (!result) return [];
  const rows = result.reads
    .filter((r) => r.aimMs !== null)
    .map((r) => [
      `${r.what.replace('GET /api/products?', 'catalogue ').replace('GET …/:id/', '')}, ${r.reader} @ ${AT} p50`,
      `<= ${r.aimMs} ms`,
      `${ms(r.spread.p50)} ms (p99 ${ms(r.spread.p99)}, load ${r.load})`,
      mark(r.spread.p50 <= r.aimMs!),
    ]);
  const { approval } = result;
  rows.push(
    [
      "approving a report: the recompute's p50 now / before issue 47",
      `<= ${AIMS.writeRatio}x`,
      `${approval.ratio.toFixed(2)}x (${ms(approval.now.p50)} / ${ms(approval.before.p50)} ms, load ${approval.load})`,
      mark(approval.ratio <= AIMS.writeRatio),
    ],
    [
      '  the approval request, p50 now / before (estimated)',
      `<= ${AIMS.writeRatio}x`,
      `${approval.requestRatio.toFixed(2)}x (now ${ms(approval.request.p50)} ms)`,
      mark(approval.requestRatio <= AIMS.writeRatio),
    ],
  );
  return rows;
}
