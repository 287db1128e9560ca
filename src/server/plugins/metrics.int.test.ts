import { beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port';
import { insertProduct } from '../test/fixtures';
import { parsePrometheusText } from '../test/prometheus-text';
import { useTestApp } from '../test/use-test-app';

// Issue 32: Prometheus reads the metrics with a bearer token on the public port, or on a
// loopback port of its own; a visitor, or a member however privileged, never reads them.

const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef';

/** The count of answers to GET `route` with a status of `statusClass`. */
const answered = (text: string, route: string, statusClass = '2xx') =>
  parsePrometheusText(text).value('http_request_duration_seconds_count', {
    method: 'GET',
    route,
    status_class: statusClass,
  }) ?? 0;

const valueOf = (text: string, name: string, labels: Record<string, string> = {}) =>
  parsePrometheusText(text).value(name, labels);

describe('/metrics on the public port with METRICS_TOKEN', () => {
  const t = useTestApp({
    personas: true,
    config: {
      metrics: { port: null, host: '127.0.0.1', token: TOKEN },
      readCacheBytes: 8 * 1024 * 1024,
    },
  });
  const withToken = (token = TOKEN) =>
    t.as(null, { headers: { authorization: `Bearer ${token}` } }).get('/metrics');

  it.each([
    ['a visitor', () => t.as(null).get('/metrics')],
    ['a wrong token', () => withToken(`${TOKEN}x`)],
    [
      'a token of another scheme',
      () => t.as(null, { headers: { authorization: `Basic ${TOKEN}` } }).get('/metrics'),
    ],
    ['the super admin signed in', () => t.as(t.who.superAdmin).get('/metrics')],
    ['an admin signed in', () => t.as(t.who.admin).get('/metrics')],
    ['a verified member', () => t.as(t.who.verified).get('/metrics')],
  ])('refuses %s with 401 and says how to authenticate', async (_, send) => {
    const res = await send();
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(res.body).not.toContain('http_request_duration_seconds');
  });

  it('serves Prometheus text to the token, never kept by a cache', async () => {
    const res = await withToken();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const { types } = parsePrometheusText(res.body);
    for (const name of [
      'http_request_duration_seconds',
      'battleready_read_cache_hits_total',
      'battleready_read_cache_misses_total',
      'battleready_read_cache_bytes',
      'battleready_db_pool_connections',
      'battleready_db_pool_waiting',
      'battleready_search_bulkhead',
      'battleready_jobs_waiting',
      'battleready_jobs_oldest_waiting_seconds',
      'battleready_retention_runs_total',
      'battleready_database_up',
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(types.has(name), name).toBe(true);
    }
    expect(types.get('http_request_duration_seconds')).toBe('histogram');
    expect(types.get('battleready_read_cache_hits_total')).toBe('counter');
    expect(valueOf(res.body, 'battleready_database_up', { kind: 'postgres' })).toBe(1);
    expect(valueOf(res.body, 'battleready_retention_runs_total', { outcome: 'failed' })).toBe(0);
  });

  it('counts requests by route pattern and status class, never by URL', async () => {
    const product = await insertProduct(t.db, { name: 'Counted Canteen' });
    const before = (await withToken()).body;
    for (let i = 0; i < 3; i++) await t.as(null).get(`/api/products/${product.id}`);
    await t.as(null).get('/api/products/00000000-0000-4000-8000-000000000000');
    const after = (await withToken()).body;
    const route = '/api/products/:id';
    expect(answered(after, route) - answered(before, route)).toBe(3);
    expect(answered(after, route, '4xx') - answered(before, route, '4xx')).toBe(1);
    expect(after).not.toContain(product.id);
  });

  it('counts read-cache hits and misses, and the bytes it holds', async () => {
    const metricsNow = async () => (await withToken()).body;
    const before = await metricsNow();
    const url = `/api/products/${(await insertProduct(t.db, { name: 'Cached Compass' })).id}`;
    // The cache opens once the change feed is heard: until then every read is a miss.
    await expect
      .poll(async () => {
        await t.as(null).get(url);
        return t.app.readCache.get(url) !== undefined;
      })
      .toBe(true);
    await t.as(null).get(url);
    const after = await metricsNow();
    const hits = (text: string) => valueOf(text, 'battleready_read_cache_hits_total') ?? 0;
    const misses = (text: string) => valueOf(text, 'battleready_read_cache_misses_total') ?? 0;
    expect(hits(after)).toBeGreaterThan(hits(before));
    expect(misses(after)).toBeGreaterThan(misses(before));
    expect(valueOf(after, 'battleready_read_cache_bytes')).toBeGreaterThan(0);
  });

  it('counts mail waiting to be sent, as it is at the scrape', async () => {
    const mailWaiting = async () =>
      valueOf((await withToken()).body, 'battleready_jobs_waiting', { queue: 'mail' }) ?? 0;
    const before = await mailWaiting();
    await t.app.outbox.queue(t.db, {
      to: 'waiting@example.com',
      subject: 'Waiting',
      text: 'Waiting for the worker',
      html: '<p>Waiting for the worker</p>',
    });
    expect(await mailWaiting()).toBe(before + 1);
    const text = (await withToken()).body;
    expect(
      valueOf(text, 'battleready_jobs_oldest_waiting_seconds', { queue: 'mail' }),
    ).toBeGreaterThanOrEqual(0);
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  const t = useTestApp({ webRoot: true });

  it('is not found on the public port, token or not, and never served as a page', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
      const res = await t.as(null, { headers }).get('/metrics');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });

  it('adds nothing to a request: no histogram is kept', () => {
    expect(t.app.metrics.getSingleMetric('http_request_duration_seconds')).toBeUndefined();
  });
});

describe('/metrics on METRICS_PORT', () => {
  let port = 0;
  // Before the app starts: its config is read then.
  beforeAll(async () => {
    port = await freePort();
  });
  const t = useTestApp({
    config: () => ({ metrics: { port, host: '127.0.0.1', token: null } }),
  });

  it('serves the text on its own loopback listener and nothing else there', async () => {
    expect(port).toBeGreaterThan(0);
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(valueOf(await res.text(), 'battleready_database_up')).toBe(1);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect((await t.as(null).get('/metrics')).statusCode).toBe(404);
  });
});
