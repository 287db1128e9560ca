// Issue 28's aims: the moderator's approval of a review of a product in 10,000 members' Gear
// Kits against one of a product in none (alternated, so noise hits both), the worker's fan-out
// that tells those members, and a member's notifications and unread count with 1,000,000 rows
// in the table against 1,000. Prints figures beside the load average; asserts nothing.
import { sql, type SQL } from 'drizzle-orm';
import { NOTIFICATION_KINDS, NOTIFICATION_KIND_IDS } from '@shared/notifications';
import { REVIEW_SCORES } from '../e2e/accounts-data';
import { buildApp } from '../src/server/app';
import { inProcessConfig, type AppConfig } from '../src/server/config';
import type { Database } from '../src/server/db/client';
import { reviews } from '../src/server/features/reviews/schema';
import type { Db, Tx } from '../src/server/db/types';
import { KIT_REVIEW_QUEUE } from '../src/server/features/notifications/queues';
import { JOBS_SCHEMA, type JobSettings } from '../src/server/lib/jobs/job-queue';
import { MAIL_QUEUE } from '../src/server/lib/mail/outbox';
import type { Mailer } from '../src/server/lib/mail/mailer';
import { createMember, type Member } from '../src/server/test/accounts';
import { insertProduct } from '../src/server/test/fixtures';
import { discardingMailer } from '../src/server/test/harness';
import { requestsFrom } from '../src/server/test/requests';
import { until } from '../src/server/test/until';
import { openBenchDatabase, type Target } from './database';
import { rowsOf } from './generate-products';
import { loadAverage } from './processes';
import { heading, ms, percentile, seconds, spread, table, type Spread } from './stats';

/** Members whose Gear Kit holds the popular product. */
export const HOLDERS = 10_000;
/** One holder in this many has turned on e-mail for new reviews of their Gear Kit. */
const EMAIL_ONE_IN = 10;
const WARMUP_APPROVALS = 5;
const APPROVALS = 100;
const FAN_OUTS = 3;
const FAN_OUT_POLL_MS = 50;
/** How long a fan-out, and then the sending of its mail, may take before it counts as stuck. */
const FAN_OUT_LIMIT_MS = 60_000;
const MAIL_LIMIT_MS = 120_000;
/** The production worker's settings (config.ts loadConfig). */
export const WORKER: JobSettings = { work: true, pollMs: 1000, maintenanceSeconds: 60 };

/** Each member in the notification table has this many rows, a fifth of them unread. */
const PER_MEMBER = 50;
const UNREAD_ONE_IN = 5;
export const NOTIFICATION_ROWS = [1_000, 1_000_000] as const;
const READ_WARMUP = 100;
const READ_REQUESTS = 2_000;
const DIRECT_RUNS = 20;
const INSUFFICIENT_PRIVILEGE = '42501';

export const AIMS = {
  /** The approval's p50 with 10,000 holders, as a share of one with none: ±10 %. */
  approveRatio: 0.1,
  fanOutMs: 5_000,
  readP99Ms: 5,
};

export interface FanOutRow {
  approveMs: number;
  /** Kit notifications written, and mail jobs queued, when the approval answered. */
  toldAtAnswer: number;
  mailsAtAnswer: number;
  /** From the approval's answer until every holder's notification was there; NaN: never. */
  toldMs: number;
  told: number;
  mails: number;
  /** From the job's queueing until a worker took it (pg-boss's own stamps). */
  pickupMs: number;
  /** From the approval's answer until the worker had sent all its mail; NaN: never. */
  sentMs: number;
  load: string;
}

export interface ReadRow {
  rows: number;
  route: string;
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  answer: string;
  load: string;
}

export interface NotificationsResult {
  approve: { kit: Spread; none: Spread; load: string };
  fanOuts: FanOutRow[];
  reads: ReadRow[];
}

type App = Awaited<ReturnType<typeof buildApp>>;

export async function appOn(
  database: Database,
  jobs: JobSettings,
  mailer: Mailer,
  overrides: Partial<AppConfig> = {},
) {
  const app = await buildApp(inProcessConfig({ jobs, ...overrides }), database, { mailer });
  await app.ready();
  return app;
}

