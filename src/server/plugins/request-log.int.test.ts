import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { capturedLog } from '../test/captured-log';
import { useTestApp } from '../test/use-test-app';
import { requestIdFrom, requestLogPlugin, withoutFastifyRequestLines } from './request-log';

// Issue 32: one line per request, every line a request writes carries its id, and the answer
// names it in x-request-id; a proxy's id is taken only from a proxy the app trusts.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The JSON lines written for the request with this id. */
const linesOf = (text: string, id: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.reqId === id);

describe('request ids without a trusted proxy', () => {
  const log = capturedLog();
  const t = useTestApp({ deps: { logger: log.logger } });

  it('gives every answer a new id, and logs the request once under it', async () => {
    log.clear();
    const first = await t.as(null).get('/api/products?page=1');
    const second = await t.as(null).get('/api/products?page=1');
    const id = String(first.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(id);
    const lines = linesOf(log.text(), id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: expect.stringMatching(/^GET \/api\/products\?page=1 200 [\d.]+ ms$/),
      req: { method: 'GET', url: '/api/products?page=1' },
      res: { statusCode: 200 },
    });
  });

  it("ignores a client's own x-request-id: anyone could pass for another request", async () => {
    const res = await t.as(null, { headers: { 'x-request-id': 'forged-id' } }).get('/api/health');
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('logs probes at debug, so a probe every few seconds does not fill the log', async () => {
    log.clear();
    const res = await t.as(null).get('/api/health/live');
    const [line] = linesOf(log.text(), String(res.headers['x-request-id']));
    expect(line?.level).toBe(20);
  });
});

describe('lines a route writes', () => {
  it("carry the request's id, as the request's own line does", async () => {
    const log = capturedLog();
    const app = Fastify({
      loggerInstance: log.logger,
      logController: withoutFastifyRequestLines(),
      genReqId: requestIdFrom(false),
    });
    await app.register(requestLogPlugin);
    app.get('/work', async (request) => {
      request.log.warn({ step: 1 }, 'working');
      return { done: true };
    });
    const res = await app.inject({ method: 'GET', url: '/work' });
    await app.close();
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(UUID);
    const lines = linesOf(log.text(), id);
    expect(lines.map((line) => line.msg)).toEqual([
      'working',
      expect.stringMatching(/^GET \/work 200 [\d.]+ ms$/),
    ]);
  });
});

describe('request ids behind a trusted proxy', () => {
  const t = useTestApp({ config: { trustProxy: true } });

  it("takes the proxy's id when it is a plain token, and makes one otherwise", async () => {
    const given = 'lb-7f3a9c2e.0001';
    const taken = await t.as(null, { headers: { 'x-request-id': given } }).get('/api/health');
    expect(taken.headers['x-request-id']).toBe(given);
    for (const bad of ['has space', 'x'.repeat(129), 'new\\nline', '<script>']) {
      const res = await t.as(null, { headers: { 'x-request-id': bad } }).get('/api/health');
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });
});
