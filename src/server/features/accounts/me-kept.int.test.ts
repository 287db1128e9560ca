import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TViewer } from '@shared/schemas/me';
import { profiles } from '../../db/schema';
import type { Executor } from '../../db/types';
import { createMember, type Member } from '../../test/accounts';
import { caughtUp, heardBy, holdFeed } from '../../test/change-feed';
import { insertProduct, insertReview } from '../../test/fixtures';
import { startSecondInstance, type TestApp } from '../../test/harness';
import { requestsFrom } from '../../test/requests';
import type { EventStream } from '../../test/sse-client';
import { useTestApp } from '../../test/use-test-app';

// Far longer than any test: a kept answer that changes before it can only have been dropped.
const KEPT = { sessionCacheMs: 600_000 };

const t = useTestApp({ personas: true, config: KEPT });

type App = TestApp['app'];

async function meOn(app: App, m: Member): Promise<TViewer> {
  const res = await requestsFrom(app, m).get('/api/me');
  expect(res.statusCode).toBe(200);
  return res.json().viewer as TViewer;
}

const detailsKeptBy = (app: App, m: Member) => app.viewerDetails.get(m.id) !== undefined;

/** A profile change no trigger publishes: what /api/me shows after it says whether it asked. */
async function renameSilently(db: Executor, userId: string, name: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(profiles).set({ name }).where(eq(profiles.userId, userId));
  });
}

/** `m`'s `/api/me` as `app` keeps it, read once `stream` says the app heard how `m` was made. */
async function keptOn(app: App, stream: EventStream, m: Member) {
  await caughtUp(stream, t.db);
  const viewer = await meOn(app, m);
  expect(detailsKeptBy(app, m)).toBe(true);
  return viewer;
}

const gearKit = (productId: string) => `/api/me/gear-kit/${productId}`;
const adminRole = (m: Member) => `/api/admin/users/${m.id}/admin`;

/** A review by `author`, so that a vote on it moves their reviewer score (a profile change). */
async function reviewBy(author: Member) {
  const product = await insertProduct(t.db);
  return (await insertReview(t.db, product.id, author.id)).id as string;
}

describe('within its time to live', () => {
  let onA: EventStream;
  beforeAll(async () => {
    onA = await heardBy(t.app);
  });
  afterAll(() => onA.close());

  it('answers from memory the very JSON it read from the database', async () => {
    const m = await createMember(t);
    await caughtUp(onA, t.db);
    const read = await requestsFrom(t.app, m).get('/api/me');
    expect(detailsKeptBy(t.app, m)).toBe(true);
    await renameSilently(t.db, m.id, 'Renamed Quietly');
    const kept = await requestsFrom(t.app, m).get('/api/me');
    expect(kept.body).toBe(read.body);
    expect(kept.json().viewer).toMatchObject({ id: m.id, email: m.email, gearKitCount: 0 });
  });
});

