import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { DELETION_MSG } from '@shared/schemas/account-deletion';
import { rateLimits } from '../../db/schema';
import { totpClaimsOf } from './totp-replay';
import { cookiesOf, createMember, postSignIn, type Member } from '../../test/accounts';
import { nextTotp, secretOfUri, totp, TOTP_STEP_MS } from '../../test/totp';
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
    // Turning it on used this step's code.
    const right = await post(
      '/api/auth/two-factor/verify-totp',
      { code: nextTotp(secret) },
      pending,
    );
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

describe('a TOTP code is good once per account', () => {
  // The clock stands still inside one step unless a test moves it, so "this step's code" and
  // "the next step's" stay what they say (Better Auth reads Date.now()).
  let now = 0;
  beforeEach(() => {
    now = Math.floor(Date.now() / TOTP_STEP_MS) * TOTP_STEP_MS + 10_000;
    vi.useFakeTimers({ toFake: ['Date'], now });
  });
  afterEach(() => vi.useRealTimers());
  const nextStep = () => vi.setSystemTime((now += TOTP_STEP_MS));

  const signIn = async (m: Member) => cookiesOf(await postSignIn(t, m.email, m.password));
  const verify = (code: string, pending: string) =>
    post('/api/auth/two-factor/verify-totp', { code }, pending);
  const INVALID_CODE = { error: { code: 'invalid_code', message: 'Invalid code' } };

  it('refuses a code once used, at sign-in as Better Auth refuses a wrong one; the next step brings a new one', async () => {
    const m = await createMember(t);
    const { secret } = await enable(m);
    // Turning it on used this step's code.
    const replayOfSetup = await verify(totp(secret), await signIn(m));
    expect(replayOfSetup.statusCode).toBe(401);
    expect(replayOfSetup.json()).toEqual(INVALID_CODE);

    nextStep();
    expect((await verify(totp(secret), await signIn(m))).statusCode).toBe(200);
    const replay = await verify(totp(secret), await signIn(m));
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(INVALID_CODE);
    expect(cookiesOf(replay)).not.toContain('br.session_token');
  });

  it('lets one of two concurrent sign-ins with the same code through', async () => {
    const m = await createMember(t);
    const { secret } = await enable(m);
    nextStep();
    const pending = await Promise.all([signIn(m), signIn(m)]);
    const answers = await Promise.all(pending.map((p) => verify(totp(secret), p)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('gives a code back when Better Auth refuses it for another reason', async () => {
    const m = await createMember(t);
    const { secret } = await enable(m);
    nextStep();
    const right = totp(secret);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const spent = await signIn(m);
    // Five wrong codes spend the pending sign-in's tries: the right code is refused with it.
    for (let i = 0; i < 5; i += 1) expect((await verify(wrong, spent)).statusCode).toBe(401);
    expect((await verify(right, spent)).statusCode).toBe(400);
    expect((await verify(right, await signIn(m))).statusCode).toBe(200);
  });

  it('holds the claim on a code for as long as Better Auth would accept it: 90 seconds', async () => {
    const m = await createMember(t);
    const { secret } = await enable(m);
    nextStep();
    expect((await verify(totp(secret), await signIn(m))).statusCode).toBe(200);
    const claimedSecondsAgo = (seconds: number) =>
      t.db
        .update(rateLimits)
        .set({ windowStart: sql`now() - make_interval(secs => ${seconds})` })
        .where(totpClaimsOf(m.id));
    await claimedSecondsAgo(89);
    expect((await verify(totp(secret), await signIn(m))).statusCode).toBe(401);
    // The stopped clock still takes the code, so this shows the claim alone has ended (on a
    // running clock the code itself has expired by then).
    await claimedSecondsAgo(91);
    expect((await verify(totp(secret), await signIn(m))).statusCode).toBe(200);
  });

  it('refuses a used code when deleting the account', async () => {
    const m = await createMember(t);
    const { secret } = await enable(m);
    nextStep();
    const session = cookiesOf(await verify(totp(secret), await signIn(m)));
    const remove = (code: string) =>
      t.as({ cookie: session }).delete('/api/me', { password: m.password, code });
    const replay = await remove(totp(secret));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toMatchObject({ message: DELETION_MSG.wrongCode, field: 'code' });
    expect((await viewerOf(session)).id).toBe(m.id);

    nextStep();
    expect((await remove(totp(secret))).statusCode).toBe(200);
    // The claims name the account, so they go with it.
    expect(await t.db.select().from(rateLimits).where(totpClaimsOf(m.id))).toEqual([]);
  });
});
