// Issue 29's aim: the risk score of the whole moderation queue — 10,000 pending reviews beside
// 1,000,000 approved ones — within a p50 of 50 ms (reviewRisks: its two statements and the
// scoring), printed beside what a moderator waits for, GET /api/admin/reviews (that score, then
// the 200 riskiest with their text); and what writing a review costs at that size now that its
// risk signals (links, the author's burst, the most similar of a bounded set of reviews) are
// recorded in its transaction. Prints figures beside the load average; asserts nothing.
import { eq, sql, type SQL } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { inProcessConfig } from '../src/server/config';
import { reviews } from '../src/server/features/reviews/schema';
import type { Db, Executor } from '../src/server/db/types';
import { listPendingReviews } from '../src/server/features/reviews/moderation/queues';
import {
  pendingFlagsStatement,
  pendingFlagWeights,
} from '../src/server/features/reviews/moderation/pending-flag-weight';
import {
  reviewRisks,
  riskFiguresStatement,
} from '../src/server/features/reviews/moderation/risk-figures';
import {
  DUPLICATE_CANDIDATES,
  recordRiskSignals,
  riskSignalsUpsert,
} from '../src/server/features/reviews/moderation/risk-signals';
import { createMember, type Member } from '../src/server/test/accounts';
import { requestsFrom } from '../src/server/test/requests';
import { reviewRequest } from '../src/server/test/fixtures';
import { openBenchDatabase } from './database';
import { insertProducts, rowsOf } from './generate-products';
import { insertMembers, scalar, withoutChecks } from './notifications';
import { loadAverage } from './processes';
import { heading, ms, seconds, spread, table, type Spread } from './stats';

export const APPROVED = 1_000_000;
export const PENDING = 10_000;
/** A prime, so (member, product) of the approved reviews never repeats (one review each). */
const PRODUCTS = 10_007;
const MEMBERS = 100_000;
/** The pending reviews' authors: fewer than the reviews, so some wrote several in a day. */
const PENDING_AUTHORS = 6_000;
/** Members with a record of decided flags, and the flags each has had decided. */
const FLAGGERS = 3_000;
const DECIDED_EACH = 20;
/** Pending reviews hidden by three members' flags; approved ones flagged once. */
const HIDDEN = 1_000;
const FLAGGED_APPROVED = 2_000;

const WARMUP = 10;
const QUEUE_REQUESTS = 200;
const FLAG_REQUESTS = 50;
const WRITERS = 20;
const WRITES_EACH = 5;
const SIGNAL_RUNS = 200;

/** The whole queue's risk score (reviewRisks), p50. */
export const AIMS = { scoreP50Ms: 50 };

export interface ModerationResult {
  /** The whole queue's risk scored: reviewRisks. */
  scored: Spread;
  /** GET /api/admin/reviews. */
  queue: Spread;
  flags: Spread;
  write: Spread;
  signals: Spread;
  load: string;
}

/**
 * A review's text from its number: a few hundred characters of field report, phrases picked
 * by different digits, and a tail of its own so no two are the same.
 */
const reviewText = (g: SQL) => sql`concat_ws(' ',
  (array['Carried it through', 'Used it on', 'Took it to', 'Wore it during', 'Relied on it for'])[1 + ${g} % 5],
  (array['a two-week field exercise.', 'a nine-month deployment.', 'basic training.',
    'a long weekend at the range.', 'daily PT in garrison.', 'a winter rotation.'])[1 + (${g} / 5) % 6],
  (array['The stitching held where cheaper ones tore.', 'Straps stayed put under a full ruck.',
    'It dried overnight after a river crossing.', 'The zips jammed once with sand, then freed.',
    'Fits over issued gear without fuss.', 'Lighter than what supply hands out.',
    'Battery lasted the whole exercise.', 'Nothing rattled on a night movement.'])[1 + (${g} / 30) % 8],
  (array['Would buy again.', 'Worth the money for anyone in the field.',
    'Not for the price, but it works.', 'My squad bought three more.',
    'Recommended to every new private.', 'It earned its place in my go-bag.',
    'Five stars from a picky NCO.'])[1 + (${g} / 240) % 7],
  repeat('Held up through mud, rain and a crowded wall locker. ', (${g} % 4)::int),
  'Unit ' || ${g} % 997 || ', ref ' || md5(${g}::text) || '.')`;

