import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import { createLogger } from './logger';

// Issue 27: the app's own request lines (Fastify's, through our serializers) hold no token.
let logged = '';
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged += chunk.toString();
    done();
  },
});
const t = useTestApp({
  deps: { logger: createLogger({ logLevel: 'trace', prettyLogs: false }, sink) },
});

describe('request logs', () => {
  it.each([
    ['a verification link', '/api/auth/verify-email?token=VerifyTok3nSecret&callbackURL=%2F'],
    ['a reset link', '/api/auth/reset-password/ResetTok3nSecret?callbackURL=%2Freset'],
    ['a reset page', '/reset-password?token=PageTok3nSecret'],
  ])('keep the token of %s out of every line', async (_, url) => {
    const secret = /[A-Za-z]+Tok3nSecret/.exec(url)![0];
    logged = '';
    await t.as(null).get(url);
    expect(logged).toContain('incoming request');
    expect(logged).not.toContain(secret);
  });
});
