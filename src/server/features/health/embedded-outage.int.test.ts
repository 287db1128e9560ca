import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppDatabase, REQUEST_TIMEOUTS } from '../../db/client';
import { runningServer } from '../../db/embedded/postmaster';
import { migrateDatabase } from '../../db/migrate';
import { wishlists } from '../gear-kit/schema';
import { createPersonas, type Personas } from '../../test/accounts';
import { insertProduct } from '../../test/fixtures';
import { appOver, type TestApp } from '../../test/harness';
import { serverProcesses } from '../../test/server-processes';
import { removeTempDataDirs, tempDataDir } from '../../test/temp-data-dirs';
import { until } from '../../test/until';

// Issue 27, on the embedded server the app supervises: PostgreSQL stopped, frozen, killed.
// Every persona's reads and writes answer 503 (never 500, never past the timeouts), health
// says so within 5 s and is 200 again on its own, and no acknowledged write is lost.

let dir = '';
let t: TestApp;
let who: Personas;
const notes: string[] = [];
/** The most a request may wait: a connection, then an answer, then a margin for this machine. */
const LONGEST_MS = REQUEST_TIMEOUTS.connectMs + REQUEST_TIMEOUTS.statementMs + 1_000 + 1_500;

beforeAll(async () => {
  dir = tempDataDir('outage');
  const database = await openAppDatabase({ databaseUrl: undefined, dataDir: dir }, (m) =>
    notes.push(m),
  );
  await migrateDatabase(database);
  t = await appOver(database, {}, {});
  who = await createPersonas(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await removeTempDataDirs();
});

const postmaster = () => {
  const server = runningServer(path.join(dir, 'pg'));
  if (!server) throw new Error('no embedded server running');
  return server.pid;
};

const health = async () => {
  const started = performance.now();
  const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
  return { status: answer.statusCode, ms: performance.now() - started, body: answer.json() };
};

/** One read and one write that need the database, for the visitor and each member. */
function everyPersonaOnce(productId: string) {
  const members = [who.unverified, who.verified, who.admin, who.superAdmin];
  const visitor = t.as(null);
  const sends = [
    () => visitor.get(`/api/products?search=${randomUUID().slice(0, 8)}`),
    () =>
      visitor.post('/api/contact', {
        name: 'Jane',
        email: 'jane@example.com',
        subject: 'Hello',
        message: 'Is the site up?',
      }),
    ...members.flatMap((m) => [
      () => t.as(m).get('/api/me'),
      () => t.as(m).put(`/api/me/gear-kit/${productId}`),
    ]),
  ];
  return Promise.all(
    sends.map(async (send) => {
      const started = performance.now();
      const answer = await send();
      return { status: answer.statusCode, ms: performance.now() - started };
    }),
  );
}

/** While the server is away, each answer is a 503 within the timeouts. */
function expectAllUnavailable(answers: { status: number; ms: number }[]) {
  expect(answers.filter((a) => a.status !== 503 || a.ms > LONGEST_MS)).toEqual([]);
}

describe('the embedded PostgreSQL under supervision', () => {
  it('is restarted after a stop, health says so meanwhile, and answers return by themselves', async () => {
    const product = await insertProduct(t.db);
    const before = postmaster();
    process.kill(before, 'SIGINT');
    // Until it is back: a 503 for everyone, never a 500.
    const seen = new Set<number>();
    const answers = await everyPersonaOnce(product.id);
    for (const a of answers) seen.add(a.status);
    expect([...seen].filter((s) => s >= 500 && s !== 503)).toEqual([]);
    const said = new Set<string>();
    const back = await until(async () => {
      const check = await health();
      if (check.status === 503) said.add((check.body as { database: string }).database);
      return check.status === 200;
    }, 60_000);
    expect(said).toContain('restarting');
    expect(postmaster()).not.toBe(before);
    expect(notes.join('\n')).toMatch(/exited unexpectedly; restarting it/);
    expect(notes.join('\n')).toMatch(/is back after \d+ ms/);
    expect((await t.as(who.verified).get('/api/me')).statusCode).toBe(200);
    expect(back).toBeLessThan(60_000);
  }, 90_000);

  it('answers 503 within the timeouts while frozen, and 200 again once it runs', async () => {
    const product = await insertProduct(t.db);
    expect((await health()).status).toBe(200);
    const frozen = serverProcesses(postmaster());
    for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    const frozenAt = performance.now();
    try {
      let slowest = 0;
      await until(async () => {
        const check = await health();
        slowest = Math.max(slowest, check.ms);
        return check.status === 503;
      }, 10_000);
      expect(performance.now() - frozenAt).toBeLessThan(5_000);
      expect(slowest).toBeLessThan(5_000);
      expectAllUnavailable(await everyPersonaOnce(product.id));
    } finally {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
    }
    await until(async () => (await health()).status === 200, 20_000);
    expect((await t.as(who.verified).put(`/api/me/gear-kit/${product.id}`)).statusCode).toBe(200);
  }, 60_000);

  it('is restarted after a kill, losing no acknowledged write', async () => {
    const products = await Promise.all(Array.from({ length: 40 }, () => insertProduct(t.db)));
    const acknowledged: string[] = [];
    const statuses = new Set<number>();
    let writing = true;
    // Writes before, during and after the kill, one at a time as a member clicks.
    const writer = (async () => {
      for (const product of products) {
        if (!writing) break;
        const answer = await t.as(who.verified).put(`/api/me/gear-kit/${product.id}`);
        statuses.add(answer.statusCode);
        if (answer.statusCode === 200) acknowledged.push(product.id);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    await new Promise((r) => setTimeout(r, 500));
    process.kill(postmaster(), 'SIGKILL');
    const health503 = await until(async () => (await health()).status === 503, 5_000);
    expect(health503).toBeLessThan(5_000);
    await until(async () => (await health()).status === 200, 60_000);
    writing = false;
    await writer;
    expect([...statuses].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    const kept = await t.db
      .select({ productId: wishlists.productId })
      .from(wishlists)
      .where(eq(wishlists.userId, who.verified.id));
    const keptIds = new Set(kept.map((k) => k.productId));
    expect(acknowledged.filter((id) => !keptIds.has(id))).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(0);
  }, 90_000);
});