/** Loads the site: products, members, a million approved reviews, the pending queue. */
export async function loadModerationSite(db: Db) {
  const started = performance.now();
  await insertProducts(db, 0, PRODUCTS);
  await insertMembers(db, 'member', MEMBERS);
  await insertMembers(db, 'pend', PENDING_AUTHORS);
  await withoutChecks(db, async (tx) => {
    // Accounts of every age; a fifth of the members, and a third of pending authors, verified.
    await tx.execute(sql`update "user" set created_at = now() - (
      case when id like 'pend-%' then (split_part(id, '-', 2)::int % 400)
           else (split_part(id, '-', 2)::int % 730) end) * interval '1 day'
      - interval '1 hour'`);
    await tx.execute(sql`update profiles p set created_at = u.created_at
      from "user" u where u.id = p.user_id`);
    await tx.execute(sql`
      insert into service_verifications (user_id, affiliation, method, verified_at, expires_at)
      select id, 'veteran', 'oidc', now() - interval '10 days', now() + interval '355 days'
      from "user" where (id like 'member-%' and split_part(id, '-', 2)::int % 5 = 0)
        or (id like 'pend-%' and split_part(id, '-', 2)::int % 3 = 0)`);
    await tx.execute(sql`
      insert into user_roles (user_id, role)
      select 'member-' || g, 'admin' from generate_series(1, 10) g`);
    await tx.execute(sql`
      create temporary table product_index on commit drop as
      select id, (row_number() over (order by id) - 1)::int as i from products`);
    await tx.execute(sql`
      insert into reviews (product_id, user_id, status, title, content, rating, durability,
        portability, cost_value, civilian_adaptation, overall_utility, created_at, updated_at,
        published_at)
      select p.id, 'member-' || (1 + g % ${MEMBERS}::int), 'approved', 'Field report ' || g,
        ${reviewText(sql`g`)}, 1 + g % 5, 1 + g % 10, 1 + (g / 10) % 10, 1 + (g / 100) % 10,
        1 + (g / 1000) % 10, 1 + (g / 7) % 10, t, t, t
      from generate_series(0, ${APPROVED - 1}::int) g
      cross join lateral (select now() - ((g::bigint * 7919) % (3 * 365 * 86400)) * interval '1 second' as t) ts
      join product_index p on p.i = g % ${PRODUCTS}::int`);
    // The queue: the last week's pending reviews, one in ten with links, one in twenty like an
    // approved review of the same product.
    await tx.execute(sql`
      insert into reviews (product_id, user_id, status, title, content, rating, durability,
        portability, cost_value, civilian_adaptation, overall_utility, created_at, updated_at)
      select p.id, 'pend-' || (1 + g % ${PENDING_AUTHORS}::int), 'pending', 'Pending report ' || g,
        ${reviewText(sql`g`)} || case when g % 10 = 0
          then ' Buy it at https://deals.example/' || g || ' or www.cheap.example' else '' end,
        1 + g % 5, 8, 8, 8, 8, 8, t, t
      from generate_series(0, ${PENDING - 1}::int) g
      cross join lateral (select now() - (g % (7 * 24 * 60)) * interval '1 minute' as t) ts
      join product_index p on p.i = g % ${PRODUCTS}::int`);
    // Flaggers' records: 20 decided flags each, seven in ten agreed with.
    await tx.execute(sql`
      insert into review_flags (review_id, user_id, reason, status, resolved_at)
      select r.id, 'member-' || (1 + r.n % ${FLAGGERS}::int), 'spam',
        (case when r.n % 10 < 7 then 'resolved' else 'dismissed' end)::flag_status, now()
      from (select id, row_number() over () as n from reviews
            where status = 'approved' limit ${FLAGGERS * DECIDED_EACH}) r`);
    await tx.execute(sql`
      insert into flag_records (user_id, agreed, disagreed)
      select user_id, count(*) filter (where status = 'resolved'),
        count(*) filter (where status = 'dismissed')
      from review_flags group by user_id`);
    await tx.execute(sql`
      update reviews set hidden_by_flags_at = created_at + interval '1 hour'
      where id in (select id from reviews where status = 'pending' order by id limit ${HIDDEN})`);
    await tx.execute(sql`
      insert into review_flags (review_id, user_id, reason)
      select h.id, 'member-' || (1 + (h.n * 3 + k) % ${FLAGGERS}::int), 'misleading'
      from (select id, row_number() over (order by id) as n from reviews
            where hidden_by_flags_at is not null) h, generate_series(0, 2) k`);
    await tx.execute(sql`
      insert into review_flags (review_id, user_id, reason)
      select r.id, 'member-' || (1 + (r.n * 7) % ${FLAGGERS}::int), 'off-topic'
      from (select id, row_number() over (order by created_at desc) as n from reviews
            where status = 'approved' order by created_at desc limit ${FLAGGED_APPROVED}) r`);
    // The signals the queues read: each pending or flagged review's, as written or flagged.
    await tx.execute(sql`
      insert into review_risk_signals
        (review_id, similar_review_id, similar_product_id, similarity, link_count, recent_reviews)
      select r.id,
        case when n % 20 = 0 then (select o.id from reviews o
          where o.product_id = r.product_id and o.status = 'approved' limit 1) end,
        case when n % 20 = 0 then r.product_id end,
        case when n % 20 = 0 then 0.6 + (n % 40) / 100.0 end,
        (select count(*) from regexp_matches(r.content, '(https?://|www\\.)\\S+', 'gi')),
        (select count(*) from reviews o where o.user_id = r.user_id and o.id <> r.id
          and o.created_at between r.created_at - interval '24 hours' and r.created_at)
      from (select id, product_id, user_id, content, created_at,
              row_number() over (order by id) as n
            from reviews where status = 'pending' or id in
              (select review_id from review_flags where status = 'pending')) r`);
  });
  await db.execute(sql`vacuum analyze`);
  const pending = await scalar(db, sql`select count(*) from reviews where status = 'pending'`);
  const approved = await scalar(db, sql`select count(*) from reviews where status = 'approved'`);
  const size = await scalar(db, sql`select pg_total_relation_size('reviews') / 1048576`);
  const signals = await scalar(db, sql`select count(*) from review_risk_signals`);
  console.log(
    `${approved.toLocaleString('en-US')} approved and ${pending.toLocaleString('en-US')} pending ` +
      `reviews (${HIDDEN.toLocaleString('en-US')} hidden by 3 flags each), ` +
      `${PRODUCTS.toLocaleString('en-US')} products, ` +
      `${(MEMBERS + PENDING_AUTHORS).toLocaleString('en-US')} members; reviews table ${size} MB; ` +
      `${signals.toLocaleString('en-US')} reviews' risk signals (pending or flagged); ` +
      `loaded in ${seconds(started)} (load ${loadAverage()})`,
  );
}