describe('a change made on instance A, on instance B', () => {
  let second: TestApp;
  let onB: EventStream;
  beforeAll(async () => {
    second = await startSecondInstance(t, KEPT);
    onB = await heardBy(second.app);
  });
  afterAll(async () => {
    onB.close();
    await second.close();
  });

  const keptOnB = (m: Member) => keptOn(second.app, onB, m);
  /** Until B has heard whatever A committed so far. */
  const heardOnB = () => caughtUp(onB, t.db);

  it("shows the member's new name", async () => {
    const m = await createMember(t);
    const before = await keptOnB(m);
    const res = await t.as(m).patch('/api/me', { name: 'Renamed On A' });
    expect(res.statusCode).toBe(200);
    await heardOnB();
    expect(await meOn(second.app, m)).toEqual({ ...before, name: 'Renamed On A' });
  });

  it('shows the reviewer score another member moved with a vote', async () => {
    const m = await createMember(t);
    const review = await reviewBy(m);
    const before = await keptOnB(m);
    const res = await t.as(t.who.verified).post(`/api/reviews/${review}/vote`, {
      voteType: 'upvote',
    });
    expect(res.statusCode).toBe(200);
    await heardOnB();
    expect((await meOn(second.app, m)).reviewerScore).toBe(before.reviewerScore + 1);
  });

  it('counts a product added to the Gear Kit, then removed', async () => {
    const m = await createMember(t);
    const product = await insertProduct(t.db);
    expect((await keptOnB(m)).gearKitCount).toBe(0);
    expect((await t.as(m).put(gearKit(product.id))).statusCode).toBe(200);
    await heardOnB();
    expect((await meOn(second.app, m)).gearKitCount).toBe(1);

    expect((await keptOnB(m)).gearKitCount).toBe(1);
    expect((await t.as(m).delete(gearKit(product.id))).statusCode).toBe(200);
    await heardOnB();
    expect((await meOn(second.app, m)).gearKitCount).toBe(0);
  });

  it('shows roles granted and taken away, beside details still kept', async () => {
    const m = await createMember(t);
    const before = await keptOnB(m);
    expect(before.roles).toEqual([]);
    expect((await t.as(t.who.superAdmin).post(adminRole(m), {})).statusCode).toBe(200);
    await heardOnB();
    expect(await meOn(second.app, m)).toEqual({ ...before, roles: ['admin'] });
    // Roles are the session's: a role changes none of the details, which B still keeps.
    expect(detailsKeptBy(second.app, m)).toBe(true);

    expect((await t.as(t.who.superAdmin).delete(adminRole(m))).statusCode).toBe(200);
    await heardOnB();
    expect(await meOn(second.app, m)).toEqual(before);
  });
});

describe('on the instance that made the change, before the feed brings its notice', () => {
  let onA: EventStream;
  beforeAll(async () => {
    onA = await heardBy(t.app);
  });
  afterAll(() => onA.close());

  /**
   * `m`'s answer kept on A, then `change` made on A and `m`'s very next `/api/me` there, with the
   * feed held back: only the change's own fence can make A read the database again.
   */
  async function nextAfter(m: Member, change: () => Promise<{ statusCode: number }>) {
    const before = await keptOn(t.app, onA, m);
    const release = holdFeed(t.app);
    try {
      expect((await change()).statusCode).toBe(200);
      return { before, after: await meOn(t.app, m) };
    } finally {
      release();
    }
  }

  it("shows the member's new name", async () => {
    const m = await createMember(t);
    const { before, after } = await nextAfter(m, () =>
      t.as(m).patch('/api/me', { name: 'Renamed Here' }),
    );
    expect(after).toEqual({ ...before, name: 'Renamed Here' });
  });

  it('shows the reviewer score another member moved with a vote', async () => {
    const m = await createMember(t);
    const review = await reviewBy(m);
    const { before, after } = await nextAfter(m, () =>
      t.as(t.who.verified).post(`/api/reviews/${review}/vote`, { voteType: 'upvote' }),
    );
    expect(after.reviewerScore).toBe(before.reviewerScore + 1);
  });

  it('counts a product added to the Gear Kit, then removed', async () => {
    const m = await createMember(t);
    const product = await insertProduct(t.db);
    const added = await nextAfter(m, () => t.as(m).put(gearKit(product.id)));
    expect([added.before.gearKitCount, added.after.gearKitCount]).toEqual([0, 1]);
    const removed = await nextAfter(m, () => t.as(m).delete(gearKit(product.id)));
    expect([removed.before.gearKitCount, removed.after.gearKitCount]).toEqual([1, 0]);
  });

  it('shows a role granted and taken away', async () => {
    const m = await createMember(t);
    const granted = await nextAfter(m, () => t.as(t.who.superAdmin).post(adminRole(m), {}));
    expect(granted.after).toEqual({ ...granted.before, roles: ['admin'] });
    const removed = await nextAfter(m, () => t.as(t.who.superAdmin).delete(adminRole(m)));
    expect(removed.after).toEqual({ ...removed.before, roles: [] });
  });
});
