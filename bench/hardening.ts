// Issue 17's operator figures: what the retention job leaves of a fuzz-sized load, and how the
// app fares while its database goes away and comes back (a cut connection, then PostgreSQL
// ending the app's backends). Prints figures; asserts nothing.
import { sql } from 'drizzle-orm';
import { SESSION_DAYS } from '@shared/limits';
import { buildApp } from '../src/server/app';
import { inProcessConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { invitations } from '../src/server/features/invitations/schema';
import { products } from '../src/server/features/products/schema';
import { generateInvitationCode } from '../src/server/features/invitations/code';
import { runRetention } from '../src/server/features/retention';
import type { Mailer } from '../src/server/lib/mail/mailer';
import { proxyFor } from '../src/server/test/tcp-proxy';
import { until } from '../src/server/test/until';
import { openBenchDatabase } from './database';
import { bytes, heading, ms, table } from './stats';

/** About what one fuzz run leaves behind: it added 4,408 rate-limit rows (issue 17). */
const LIMITED_REQUESTS = 4_500;
const SIGN_INS = 200;
const RESET_REQUESTS = 100;
const VIEWS = 2_000;
const OUTAGES = 3;
/** Loads, each followed by the job: the tables' sizes should not climb from one to the next. */
const ROUNDS = 3;
const PRUNED_TABLES = [
  'rate_limits',
  'session',
  'verification',
  'product_views',
  'product_view_days',
] as const;
const HOUR = 3_600_000;
const JOB_AFTER_MS = (SESSION_DAYS + 1) * 24 * HOUR;

const nowhere: Mailer = { send: async () => undefined };
const config = inProcessConfig();
const origin = { origin: config.publicUrl };

let ipCounter = 0;
/** A fresh client address per request, as a fuzz run's spread of addresses would be. */
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

async function appOn(database: Database) {
  const app = await buildApp(config, database, { mailer: nowhere });
  await app.ready();
  return app;
}
type App = Awaited<ReturnType<typeof appOn>>;

/** Sends `count` requests, `width` at a time; returns how many answered 5xx. */
async function send(count: number, width: number, request: (i: number) => Promise<number>) {
  let serverErrors = 0;
  for (let start = 0; start < count; start += width) {
    const statuses = await Promise.all(
      Array.from({ length: Math.min(width, count - start) }, (_, i) => request(start + i)),
    );
    serverErrors += statuses.filter((s) => s >= 500).length;
  }
  return serverErrors;
}

async function tableSizes(db: Database['db']) {
  const sizes = new Map<string, { rows: number; bytes: number }>();
  for (const name of PRUNED_TABLES) {
    const result = (await db.execute(
      sql`select count(*)::int as rows, pg_total_relation_size(${name}::regclass)::bigint as bytes
          from ${sql.identifier(name)}`,
    )) as unknown as { rows: { rows: number; bytes: string }[] };
    const row = result.rows[0]!;
    sizes.set(name, { rows: row.rows, bytes: Number(row.bytes) });
  }
  return sizes;
}

/** A member who can sign in: an invitation, a sign-up through the app, no more. */
async function signUpMember(app: App, db: Database['db']) {
  const invitationCode = generateInvitationCode();
  await db.insert(invitations).values({
    email: 'bench@example.test',
    invitationCode,
    expiresAt: new Date(Date.now() + 24 * HOUR),
  });
  const account = { email: 'bench@example.test', password: 'correct horse battery' };
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: origin,
    payload: { ...account, branch: 'army', invitationCode, acceptTerms: true },
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return account;
}

async function retention() {
  const target = await openBenchDatabase();
  const app = await appOn(target.database);
  const db = target.database.db;
  try {
    const productIds = (
      await db
        .insert(products)
        .values(
          Array.from({ length: 20 }, (_, i) => ({
            name: `Bench Product ${i}`,
            description: `Bench gear number ${i}, for counting views.`,
            category: 'deployment' as const,
            price: 50,
            amazonUrl: `https://www.amazon.com/dp/B0BENCH${String(i).padStart(3, '0')}`,
            asin: `B0BENCH${String(i).padStart(3, '0')}`,
            imageUrl: '/images/categories/deployment.svg',
          })),
        )
        .returning({ id: products.id })
    ).map((p) => p.id);
    const member = await signUpMember(app, db);

    const post = async (url: string, payload?: object) =>
      (
        await app.inject({
          method: 'POST',
          url,
          headers: origin,
          ...(payload ? { payload } : {}),
          remoteAddress: nextIp(),
        })
      ).statusCode;
    const load = async () =>
      (await send(LIMITED_REQUESTS, 50, () =>
        post('/api/invitations/validate', { invitationCode: 'NOPE1234' }),
      )) +
      (await send(SIGN_INS, 10, () => post('/api/auth/sign-in/email', member))) +
      (await send(RESET_REQUESTS, 10, () =>
        post('/api/auth/request-password-reset', {
          email: member.email,
          redirectTo: '/reset-password',
        }),
      )) +
      (await send(VIEWS, 50, (i) =>
        post(`/api/products/${productIds[i % productIds.length]}/views`),
      ));

    const columns: { label: string; sizes: Awaited<ReturnType<typeof tableSizes>> }[] = [];
    const notes: string[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const loadStarted = performance.now();
      const serverErrors = await load();
      const loadMs = performance.now() - loadStarted;
      columns.push({ label: `after load ${round}`, sizes: await tableSizes(db) });
      // As of a day after the load's sessions end: every row it left has expired by then.
      const jobStarted = performance.now();
      const report = await runRetention(db, app.storage, new Date(Date.now() + JOB_AFTER_MS));
      const jobMs = performance.now() - jobStarted;
      // What autovacuum does after a delete this size, done now rather than on its timer.
      await db.execute(sql.raw(`vacuum ${PRUNED_TABLES.join(', ')}`));
      columns.push({ label: `after job ${round}`, sizes: await tableSizes(db) });
      notes.push(
        `round ${round}: load ${(loadMs / 1000).toFixed(1)} s with ${serverErrors} × 5xx, ` +
          `job ${ms(jobMs)} ms (${report.ran ? 'ran' : 'skipped'})`,
      );
    }

    heading('Retention job after fuzz-sized loads');
    console.log(
      `each load: ${LIMITED_REQUESTS.toLocaleString('en-US')} limited requests from as many ` +
        `addresses, ${SIGN_INS} sign-ins, ${RESET_REQUESTS} password resets, ` +
        `${VIEWS.toLocaleString('en-US')} views of ${productIds.length} products; ` +
        `each job as of ${SESSION_DAYS + 1} days later, when all of it has expired. ` +
        'Rows, then size with indexes ' +
        'after a plain vacuum (as autovacuum would):',
    );
    console.log(
      table(
        ['table', ...columns.map((c) => c.label)],
        PRUNED_TABLES.map((name) => [
          name,
          ...columns.map(({ sizes }) => {
            const size = sizes.get(name)!;
            return `${size.rows.toLocaleString('en-US')} · ${bytes(size.bytes)}`;
          }),
        ]),
      ),
    );
    console.log(notes.join('\n'));
  } finally {
    await app.close();
    await target.dispose();
  }
}

/** Polls every 10 ms until `check` holds, for up to 15 s; the time it took, in ms. */
const soon = (check: () => Promise<boolean>) => until(check, 15_000, 10);

async function outage() {
  const target = await openBenchDatabase();
  const proxy = await proxyFor(target.database.url);
  const proxied = openDatabase(proxy.url, { poolSize: 4 });
  const app = await appOn(proxied);
  const health = async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode;
  const contact = async () =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: origin,
        remoteAddress: nextIp(),
        payload: { name: 'Jane', email: 'jane@example.com', subject: 'Hi', message: 'Hello there' },
      })
    ).statusCode;
  try {
    const rows: string[][] = [];
    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    for (let round = 1; round <= OUTAGES; round += 1) {
      await soon(async () => (await health()) === 200 && (await contact()) === 201);
      await proxy.down();
      const cutAt = performance.now();
      const first = await contact();
      count(first);
      const firstMs = performance.now() - cutAt;
      const healthDownMs = await soon(async () => {
        count(await contact());
        return (await health()) === 503;
      });
      await proxy.up();
      const healthUpMs = await soon(async () => (await health()) === 200);
      const writeUpMs = healthUpMs + (await soon(async () => (await contact()) === 201));
      rows.push([
        `cut ${round}`,
        `${first} in ${ms(firstMs)} ms`,
        `${ms(healthDownMs)} ms`,
        `${ms(healthUpMs)} ms`,
        `${ms(writeUpMs)} ms`,
      ]);
    }
    const terminated: number[] = [];
    for (let round = 0; round < OUTAGES; round += 1) {
      await target.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
      );
      for (let i = 0; i < 4; i += 1) terminated.push(await contact());
    }
    for (const status of terminated) count(status);

    heading('The database away: a cut connection, then its backends ended');
    console.log(
      table(
        [
          'outage',
          'first write',
          'health says 503 after',
          'health 200 after return',
          'writes again',
        ],
        rows,
      ),
    );
    const seen = [...statuses.entries()].sort(([a], [b]) => a - b);
    console.log(
      'Health trusts a round trip for 1 s and asks again in the background up to 5 s, so it ' +
        'says 503 a second or so after the cut. ' +
        `pg_terminate_backend of every connection ×${OUTAGES}, 4 writes after each: ` +
        `${terminated.join(' ')}. Every answer during the run: ` +
        seen.map(([status, n]) => `${n} × ${status}`).join(', '),
    );
  } finally {
    await app.close();
    await proxied.close();
    await target.dispose();
  }
}

export async function runHardening(): Promise<void> {
  await retention();
  await outage();
}
