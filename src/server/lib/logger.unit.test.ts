import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { capturedLog } from '../test/captured-log';

// Issue 27: no session, reset or verification token in any log line, at any level.
const TOKEN = 'Zq3sessionTOKENunsignedPart';

const capture = () => {
  const { logger, text } = capturedLog();
  return { log: logger, text };
};

const request = (url: string) =>
  ({ method: 'GET', url, host: 'example.test', ip: '198.51.100.7' }) as unknown as FastifyRequest;

describe('the logger', () => {
  it.each([
    ['a verification link', `/api/auth/verify-email?token=${TOKEN}&callbackURL=%2F`],
    ['a reset link', `/api/auth/reset-password/${TOKEN}?callbackURL=%2Freset`],
    ['an OAuth callback', `/api/auth/oauth2/callback/google?code=${TOKEN}&state=${TOKEN}`],
  ])('keeps the secret of %s out of request lines', (_, url) => {
    const { log, text } = capture();
    log.info({ req: request(url) }, 'incoming request');
    expect(text()).not.toContain(TOKEN);
    expect(text()).toContain(url.split(/[?]|reset-password\//)[0]);
  });

  it("keeps a failed query's parameters out of its error, its stack and its causes", () => {
    const { log, text } = capture();
    const cause = Object.assign(new Error('connect ECONNREFUSED'), {
      code: 'ECONNREFUSED',
      detail: `Key (token)=(${TOKEN}) already exists.`,
    });
    const err = new DrizzleQueryError('select * from "session" where "token" = $1', [TOKEN], cause);
    log.error({ err }, 'auth request failed');
    log.warn({ err: new Error('wrapped', { cause: err }) }, 'database unavailable');
    expect(text()).not.toContain(TOKEN);
    // What the reader needs stays: which statement failed, and why.
    expect(text()).toContain('where \\"token\\" = $1');
    expect(text()).toContain('ECONNREFUSED');
  });
});
