import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyRequest } from 'fastify';
import { prettyFactory } from 'pino-pretty';
import { describe, expect, it } from 'vitest';
import { capturedLog } from '../test/captured-log';
import { PRETTY_OPTIONS } from './logger';

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
    log.info({ req: request(url) }, 'request answered');
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

describe('pretty logs', () => {
  const pretty = prettyFactory({ ...PRETTY_OPTIONS, colorize: false });

  it("write a request as one line: time, level, the request's id, method, URL, status, time taken", () => {
    const line = pretty({
      level: 30,
      time: Date.now(),
      pid: 1,
      hostname: 'h',
      reqId: 'c0ffee00-0000-4000-8000-000000000001',
      req: { method: 'GET', url: '/api/products', remoteAddress: '198.51.100.7' },
      res: { statusCode: 200 },
      responseTime: 3.25,
      msg: 'GET /api/products 200 3.3 ms',
    });
    expect(line).toMatch(
      /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: \[c0ffee00-0000-4000-8000-000000000001\] GET \/api\/products 200 3\.3 ms\n$/,
    );
  });

  it('keep the fields of other lines on the same line', () => {
    const line = pretty({ level: 40, time: Date.now(), component: 'database', msg: 'restarting' });
    expect(line).toMatch(/^\[[\d:.]+\] WARN: restarting \{"component":"database"\}\n$/);
  });
});