export async function scalar(db: Db, query: SQL): Promise<number> {
  return Number(Object.values(rowsOf(await db.execute(query))[0] ?? {})[0] ?? Number.NaN);
}

/**
 * `count` members at once in SQL (ids `${prefix}-1`, …), as the catalogue's products are: a
 * sign-up each would cost minutes and measure nothing here.
 */
export async function insertMembers(db: Db, prefix: string, count: number): Promise<string[]> {
  const series = sql`generate_series(1, ${count}::int) as g`;
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified)
    select ${prefix} || '-' || g, 'Bench ' || g, ${prefix} || g || '@example.test', true
    from ${series}`);
  await db.execute(sql`
    insert into profiles (user_id, name, branch)
    select ${prefix} || '-' || g, 'Bench ' || g, 'army' from ${series}`);
  return Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}`);
}

/** One pending review of `productId` by each author, as the moderation queue holds them. */
async function pendingReviews(db: Db, productId: string, authorIds: string[]) {
  return db
    .insert(reviews)
    .values(
      authorIds.map((userId) => ({
        productId,
        userId,
        status: 'pending' as const,
        title: `Held up on exercise (${userId})`,
        content: 'Carried it through a two-week field exercise; nothing came loose.',
        ...REVIEW_SCORES,
      })),
    )
    .returning({ id: reviews.id, authorId: reviews.userId });
}

type Review = Awaited<ReturnType<typeof pendingReviews>>[number];

/** The product's Gear Kits, a tenth of whose holders asked for new reviews by e-mail. */
async function fillGearKits(db: Db, productId: string) {
  await insertMembers(db, 'holder', HOLDERS);
  await db.execute(sql`
    insert into wishlists (user_id, product_id)
    select 'holder-' || g, ${productId}::uuid from generate_series(1, ${HOLDERS}::int) as g`);
  await db.execute(sql`
    insert into notification_settings (user_id, kind, in_site, by_email)
    select 'holder-' || g, 'kit_review', true, true
    from generate_series(${EMAIL_ONE_IN}::int, ${HOLDERS}::int, ${EMAIL_ONE_IN}::int) as g`);
}

const toldOf = (db: Db, review: Review) =>
  scalar(
    db,
    sql`select count(*) from notifications
        where kind = 'kit_review' and actor_id = ${review.authorId}`,
  );

const mailsSince = (db: Db, since: string) =>
  scalar(
    db,
    sql`select count(*) from ${sql.identifier(JOBS_SCHEMA)}.job
        where name = ${MAIL_QUEUE} and created_on >= ${since}::timestamptz`,
  );

/** How long `check` took to hold, polled every `everyMs`; NaN when not within `limitMs`. */
const within = (check: () => Promise<boolean>, limitMs: number, everyMs: number) =>
  until(check, limitMs, everyMs).catch(() => Number.NaN);

/**
 * The moderator's approvals, a review of the popular product and one of the product in no
 * Gear Kit in turn (ABBA), the worker off: the request's work is the same for both (the
 * review, the product's aggregates, the audit row, the author's notice and mail, one job
 * queued); only the job, run later, depends on the holders.
 */
async function approvals(app: App, cookie: string, kit: Review[], none: Review[]) {
  const moderator = requestsFrom(app, { cookie });
  const approve = async (review: Review) => {
    const started = performance.now();
    const res = await moderator.post(`/api/admin/reviews/${review.id}/approve`);
    const took = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`approve: ${res.statusCode} ${res.body}`);
    return took;
  };
  for (let i = 0; i < WARMUP_APPROVALS; i += 1) {
    await approve(kit[i]!);
    await approve(none[i]!);
  }
  const kitMs: number[] = [];
  const noneMs: number[] = [];
  for (let i = WARMUP_APPROVALS; i < WARMUP_APPROVALS + APPROVALS; i += 1) {
    if (i % 2 === 0) {
      kitMs.push(await approve(kit[i]!));
      noneMs.push(await approve(none[i]!));
    } else {
      noneMs.push(await approve(none[i]!));
      kitMs.push(await approve(kit[i]!));
    }
  }
  return { kit: spread(kitMs), none: spread(noneMs), load: loadAverage() };
}

