import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '../db/schema';
import type { Executor } from '../db/types';
import { signedSessionOf } from '../lib/session-cookie';
import { cookiesOf, createMember, postSignIn, type Member } from '../test/accounts';
import { caughtUp, heardBy, holdFeed } from '../test/change-feed';
import { startSecondInstance, startTestApp, type TestApp } from '../test/harness';
import { requestsFrom } from '../test/requests';
import type { EventStream } from '../test/sse-client';
import { totp, secretOfUri } from '../test/totp';
import { useTestApp } from '../test/use-test-app';

// Far longer than any test: an entry that goes before it can only have been dropped.
const SESSION_CACHE_ON = { sessionCacheMs: 600_000 };

const t = useTestApp({ personas: true, config: SESSION_CACHE_ON });

const viewerOn = async (app: TestApp['app'], cookie: string) => {
  const res = await requestsFrom(app, { cookie }).get('/api/me');
  expect(res.statusCode).toBe(200);
  return res.json().viewer as { id: string; roles: string[]; twoFactorEnabled: boolean } | null;
};

const keptBy = (app: TestApp['app'], cookie: string) =>
  app.sessionCache.get(signedSessionOf(cookie)) !== undefined;

/** A session change no trigger publishes: whether a request still sees the session says if it asked. */
async function endSessionsSilently(db: Executor, userId: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.delete(session).where(eq(session.userId, userId));
  });
}

describe('within its time to live', () => {
  let onA: EventStream;
  beforeAll(async () => {
    onA = await heardBy(t.app);
  });
  afterAll(() => onA.close());

  /** A keeps `cookie`'s session, read once it has heard how the member was made. */
  async function keptOnA(cookie: string) {
    await caughtUp(onA, t.db);
    const viewer = await viewerOn(t.app, cookie);
    expect(keptBy(t.app, cookie)).toBe(true);
    return viewer;
  }

  it('reads a session once, then answers from memory without asking the database', async () => {
    const m = await createMember(t);
    const getSession = vi.spyOn(t.app.auth.api, 'getSession');
    try {
      expect((await keptOnA(m.cookie))?.id).toBe(m.id);
      expect(getSession).toHaveBeenCalledTimes(1);
      await endSessionsSilently(t.db, m.id);
      expect((await viewerOn(t.app, m.cookie))?.id).toBe(m.id);
      expect(getSession).toHaveBeenCalledTimes(1);
    } finally {
      getSession.mockRestore();
    }
  });

  it('never finds a kept session under a cookie whose signature is not its own', async () => {
    const m = await createMember(t);
    expect((await keptOnA(m.cookie))?.id).toBe(m.id);
    const forged = m.cookie.replace(/\.([^.;]+)(;|$)/, '.AAAA$2');
    expect(forged).not.toBe(m.cookie);
    for (const cookie of [
      forged,
      'br.session_token=nothing-like-a-token',
      `br.session_token=${'x'.repeat(5_000)}`,
      'br.session_token=',
    ]) {
      expect(await viewerOn(t.app, cookie)).toBeNull();
      const guarded = await requestsFrom(t.app, { cookie }).get('/api/me/notifications');
      expect(guarded.statusCode).toBe(401);
    }
  });

  it('is not served by the instance that signed the member out, however slow the feed', async () => {
    const m = await createMember(t);
    expect((await keptOnA(m.cookie))?.id).toBe(m.id);
    // The sign-out's notice not yet heard, its fence not yet back.
    const release = holdFeed(t.app);
    try {
      expect((await t.as(m).post('/api/auth/sign-out', {})).statusCode).toBe(200);
      expect(await viewerOn(t.app, m.cookie)).toBeNull();
    } finally {
      release();
    }
  });
});

