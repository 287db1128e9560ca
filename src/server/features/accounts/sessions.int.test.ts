import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session } from '../../db/schema';
import { cookiesOf, createMember, postSignIn } from '../../test/accounts';
import { startTestApp } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

const me = (cookie: string) =>
  t
    .as({ cookie })
    .get('/api/me')
    .then((r) => r.json());

const sessionsOf = (userId: string) =>
  t.db.select().from(session).where(eq(session.userId, userId));

describe('sessions', () => {
  it('starts a new database session at each sign-in', async () => {
    const m = await createMember(t);
    const again = await postSignIn(t, m.email, m.password);
    expect(cookiesOf(again)).not.toBe(m.cookie);
    expect(await sessionsOf(m.id)).toHaveLength(2);
    expect((await me(m.cookie)).viewer.id).toBe(m.id);
    expect((await me(cookiesOf(again))).viewer.id).toBe(m.id);
  });

  it('keeps the session token out of the response body (it lives in the HttpOnly cookie)', async () => {
    const m = await createMember(t);
    const res = await postSignIn(t, m.email, m.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('token');
    expect(res.json().user.id).toBe(m.id);
  });

  it('answers a wrong password with 401 in our error shape and sets no cookie', async () => {
    const m = await createMember(t);
    const res = await postSignIn(t, m.email, 'not the password');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'invalid_email_or_password', message: 'Invalid email or password' },
    });
    expect(cookiesOf(res)).toBe('');
  });

  it('slides an active session forward and sends the refreshed cookie', async () => {
    const m = await createMember(t);
    // Ten days left of thirty: due for refresh (sessions refresh once a day of use).
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 10 * 86_400_000) })
      .where(eq(session.userId, m.id));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: m.cookie },
    });
    expect(res.json().viewer.id).toBe(m.id);
    const refreshed = res.cookies.find((c) => c.name === 'br.session_token');
    expect(refreshed?.maxAge).toBe(30 * 86_400);
    const [row] = await t.db.select().from(session).where(eq(session.userId, m.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('deletes the session on the server at sign-out', async () => {
    const m = await createMember(t);
    const res = await t.as(m).post('/api/auth/sign-out', {});
    expect(res.statusCode).toBe(200);
    expect(await sessionsOf(m.id)).toHaveLength(0);
    // The old cookie, replayed, no longer signs anyone in.
    expect((await me(m.cookie)).viewer).toBeNull();
  });

  it('refuses a cross-site POST (Origin not PUBLIC_URL) with a session cookie', async () => {
    const m = await createMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'https://evil.example', cookie: m.cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Cross-site request refused');
    expect(await sessionsOf(m.id)).toHaveLength(1);
  });

  it('marks the cookie Secure (and __Secure- prefixed) when PUBLIC_URL is https', async () => {
    const secure = await startTestApp({ publicUrl: 'https://battle-ready.test' });
    try {
      const m = await createMember(secure);
      const res = await postSignIn(secure, m.email, m.password);
      expect(res.cookies.find((c) => c.name === '__Secure-br.session_token')).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      });
    } finally {
      await secure.close();
    }
  });

  it('keeps the cookie without Secure on plain http (local development)', async () => {
    const m = await createMember(t);
    const res = await postSignIn(t, m.email, m.password);
    expect(res.cookies.find((c) => c.name === 'br.session_token')?.secure).toBeFalsy();
  });
});