/**
 * With the worker on as in production: one approval, then polling until every holder has
 * their notification, and until the worker has sent the mail it queued.
 */
async function fanOut(app: App, db: Db, cookie: string, review: Review, sent: () => number) {
  const moderator = requestsFrom(app, { cookie });
  const since = String(rowsOf(await db.execute(sql`select clock_timestamp()::text as t`))[0]!.t);
  const sentBefore = sent();
  const started = performance.now();
  const res = await moderator.post(`/api/admin/reviews/${review.id}/approve`);
  const answered = performance.now();
  if (res.statusCode !== 200) throw new Error(`approve: ${res.statusCode} ${res.body}`);
  const toldAtAnswer = await toldOf(db, review);
  const mailsAtAnswer = await mailsSince(db, since);
  const toldWithin = await within(
    async () => (await toldOf(db, review)) >= HOLDERS,
    FAN_OUT_LIMIT_MS,
    FAN_OUT_POLL_MS,
  );
  // `until` counts from its first poll, a moment after the answer: the answer is the start.
  const toldMs = Number.isNaN(toldWithin) ? toldWithin : performance.now() - answered;
  const mails = await mailsSince(db, since);
  const sentWithin = await within(async () => sent() - sentBefore >= mails, MAIL_LIMIT_MS, 100);
  const sentMs = Number.isNaN(sentWithin) ? sentWithin : performance.now() - answered;
  const pickupMs = await scalar(
    db,
    sql`select extract(epoch from started_on - created_on) * 1000 from ${sql.identifier(JOBS_SCHEMA)}.job
        where name = ${KIT_REVIEW_QUEUE} and data->>'reviewId' = ${review.id}`,
  );
  return {
    approveMs: answered - started,
    toldAtAnswer,
    mailsAtAnswer,
    toldMs,
    told: await toldOf(db, review),
    mails,
    pickupMs,
    sentMs,
    load: loadAverage(),
  };
}

async function approvalsAndFanOut() {
  const target = await openBenchDatabase();
  const { database } = target;
  const db = database.jobs;
  let app: App | undefined;
  try {
    const started = performance.now();
    const popular = await insertProduct(db, { name: 'Bench Popular Pack' });
    const unheld = await insertProduct(db, { name: 'Bench Unheld Pack' });
    await fillGearKits(db, popular.id);
    const authors = await insertMembers(db, 'author', WARMUP_APPROVALS + APPROVALS + FAN_OUTS);
    const kit = await pendingReviews(db, popular.id, authors);
    const none = await pendingReviews(
      db,
      unheld.id,
      authors.slice(0, WARMUP_APPROVALS + APPROVALS),
    );
    await db.execute(sql`vacuum analyze`);
    console.log(
      `${HOLDERS.toLocaleString('en-US')} members hold one product in their Gear Kit ` +
        `(1 in ${EMAIL_ONE_IN} by e-mail too), ${authors.length} authors' pending reviews of it ` +
        `and ${none.length} of a product in no Gear Kit; loaded in ${seconds(started)} ` +
        `(load ${loadAverage()})`,
    );

    app = await appOn(database, inProcessConfig().jobs, discardingMailer);
    const moderator = await createMember({ app, db: database.db }, { roles: ['admin'] });
    const approve = await approvals(app, moderator.cookie, kit, none);
    const queued = await scalar(
      db,
      sql`select count(*) from ${sql.identifier(JOBS_SCHEMA)}.job where name = ${KIT_REVIEW_QUEUE}`,
    );
    const toldMeanwhile = await scalar(
      db,
      sql`select count(*) from notifications where kind = 'kit_review'`,
    );
    await app.close();
    app = undefined;
    // The timed approvals' jobs are dropped unworked: the worker below starts on empty queues.
    await db.execute(
      sql`delete from ${sql.identifier(JOBS_SCHEMA)}.job where name in (${KIT_REVIEW_QUEUE}, ${MAIL_QUEUE})`,
    );

    let sent = 0;
    const counting: Mailer = { send: async () => void (sent += 1) };
    app = await appOn(database, WORKER, counting);
    const fanOuts: FanOutRow[] = [];
    for (const review of kit.slice(WARMUP_APPROVALS + APPROVALS)) {
      fanOuts.push(await fanOut(app, db, moderator.cookie, review, () => sent));
    }
    printApprovals(approve, queued, toldMeanwhile);
    printFanOuts(fanOuts);
    return { approve, fanOuts };
  } finally {
    try {
      await app?.close();
    } finally {
      await target.dispose();
    }
  }
}