async function timed(n: number, run: (i: number) => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < WARMUP + n; i += 1) {
    const started = performance.now();
    await run(i);
    if (i >= WARMUP) samples.push(performance.now() - started);
  }
  return spread(samples);
}

async function get(caller: ReturnType<typeof requestsFrom>, url: string) {
  const res = await caller.get(url);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res;
}

/** The plan of each statement behind the queue, with its execution time. */
async function explain(db: Executor, label: string, query: SQL) {
  const plan = rowsOf(await db.execute(sql`explain (analyze, buffers off) ${query}`)).map((r) =>
    String(Object.values(r)[0]),
  );
  const time = plan.find((l) => l.startsWith('Execution Time')) ?? 'Execution Time: ?';
  console.log(`\n${label} — EXPLAIN ${time}`);
  for (const line of plan) if (!line.startsWith('Execution Time')) console.log(`    ${line}`);
}

/** Members writing reviews of products they have not reviewed, each POST timed. */
async function writes(app: Awaited<ReturnType<typeof buildApp>>, db: Db) {
  const writers: Member[] = [];
  for (let i = 0; i < WRITERS; i += 1) writers.push(await createMember({ app, db }));
  const productIds = rowsOf(
    await db.execute(
      sql`select id from products order by id limit ${WRITERS * WRITES_EACH + WARMUP}`,
    ),
  ).map((r) => String(r.id));
  return timed(WRITERS * WRITES_EACH, async (i) => {
    const writer = writers[i % WRITERS]!;
    const content = `Took it on exercise ${i}: the buckles held and the seams did not fray. ${i}`;
    const res = await requestsFrom(app, writer).post(
      `/api/products/${productIds[i]}/reviews`,
      reviewRequest({ title: `Bench write ${i}`, content }),
    );
    if (res.statusCode !== 201) throw new Error(`write: ${res.statusCode} ${res.body}`);
  });
}