describe('a change made on instance A, on instance B', () => {
  let second: TestApp;
  let onB: EventStream;
  beforeAll(async () => {
    second = await startSecondInstance(t, SESSION_CACHE_ON);
    onB = await heardBy(second.app);
  });
  afterAll(async () => {
    onB.close();
    await second.close();
  });

  /** B keeps `cookie`'s session: the change that follows must be what drops it. */
  async function keptOnB(cookie: string) {
    await heardOnB();
    const viewer = await viewerOn(second.app, cookie);
    expect(keptBy(second.app, cookie)).toBe(true);
    return viewer;
  }

  /** Until B has heard whatever A committed so far. */
  const heardOnB = () => caughtUp(onB, t.db);

  async function refusedOnB(cookie: string) {
    expect(await viewerOn(second.app, cookie)).toBeNull();
    const res = await requestsFrom(second.app, { cookie }).get('/api/me/notifications');
    expect(res.statusCode).toBe(401);
  }

  it('refuses a session signed out on A', async () => {
    const m = await createMember(t);
    expect((await keptOnB(m.cookie))?.id).toBe(m.id);
    expect((await t.as(m).post('/api/auth/sign-out', {})).statusCode).toBe(200);
    await heardOnB();
    await refusedOnB(m.cookie);
  });

  it('refuses a session revoked on A, and keeps serving the one that revoked it', async () => {
    const m = await createMember(t);
    const other = cookiesOf(await postSignIn(t, m.email, m.password));
    expect((await keptOnB(other))?.id).toBe(m.id);
    const res = await t.as(m).post('/api/auth/revoke-other-sessions', {});
    expect(res.statusCode).toBe(200);
    await heardOnB();
    await refusedOnB(other);
    expect((await viewerOn(second.app, m.cookie))?.id).toBe(m.id);
  });

  it('re-reads roles granted and refuses what they allowed once they are taken away on A', async () => {
    const m = await createMember(t);
    const admin = `/api/admin/users/${m.id}/admin`;
    expect((await keptOnB(m.cookie))?.roles).toEqual([]);
    expect((await t.as(t.who.superAdmin).post(admin, {})).statusCode).toBe(200);
    await heardOnB();
    expect((await viewerOn(second.app, m.cookie))?.roles).toEqual(['admin']);
    expect((await requestsFrom(second.app, m).get('/api/admin/users')).statusCode).toBe(200);

    expect((await keptOnB(m.cookie))?.roles).toEqual(['admin']);
    expect((await t.as(t.who.superAdmin).delete(admin)).statusCode).toBe(200);
    await heardOnB();
    expect((await requestsFrom(second.app, m).get('/api/admin/users')).statusCode).toBe(403);
    expect((await viewerOn(second.app, m.cookie))?.roles).toEqual([]);
  });

  it("refuses the member's other sessions after a password change on A", async () => {
    const m = await createMember(t);
    const other = cookiesOf(await postSignIn(t, m.email, m.password));
    expect((await keptOnB(other))?.id).toBe(m.id);
    const res = await t.as(m).post('/api/auth/change-password', {
      currentPassword: m.password,
      newPassword: 'a brand new password',
    });
    expect(res.statusCode).toBe(200);
    await heardOnB();
    await refusedOnB(other);
  });

  it('refuses the session of an account deleted on A', async () => {
    const m = await createMember(t);
    expect((await keptOnB(m.cookie))?.id).toBe(m.id);
    const res = await t.as(m).delete('/api/me', { password: m.password });
    expect(res.statusCode).toBe(200);
    await heardOnB();
    await refusedOnB(m.cookie);
  });

  it('refuses the session two-factor replaced on A, and reads the new one afresh', async () => {
    const m: Member = await createMember(t);
    expect((await keptOnB(m.cookie))?.twoFactorEnabled).toBe(false);
    const started = await t.as(m).post('/api/auth/two-factor/enable', { password: m.password });
    expect(started.statusCode).toBe(200);
    const secret = secretOfUri(started.json().totpURI);
    const confirmed = await t
      .as(m)
      .post('/api/auth/two-factor/verify-totp', { code: totp(secret) });
    expect(confirmed.statusCode).toBe(200);
    await heardOnB();
    await refusedOnB(m.cookie);
    expect((await viewerOn(second.app, cookiesOf(confirmed)))?.twoFactorEnabled).toBe(true);
  });
});

describe('while the change feed is down', () => {
  it('reads every session from the database, and keeps them again once it is back', async () => {
    const own = await startTestApp(SESSION_CACHE_ON);
    try {
      const stream = await heardBy(own.app);
      const m = await createMember(own);
      await caughtUp(stream, own.db);
      expect((await viewerOn(own.app, m.cookie))?.id).toBe(m.id);
      expect(keptBy(own.app, m.cookie)).toBe(true);

      // Only the LISTEN connection goes; the pool stays, so reads still reach the database.
      await own.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query like 'LISTEN %'`,
      );
      await expect.poll(() => own.app.sessionCache.usable).toBe(false);
      expect(own.app.viewerDetails.usable).toBe(false);
      await endSessionsSilently(own.db, m.id);
      expect(await viewerOn(own.app, m.cookie)).toBeNull();
      expect(own.app.sessionCache.size).toBe(0);

      await stream.next((e) => e.name === 'resync', 10_000);
      const again = cookiesOf(await postSignIn(own, m.email, m.password));
      await caughtUp(stream, own.db);
      expect((await viewerOn(own.app, again))?.id).toBe(m.id);
      await endSessionsSilently(own.db, m.id);
      expect((await viewerOn(own.app, again))?.id).toBe(m.id);
      stream.close();
    } finally {
      await own.close();
    }
  });
});