function printApprovals(approve: NotificationsResult['approve'], queued: number, told: number) {
  heading(`Approving a review (POST /api/admin/reviews/:id/approve, app.inject, ms)`);
  const row = (label: string, s: Spread) => [
    label,
    String(s.n),
    ms(s.p50),
    ms(s.p90),
    ms(s.p99),
    approve.load,
  ];
  console.log(
    table(
      ['product of the review', 'n', 'p50', 'p90', 'p99', 'load 1/5'],
      [
        row(`in ${HOLDERS.toLocaleString('en-US')} Gear Kits`, approve.kit),
        row('in no Gear Kit', approve.none),
      ],
    ),
  );
  console.log(
    `p50 ratio ${(approve.kit.p50 / approve.none.p50).toFixed(2)} ` +
      `(aim 1 ± ${AIMS.approveRatio}); ${APPROVALS} approvals of each, alternated A B B A, ` +
      `after ${WARMUP_APPROVALS} of each untimed; distinct authors, one review each per product.\n` +
      'The worker was off: each first approval queues the same one fan-out job whatever the ' +
      `holders, and ${queued} were left queued with ${told} Gear Kit notifications written, so ` +
      'no 10,000-row fan-out shared the 2 CPUs with the requests being timed. The fan-out is ' +
      'timed below, with the worker on.',
  );
}

function printFanOuts(rows: FanOutRow[]) {
  heading(`Fan-out to ${HOLDERS.toLocaleString('en-US')} Gear Kits (worker on, poll 1 s)`);
  console.log(
    table(
      [
        'run',
        'approve ms',
        'at answer told/mails',
        'all told after',
        'told',
        'mails queued',
        'taken after',
        'mail sent after',
        'load 1/5',
      ],
      rows.map((r, i) => [
        String(i + 1),
        ms(r.approveMs),
        `${r.toldAtAnswer} / ${r.mailsAtAnswer}`,
        Number.isNaN(r.toldMs) ? 'not within 60 s' : `${ms(r.toldMs)} ms`,
        r.told.toLocaleString('en-US'),
        r.mails.toLocaleString('en-US'),
        `${ms(r.pickupMs)} ms`,
        Number.isNaN(r.sentMs) ? 'not within 120 s' : `${ms(r.sentMs)} ms`,
        r.load,
      ]),
    ),
  );
  console.log(
    `Times from the approval's answer, polled every ${FAN_OUT_POLL_MS} ms. "at answer": the ` +
      "Gear Kit notifications written and mail jobs queued when it answered (the author's own " +
      'mail is the one). "taken after": from the job being queued to a worker taking it ' +
      '(pg-boss stamps; the idle worker looks every second). Mail queued includes the ' +
      "author's; it is sent by the worker to a mailer that only counts.",
  );
}

/**
 * A bulk load with the foreign-key checks and the change feed's triggers off, as pg_restore
 * --disable-triggers loads: the rows name members just made, and checking each one took three
 * quarters of the 1M rows' load on 2 cores. A server where the bench's role may not (not a
 * superuser) loads with them on, only slower.
 */
export async function withoutChecks(db: Db, load: (tx: Tx) => Promise<unknown>) {
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await load(tx);
    });
  } catch (err) {
    if ((err as { cause?: { code?: string } }).cause?.code !== INSUFFICIENT_PRIVILEGE) throw err;
    await db.transaction(load);
  }
}

/**
 * A member's notifications and unread count with `total` rows in the table: `total / 50`
 * members of 50 rows each, newest every second, interleaved as time would write them, a fifth
 * unread. The measured member is one of them.
 */