export async function runModeration(): Promise<ModerationResult> {
  heading('Moderation queue scored by risk (issue 29)');
  const target = await openBenchDatabase();
  const { database } = target;
  const db = database.jobs;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await loadModerationSite(db);
    app = await buildApp(inProcessConfig(), database);
    await app.ready();
    const admin = await createMember({ app, db: database.db }, { roles: ['admin'] });
    const moderator = requestsFrom(app, admin);
    const first = (await get(moderator, '/api/admin/reviews')).json().items;
    const queue = await timed(QUEUE_REQUESTS, () => get(moderator, '/api/admin/reviews'));
    const queueLoad = loadAverage();
    const flags = await timed(FLAG_REQUESTS, () => get(moderator, '/api/admin/flags'));
    const flagsLoad = loadAverage();
    const floor = await timed(QUEUE_REQUESTS, () => get(moderator, '/api/admin/settings'));
    const service = await timed(QUEUE_REQUESTS, () => listPendingReviews(database.db));
    const pendingScope = eq(reviews.status, 'pending');
    const scored = await timed(QUEUE_REQUESTS, () => reviewRisks(database.db, pendingScope));
    const figures = await timed(QUEUE_REQUESTS, () =>
      database.db.execute(riskFiguresStatement(pendingScope)),
    );
    const weights = await timed(QUEUE_REQUESTS, () => pendingFlagWeights(database.db));
    const write = await writes(app, database.db);
    const writeLoad = loadAverage();
    const ids = rowsOf(
      await db.execute(
        sql`select id from reviews where status = 'pending' order by id limit ${SIGNAL_RUNS + WARMUP}`,
      ),
    ).map((r) => String(r.id));
    const signals = await timed(SIGNAL_RUNS, (i) =>
      database.db.transaction((tx) => recordRiskSignals(tx, ids[i]!)),
    );
    const signalsLoad = loadAverage();

    heading('GET /api/admin/reviews with the whole queue scored (app.inject, ms)');
    const row = (label: string, s: Spread, load: string) => [
      label,
      String(s.n),
      ms(s.p50),
      ms(s.p90),
      ms(s.p99),
      load,
    ];
    console.log(
      table(
        ['what', 'n', 'p50', 'p90', 'p99', 'load 1/5'],
        [
          row(
            `GET /api/admin/reviews (${PENDING.toLocaleString('en-US')} scored)`,
            queue,
            queueLoad,
          ),
          row('  an admin route’s floor (GET /api/admin/settings)', floor, queueLoad),
          row('  listPendingReviews (the service)', service, queueLoad),
          row('  of which: reviewRisks (both statements, scored)', scored, queueLoad),
          row('    the figures statement alone', figures, queueLoad),
          row('    the pending flags’ weights alone', weights, queueLoad),
          row('GET /api/admin/flags', flags, flagsLoad),
          row('POST /api/products/:id/reviews (with risk signals)', write, writeLoad),
          row('  of which: recordRiskSignals alone', signals, signalsLoad),
        ],
      ),
    );
    console.log(
      `aim: the whole queue's risk score (reviewRisks) p50 <= ${AIMS.scoreP50Ms} ms. The first answer held ${first.length} items, the ` +
        `riskiest scoring ${first[0]?.risk.score} (${first[0]?.risk.reasons.map((r: { code: string }) => r.code).join(', ')}). ` +
        `Duplicate candidates per write: ${DUPLICATE_CANDIDATES.perProduct} per status of the ` +
        `product's, ${DUPLICATE_CANDIDATES.perAuthor} of the author's, ` +
        `${DUPLICATE_CANDIDATES.perSite} per status of the site's newest reviews.`,
    );
    heading('Query plans');
    await explain(
      db,
      'the queue’s figures (risk-figures.ts)',
      riskFiguresStatement(eq(reviews.status, 'pending')),
    );
    await explain(
      db,
      'the pending flags and their flaggers (pending-flag-weight.ts)',
      pendingFlagsStatement(),
    );
    await db
      .transaction(async (tx) => {
        await explain(
          tx,
          'one review’s risk signals (risk-signals.ts, rolled back)',
          riskSignalsUpsert(ids[0]!),
        );
        throw new RolledBack();
      })
      .catch((err: unknown) => {
        if (!(err instanceof RolledBack)) throw err;
      });
    return { scored, queue, flags, write, signals, load: loadAverage() };
  } finally {
    try {
      await app?.close();
    } finally {
      await target.dispose();
    }
  }
}

class RolledBack extends Error {}
