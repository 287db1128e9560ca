import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userRoles, verification } from '../../db/schema';
import { ORIGIN, postSignIn, uniqueEmail } from '../../test/accounts';
import { useTestApp } from '../../test/use-test-app';
import { issueSetupToken } from './super-admin-setup-service';

const t = useTestApp({ perTest: true });

const setUp = (token: string, email = uniqueEmail('boss')) =>
  t.as(null).post('/api/setup', {
    token,
    email,
    password: 'a strong password',
    name: 'Top Sergeant',
    branch: 'army',
  });
const status = (token: string) =>
  t
    .as(null)
    .get(`/api/setup/${token}`)
    .then((r) => r.json());

describe('first super admin setup link', () => {
  it('creates a verified super admin without an invitation, once', async () => {
    const token = await issueSetupToken(t.db);
    expect(await status(token)).toEqual({ valid: true });
    const email = uniqueEmail('boss');
    expect((await setUp(token, email)).statusCode).toBe(201);

    const signIn = await postSignIn(t, email, 'a strong password');
    expect(signIn.statusCode).toBe(200);
    const id = signIn.json().user.id as string;
    const roles = await t.db.select().from(userRoles).where(eq(userRoles.userId, id));
    expect(roles.map((r) => r.role).sort()).toEqual(['admin', 'super_admin']);
    expect(signIn.json().user.emailVerified).toBe(true);

    expect(await status(token)).toEqual({ valid: false });
    const again = await setUp(token);
    expect(again.statusCode).toBe(403);
  });

  it('expires an hour after it was issued', async () => {
    const token = await issueSetupToken(t.db);
    await t.db
      .update(verification)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verification.identifier, 'super-admin-setup'));
    expect(await status(token)).toEqual({ valid: false });
    expect((await setUp(token)).statusCode).toBe(403);
    expect(await t.db.select().from(userRoles)).toEqual([]);
  });

  it('refuses a wrong token and creates nothing', async () => {
    await issueSetupToken(t.db);
    const res = await setUp('not-the-token');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/invalid or has expired/);
    expect(await t.db.select().from(userRoles)).toEqual([]);
  });

  it('stops working once a super admin exists, even with a fresh token', async () => {
    await setUp(await issueSetupToken(t.db));
    const fresh = await issueSetupToken(t.db);
    expect(await status(fresh)).toEqual({ valid: false });
    expect((await setUp(fresh)).statusCode).toBe(403);
  });

  it('validates the form with the sign-up messages', async () => {
    const token = await issueSetupToken(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/setup',
      headers: ORIGIN,
      payload: { token, email: uniqueEmail(), password: 'short', name: 'Boss', branch: 'army' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Minimum 8 characters required');
    expect(await status(token)).toEqual({ valid: true });
  });
});