async function loadNotifications(db: Db, memberId: string, total: number) {
  const members = total / PER_MEMBER;
  const kinds = NOTIFICATION_KIND_IDS.filter((k) => !NOTIFICATION_KINDS[k].admins);
  const kind = sql`(array[${sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  )}])[1 + g % ${kinds.length}::int]::notification_kind`;
  await withoutChecks(db, (tx) =>
    tx.execute(sql`
    insert into notifications (user_id, kind, title, link, created_at, read_at)
    select m.id, ${kind},
      'New review of Bench Product ' || g % 997 || ' in your Gear Kit: "Held up on exercise ' ||
        g || '" by Bench ' || g % 5003,
      '/product/' || md5((g % 997)::text)::uuid,
      now() - g * interval '1 second',
      case when (g / ${members}::int) % ${UNREAD_ONE_IN}::int = 0 then null else now() end
    from generate_series(0, ${total - 1}::int) as g
    join (
      select id, row_number() over (order by id = ${memberId} desc, id) - 1 as i
      from "user" where id like 'reader-%' or id = ${memberId}
    ) as m on m.i = g % ${members}::int`),
  );
  await db.execute(sql`vacuum analyze notifications`);
}

/** A signed-in member's cheapest read: the session's own cost, which every route below pays. */
export const SIGNED_IN_FLOOR = 'GET /api/me (signed-in floor)';
const READ_ROUTES = [
  { route: 'health (floor)', url: '/api/health' },
  { route: SIGNED_IN_FLOOR, url: '/api/me' },
  { route: 'GET /api/me/notifications', url: '/api/me/notifications?page=1' },
  { route: 'GET /api/me/notifications/unread', url: '/api/me/notifications/unread' },
];

/** A database of `rows` notifications, its app, and the member measured on it. */
export interface ReadSite {
  rows: number;
  target: Target;
  app: App;
  member: Member;
}

export async function openReadSite(
  rows: number,
  overrides: Partial<AppConfig> = {},
): Promise<ReadSite> {
  const target = await openBenchDatabase();
  const { database } = target;
  try {
    const app = await appOn(database, inProcessConfig().jobs, discardingMailer, overrides);
    try {
      const member = await createMember({ app, db: database.db });
      const started = performance.now();
      await insertMembers(database.jobs, 'reader', rows / PER_MEMBER - 1);
      await loadNotifications(database.jobs, member.id, rows);
      console.log(
        `loaded ${rows.toLocaleString('en-US')} notifications ` +
          `(${(rows / PER_MEMBER).toLocaleString('en-US')} members of ${PER_MEMBER}, ` +
          `1 in ${UNREAD_ONE_IN} unread) in ${seconds(started)} (load ${loadAverage()})`,
      );
      return { rows, target, app, member };
    } catch (err) {
      await app.close();
      throw err;
    }
  } catch (err) {
    await target.dispose();
    throw err;
  }
}

/** What the first answer said: how many items, how many unread. */
function answerOf(body: string): string {
  const parsed = JSON.parse(body) as { items?: unknown[]; unreadCount?: number };
  if (parsed.unreadCount === undefined) return '-';
  const items = parsed.items ? `${parsed.items.length} items, ` : '';
  return `${items}${parsed.unreadCount} unread`;
}

/**
 * Every route on every site in turn, the sites' order swapped each round, so whatever the
 * neighbours do hits all of them alike.
 */
async function measureReads(sites: ReadSite[]): Promise<ReadRow[]> {
  const callers = sites.map((site) => requestsFrom(site.app, site.member));
  const answers = new Map<string, string>();
  for (const [s, member] of callers.entries()) {
    for (const { url } of READ_ROUTES) {
      const res = await member.get(url);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      answers.set(`${s} ${url}`, answerOf(res.body));
    }
  }
  const samples = sites.map(() => READ_ROUTES.map((): number[] => []));
  for (let i = 0; i < READ_WARMUP + READ_REQUESTS; i += 1) {
    const order = i % 2 === 0 ? [...callers.keys()] : [...callers.keys()].reverse();
    for (const s of order) {
      for (const [r, { url }] of READ_ROUTES.entries()) {
        const started = performance.now();
        await callers[s]!.get(url);
        if (i >= READ_WARMUP) samples[s]![r]!.push(performance.now() - started);
      }
    }
  }
  const load = loadAverage();
  return sites.flatMap((site, s) =>
    READ_ROUTES.map(({ route, url }, r) => ({
      rows: site.rows,
      route,
      samples: READ_REQUESTS,
      p50: percentile(samples[s]![r]!, 50),
      p95: percentile(samples[s]![r]!, 95),
      p99: percentile(samples[s]![r]!, 99),
      answer: answers.get(`${s} ${url}`) ?? '-',
      load,
    })),
  );
}

