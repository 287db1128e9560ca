import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  INVITATION_CHECK_LIMIT,
  PASSWORD_RESET_LIMIT,
  SIGN_IN_FAILURE_LIMIT,
  SIGN_IN_LIMIT,
  SIGN_UP_LIMIT,
  TWO_FACTOR_LIMIT,
  VERIFICATION_RESEND_LIMIT,
} from '@shared/limits';
import { parseTrustProxy } from '../../config';
import { rateLimits, session } from '../../db/schema';
import { createMember, ORIGIN, postSignIn, postSignUp, uniqueEmail } from '../../test/accounts';
import { startTestApp, type TestApp } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

const wrongSignIn = (app: TestApp, email: string, ip: string, forwardedFor?: string) =>
  app
    .as(null, { ip, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} })
    .post('/api/auth/sign-in/email', { email, password: 'wrong password' });

describe('failed sign-ins from one address, any emails (credential stuffing)', () => {
  const ip = '198.51.100.7';
  const cap = SIGN_IN_FAILURE_LIMIT.max;

  it('allows the cap-th failure, then refuses every sign-in from it with 429 until the window ends', async () => {
    // Each try uses another address: the per-address-and-email limit never sees two.
    for (let i = 0; i < cap - 1; i++) {
      expect((await wrongSignIn(t, uniqueEmail('stuffed'), ip)).statusCode).toBe(401);
    }
    expect((await wrongSignIn(t, uniqueEmail('stuffed'), ip)).statusCode).toBe(401);
    const member = await createMember(t);
    const refused = await postSignIn(t, member.email, member.password, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'Too many failed sign-ins from your network. Please try again in 15 minutes.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await wrongSignIn(t, uniqueEmail('stuffed'), ip)).statusCode).toBe(429);
    // Another address is unaffected.
    expect((await postSignIn(t, member.email, member.password, '198.51.100.8')).statusCode).toBe(
      200,
    );

    // The window ends.
    await t.db
      .update(rateLimits)
      .set({
        windowStart: new Date(Date.now() - (SIGN_IN_FAILURE_LIMIT.windowMinutes + 1) * 60_000),
      })
      .where(eq(rateLimits.subject, ip));
    expect((await postSignIn(t, member.email, member.password, ip)).statusCode).toBe(200);
  });

  it('holds the cap against a burst of concurrent tries', async () => {
    const from = '198.51.100.10';
    const answers = await Promise.all(
      Array.from({ length: cap + 10 }, () => wrongSignIn(t, uniqueEmail('burst'), from)),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(cap);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it('does not count a try another limit refused', async () => {
    const from = '198.51.100.11';
    const email = uniqueEmail('limited');
    for (let i = 0; i < SIGN_IN_LIMIT.max; i++) {
      expect((await wrongSignIn(t, email, from)).statusCode).toBe(401);
    }
    for (let i = 0; i < cap; i++) {
      expect((await wrongSignIn(t, email, from)).statusCode).toBe(429);
    }
    // Only the five that reached Better Auth failed: the address has room for the rest.
    for (let i = 0; i < cap - SIGN_IN_LIMIT.max; i++) {
      expect((await wrongSignIn(t, uniqueEmail('limited'), from)).statusCode).toBe(401);
    }
    expect((await wrongSignIn(t, uniqueEmail('limited'), from)).statusCode).toBe(429);
  });

  it('does not count successful sign-ins', async () => {
    const member = await createMember(t);
    const from = '198.51.100.9';
    for (let i = 0; i < cap + 2; i++) {
      await t.db.delete(rateLimits).where(eq(rateLimits.action, 'auth:sign-in'));
      expect((await postSignIn(t, member.email, member.password, from)).statusCode).toBe(200);
    }
  });
});

describe('sign-in limit: 5 a minute per address and email', () => {
  it('allows the 5th attempt and refuses the 6th with 429 and Retry-After', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < SIGN_IN_LIMIT.max; i++) {
      expect((await wrongSignIn(t, email, '192.0.2.1')).statusCode).toBe(401);
    }
    const refused = await wrongSignIn(t, email, '192.0.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another email from the same address, and the same email elsewhere, are unaffected.
    expect((await wrongSignIn(t, uniqueEmail(), '192.0.2.1')).statusCode).toBe(401);
    expect((await wrongSignIn(t, email, '192.0.2.2')).statusCode).toBe(401);
  });

  it('refuses even the right password once the limit is reached', async () => {
    const m = await createMember(t);
    for (let i = 0; i < SIGN_IN_LIMIT.max; i++) await wrongSignIn(t, m.email, '192.0.2.3');
    expect((await postSignIn(t, m.email, m.password, '192.0.2.3')).statusCode).toBe(429);
  });
});

describe('x-forwarded-for', () => {
  it('is ignored without trustProxy: a forged header neither escapes the limit nor is recorded', async () => {
    const m = await createMember(t);
    for (let i = 0; i < SIGN_IN_LIMIT.max; i++) {
      await wrongSignIn(t, m.email, '192.0.2.10', `203.0.113.${i}`);
    }
    expect((await wrongSignIn(t, m.email, '192.0.2.10', '203.0.113.99')).statusCode).toBe(429);

    const ok = await postSignIn(t, m.email, m.password, '192.0.2.11');
    expect(ok.statusCode).toBe(200);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { ...ORIGIN, 'x-forwarded-for': '198.51.100.7' },
      payload: { email: m.email, password: m.password },
      remoteAddress: '192.0.2.12',
    });
    expect(forged.statusCode).toBe(200);
    const ips = (await t.db.select().from(session).where(eq(session.userId, m.id))).map(
      (s) => s.ipAddress,
    );
    expect(ips).toContain('192.0.2.12');
    expect(ips).not.toContain('198.51.100.7');
  });

  it('behind a proxy (TRUST_PROXY=1) uses the address the proxy appended, not one the client wrote', async () => {
    const proxied = await startTestApp({ trustProxy: parseTrustProxy('1') });
    try {
      const email = uniqueEmail();
      // The proxy appends the real client (198.51.100.1) to whatever the client sent.
      for (let i = 0; i < SIGN_IN_LIMIT.max; i++) {
        await wrongSignIn(proxied, email, '10.0.0.1', `203.0.113.${i}, 198.51.100.1`);
      }
      expect(
        (await wrongSignIn(proxied, email, '10.0.0.1', '203.0.113.99, 198.51.100.1')).statusCode,
      ).toBe(429);
      // Same proxy, another client: not locked out by the first one.
      expect((await wrongSignIn(proxied, email, '10.0.0.1', '198.51.100.2')).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe('sign-up limit per address', () => {
  it(`allows ${SIGN_UP_LIMIT.max} attempts an hour and refuses the next`, async () => {
    const attempt = () =>
      postSignUp(t, { email: uniqueEmail(), password: 'x', invitationCode: 'X' }, '192.0.2.20');
    for (let i = 0; i < SIGN_UP_LIMIT.max; i++) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
  });
});

describe('password reset', () => {
  const requestReset = (email: string, ip: string) =>
    t.as(null, { ip }).post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/auth/reset-password',
    });

  it('answers a known and an unknown email identically', async () => {
    const m = await createMember(t);
    const known = await requestReset(m.email, '192.0.2.30');
    const unknown = await requestReset(uniqueEmail('nobody'), '192.0.2.31');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
  });

  it(`allows ${PASSWORD_RESET_LIMIT.max} requests an hour per email and refuses the next`, async () => {
    const email = uniqueEmail();
    for (let i = 0; i < PASSWORD_RESET_LIMIT.max; i++) {
      expect((await requestReset(email, `192.0.2.${40 + i}`)).statusCode).toBe(200);
    }
    expect((await requestReset(email, '192.0.2.60')).statusCode).toBe(429);
  });
});

describe('verification resend', () => {
  it(`allows ${VERIFICATION_RESEND_LIMIT.max} resends per email and refuses the next`, async () => {
    const m = await createMember(t, { verified: false });
    const resend = (ip: string) =>
      t.as(m, { ip }).post('/api/auth/send-verification-email', { email: m.email });
    for (let i = 0; i < VERIFICATION_RESEND_LIMIT.max; i++) {
      expect((await resend(`192.0.2.${70 + i}`)).statusCode).toBe(200);
    }
    expect((await resend('192.0.2.90')).statusCode).toBe(429);
  });
});

describe('password checks behind a session', () => {
  it('count per session too: a stolen session cannot guess from many addresses', async () => {
    const m = await createMember(t);
    const change = (ip: string) =>
      t.as(m, { ip }).post('/api/auth/change-password', {
        currentPassword: 'a guess',
        newPassword: 'whatever new',
      });
    for (let i = 0; i < SIGN_IN_LIMIT.max; i++) {
      expect((await change(`192.0.2.${100 + i}`)).statusCode).toBe(400);
    }
    expect((await change('192.0.2.120')).statusCode).toBe(429);
  });
});

describe('two-factor codes', () => {
  it(`allow ${TWO_FACTOR_LIMIT.max} tries a minute per address and refuse the next`, async () => {
    const verify = () =>
      t
        .as(null, { ip: '192.0.2.130' })
        .post('/api/auth/two-factor/verify-totp', { code: '000000' });
    for (let i = 0; i < TWO_FACTOR_LIMIT.max; i++) {
      expect((await verify()).statusCode).not.toBe(429);
    }
    expect((await verify()).statusCode).toBe(429);
  });
});

describe('Google sign-up start', () => {
  it('shares the invitation-check limit, so codes cannot be guessed through it', async () => {
    const start = () =>
      t.as(null, { ip: '192.0.2.140' }).post('/api/auth/sign-in/social', {
        provider: 'google',
        requestSignUp: true,
        additionalData: {},
      });
    for (let i = 0; i < INVITATION_CHECK_LIMIT.max; i++) {
      expect((await start()).statusCode).not.toBe(429);
    }
    expect((await start()).statusCode).toBe(429);
  });
});
