import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session, user } from '../../db/schema';
import { cookiesOf, createMember, postSignIn } from '../../test/accounts';
import { linkIn } from '../../test/mail-catcher';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ mail: true });

const post = (url: string, payload: object, cookie?: string) => t.as({ cookie }).post(url, payload);
const sessionCount = async (userId: string) =>
  (await t.db.select().from(session).where(eq(session.userId, userId))).length;

describe('password reset by email', () => {
  it('mails a link to a page that sets the new password and ends every session', async () => {
    const m = await createMember(t);
    expect(
      await post('/api/auth/request-password-reset', {
        email: m.email,
        redirectTo: '/auth/reset-password',
      }).then((r) => r.statusCode),
    ).toBe(200);
    const message = await t.mail.waitFor(m.email, (x) => x.subject.startsWith('Reset'));
    const link = new URL(linkIn(message, 'http://battle-ready.test/api/auth/reset-password/'));
    const landing = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(landing.statusCode).toBe(302);
    const page = new URL(landing.headers.location as string, 'http://battle-ready.test');
    expect(page.pathname).toBe('/auth/reset-password');
    const token = page.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await post('/api/auth/reset-password', {
      token,
      newPassword: 'brand new secret',
    });
    expect(reset.statusCode).toBe(200);
    expect(await sessionCount(m.id)).toBe(0);
    expect((await postSignIn(t, m.email, m.password)).statusCode).toBe(401);
    expect((await postSignIn(t, m.email, 'brand new secret')).statusCode).toBe(200);
    // The link works once.
    const again = await post('/api/auth/reset-password', { token, newPassword: 'another secret' });
    expect(again.statusCode).toBe(400);
  });

  it('sends nothing for an unknown email', async () => {
    const email = 'nobody-here@example.test';
    const known = await createMember(t);
    await post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' });
    await post('/api/auth/request-password-reset', {
      email: known.email,
      redirectTo: '/auth/reset-password',
    });
    // The known address's mail, asked for second, has arrived: the unknown one's would have too.
    await t.mail.waitFor(known.email, (x) => x.subject.startsWith('Reset'));
    expect(t.mail.to(email)).toHaveLength(0);
  });

  it('refuses a new password under 8 characters and keeps the link usable', async () => {
    const m = await createMember(t);
    await post('/api/auth/request-password-reset', {
      email: m.email,
      redirectTo: '/auth/reset-password',
    });
    const message = await t.mail.waitFor(m.email, (x) => x.subject.startsWith('Reset'));
    const token = new URL(
      linkIn(message, 'http://battle-ready.test/api/auth/reset-password/'),
    ).pathname
      .split('/')
      .pop();
    const short = await post('/api/auth/reset-password', { token, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('Password too short');
    expect(
      (await post('/api/auth/reset-password', { token, newPassword: 'long enough now' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('change password', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const m = await createMember(t);
    const other = cookiesOf(await postSignIn(t, m.email, m.password));
    expect(await sessionCount(m.id)).toBe(2);

    const wrong = await post(
      '/api/auth/change-password',
      { currentPassword: 'not it', newPassword: 'a new password' },
      m.cookie,
    );
    expect(wrong.statusCode).toBe(400);

    const res = await post(
      '/api/auth/change-password',
      // The client cannot opt out of ending the other sessions.
      { currentPassword: m.password, newPassword: 'a new password', revokeOtherSessions: false },
      m.cookie,
    );
    expect(res.statusCode).toBe(200);
    const current = cookiesOf(res) || m.cookie;
    const meOf = (cookie: string) =>
      t
        .as({ cookie })
        .get('/api/me')
        .then((r) => r.json());
    expect((await meOf(current)).viewer?.id).toBe(m.id);
    expect((await meOf(other)).viewer).toBeNull();
    expect((await postSignIn(t, m.email, 'a new password')).statusCode).toBe(200);
  });

  it('refuses a visitor', async () => {
    const res = await post('/api/auth/change-password', {
      currentPassword: 'x',
      newPassword: 'a new password',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('verification email resend', () => {
  it('mails a fresh link to a signed-in unverified user', async () => {
    const m = await createMember(t, { verified: false });
    const before = t.mail.to(m.email).length;
    const res = await post(
      '/api/auth/send-verification-email',
      { email: m.email, callbackURL: '/auth?verified=1' },
      m.cookie,
    );
    expect(res.statusCode).toBe(200);
    await t.mail.waitFor(m.email, () => t.mail.to(m.email).length > before);
    const latest = t.mail.to(m.email).at(-1)!;
    const link = new URL(linkIn(latest, 'http://battle-ready.test/api/auth/verify-email'));
    await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    const [row] = await t.db.select().from(user).where(eq(user.id, m.id));
    expect(row!.emailVerified).toBe(true);
  });
});