/** The plans of the statements behind the two routes (service.ts), with bare timings. */
async function explainReads(db: Db, memberId: string) {
  const statements = [
    {
      label: 'a page of notifications',
      query: sql`select * from notifications where user_id = ${memberId}
                 order by created_at desc, id desc limit 21 offset 0`,
    },
    {
      label: 'the unread count',
      query: sql`select count(*) from notifications where user_id = ${memberId} and read_at is null`,
    },
  ];
  for (const { label, query } of statements) {
    const plan = rowsOf(await db.execute(sql`explain (analyze, buffers off) ${query}`)).map((r) =>
      String(Object.values(r)[0]),
    );
    const direct: number[] = [];
    for (let i = 0; i < DIRECT_RUNS + 3; i += 1) {
      const started = performance.now();
      await db.execute(query);
      if (i >= 3) direct.push(performance.now() - started);
    }
    const time = plan.find((l) => l.startsWith('Execution Time')) ?? 'Execution Time: ?';
    console.log(`\n${label} — EXPLAIN ${time}; run bare: p50 ${ms(percentile(direct, 50))} ms`);
    for (const line of plan) if (!line.startsWith('Execution Time')) console.log(`    ${line}`);
  }
}

async function reads(): Promise<ReadRow[]> {
  const sites: ReadSite[] = [];
  try {
    for (const rows of NOTIFICATION_ROWS) sites.push(await openReadSite(rows));
    const measured = await measureReads(sites);
    heading(
      `A member's notifications beside ${NOTIFICATION_ROWS.map((n) => n.toLocaleString('en-US')).join(' and ')} rows (app.inject, ms)`,
    );
    console.log(
      table(
        ['rows in table', 'route', 'n', 'p50', 'p95', 'p99', 'answer', 'load 1/5'],
        measured.map((r) => [
          r.rows.toLocaleString('en-US'),
          r.route,
          String(r.samples),
          ms(r.p50),
          ms(r.p95),
          ms(r.p99),
          r.answer,
          r.load,
        ]),
      ),
    );
    const [small, large] = NOTIFICATION_ROWS;
    for (const { route } of READ_ROUTES) {
      const at = (n: number) => measured.find((r) => r.rows === n && r.route === route)!;
      console.log(
        `${route}: ${large.toLocaleString('en-US')} / ${small.toLocaleString('en-US')} rows ` +
          `p50 ${(at(large).p50 / at(small).p50).toFixed(2)}x, ` +
          `p99 ${(at(large).p99 / at(small).p99).toFixed(2)}x`,
      );
    }
    console.log(
      `n = timed requests after ${READ_WARMUP} warm-up ones; each round sends every route to ` +
        'both databases (their order swapped each round), as the member with ' +
        `${PER_MEMBER} notifications, ${PER_MEMBER / UNREAD_ONE_IN} unread, and a session cookie.`,
    );
    const largest = sites[sites.length - 1]!;
    heading(`Query plans @ ${largest.rows.toLocaleString('en-US')} notifications`);
    await explainReads(largest.target.database.jobs, largest.member.id);
    return measured;
  } finally {
    for (const site of sites) {
      try {
        await site.app.close();
      } finally {
        await site.target.dispose();
      }
    }
  }
}

export async function runNotifications(): Promise<NotificationsResult> {
  heading('Notifications (issue 28)');
  const { approve, fanOuts } = await approvalsAndFanOut();
  return { approve, fanOuts, reads: await reads() };
}
