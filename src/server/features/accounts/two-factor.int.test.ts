import { describe, expect, it } from 'vitest';
import { cookiesOf, createMember, postSignIn, type Member } from '../../test/accounts';
import { secretOfUri, totp } from '../../test/totp';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

const post = (url: string, payload: object, cookie?: string) => t.as({ cookie }).post(url, payload);
const viewerOf = (cookie: string) =>
  t
    .as({ cookie })
    .get('/api/me')
    .then((r) => r.json().viewer);

/** Turns TOTP on the way the profile dialog does: password, then a first code. */
async function enable(m: Member) {
  const started = await post('/api/auth/two-factor/enable', { password: m.password }, m.cookie);
  expect(started.statusCode).toBe(200);
  const { totpURI, backupCodes } = started.json() as { totpURI: string; backupCodes: string[] };
  const secret = secretOfUri(totpURI);
  const confirmed = await post(
    '/api/auth/two-factor/verify-totp',
    { code: totp(secret) },
    m.cookie,
  );
  expect(confirmed.statusCode).toBe(200);
  return { secret, backupCodes, cookie: cookiesOf(confirmed) || m.cookie };
}

describe('two-factor authentication (TOTP with backup codes)', () => {
  it('is off until the first code confirms it, then shows on /api/me', async () => {
    const m = await createMember(t);
    const started = await post('/api/auth/two-factor/enable', { password: m.password }, m.cookie);
    expect(started.json().totpURI).toMatch(/^otpauth:\/\/totp\/Battle%20Ready:/);
    expect(started.json().backupCodes).toHaveLength(10);
    expect((await viewerOf(m.cookie)).twoFactorEnabled).toBe(false);

    const secret = secretOfUri(started.json().totpURI);
    const confirmed = await post(
      '/api/auth/two-factor/verify-totp',
      { code: totp(secret) },
      m.cookie,
    );
    // Turning it on replaces the session with a fresh one.
    expect((await viewerOf(cookiesOf(confirmed))).twoFactorEnabled).toBe(true);
  });

  it('needs the password to turn on', async () => {
    const m = await createMember(t);
    const res = await post('/api/auth/two-factor/enable', { password: 'wrong one' }, m.cookie);
    expect(res.statusCode).toBe(400);
  });

  it('asks for a code at sign-in and starts a session only after a right one', async () => {
    const m = await createMember(t);
    const { secret } = await enable(m);

    const first = await postSignIn(t, m.email, m.password);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    expect(first.cookies.find((c) => c.name === 'br.session_token' && c.value)).toBeUndefined();
    const pending = cookiesOf(first);

    const wrong = await post('/api/auth/two-factor/verify-totp', { code: '000000' }, pending);
    expect(wrong.statusCode).toBe(401);
    const right = await post('/api/auth/two-factor/verify-totp', { code: totp(secret) }, pending);
    expect(right.statusCode).toBe(200);
    expect((await viewerOf(cookiesOf(right))).id).toBe(m.id);
  });

  it('accepts each backup code once in place of a TOTP code', async () => {
    const m = await createMember(t);
    const { backupCodes } = await enable(m);
    const pending = cookiesOf(await postSignIn(t, m.email, m.password));
    const used = await post(
      '/api/auth/two-factor/verify-backup-code',
      { code: backupCodes[0] },
      pending,
    );
    expect(used.statusCode).toBe(200);
    expect((await viewerOf(cookiesOf(used))).id).toBe(m.id);

    const again = cookiesOf(await postSignIn(t, m.email, m.password));
    const reused = await post(
      '/api/auth/two-factor/verify-backup-code',
      { code: backupCodes[0] },
      again,
    );
    expect(reused.statusCode).toBe(401);
  });

  it('turns off with the password', async () => {
    const m = await createMember(t);
    const { cookie } = await enable(m);
    const res = await post('/api/auth/two-factor/disable', { password: m.password }, cookie);
    expect(res.statusCode).toBe(200);
    expect((await postSignIn(t, m.email, m.password)).json().twoFactorRedirect).toBeUndefined();
  });
});
