import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { MetricsConfig } from '../config';
import type { Database } from '../db/client';
import { notFound, unauthorized } from '../lib/errors';
import { waitingJobs, type WaitingJobs } from '../lib/jobs/queue-report';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The app's metrics (docs/METRICS.md): a feature adds its own here (retention's runs). Kept
     * whether or not anyone reads them; only the request histogram costs per request, and it is
     * kept only when metrics are configured.
     */
    metrics: Registry;
  }
}

/** What every metric's name begins with. */
export const METRIC_PREFIX = 'battleready_';

/** The process's own (CPU, memory, event loop, GC): one set however many apps a process builds. */
let processRegistry: Registry | undefined;
const processMetrics = () => {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
};

/** Every metric as Prometheus text: the process's, then the app's. */
export async function metricsText(app: FastifyInstance) {
  return (await processMetrics().metrics()) + (await app.metrics.metrics());
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `authorization` is `Bearer <token>`, compared in constant time. */
export function bearerMatches(authorization: string | undefined, token: string) {
  const given = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

const REQUEST_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Requests by route pattern (never the URL: one series per product would be unbounded). */
function countRequests(app: FastifyInstance) {
  const histogram = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: REQUEST_BUCKETS_SECONDS,
    registers: [app.metrics],
  });
  // The labelled series, looked up once: the hook runs on every request.
  const series = new Map<string, ReturnType<typeof histogram.labels>>();
  // A callback, not an async function: no promise per request for work that never waits.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const statusClass = `${Math.floor(reply.statusCode / 100)}xx`;
    const key = `${request.method} ${statusClass} ${route}`;
    let child = series.get(key);
    if (!child) {
      child = histogram.labels(request.method, route, statusClass);
      series.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    done();
  });
}

/** What the app's parts hold now, read when Prometheus asks. */
function watchParts(app: FastifyInstance, database: Database) {
  const registers = [app.metrics];
  const p = METRIC_PREFIX;
  // Counted by the cache itself as plain numbers, so a hit costs no more with metrics on.
  const lookups = (outcome: 'hits' | 'misses', help: string) =>
    new Counter({
      name: `${p}read_cache_${outcome}_total`,
      help,
      registers,
      collect() {
        this.reset();
        this.inc(app.readCache.stats[outcome]);
      },
    });
  lookups('hits', 'Read-cache lookups that found a kept answer or value');
  lookups(
    'misses',
    'Read-cache lookups that found nothing (or the cache suspended): the database answered',
  );
  new Gauge({
    name: `${p}read_cache_bytes`,
    help: 'Memory the read cache holds, bytes (READ_CACHE_MB bounds it)',
    registers,
    collect() {
      this.set(app.readCache.size.bytes);
    },
  });
  new Gauge({
    name: `${p}db_pool_connections`,
    help: 'Database connections per pool, in use or idle',
    labelNames: ['pool', 'state'] as const,
    registers,
    collect() {
      for (const use of database.poolUse()) {
        this.set({ pool: use.pool, state: 'in_use' }, use.inUse);
        this.set({ pool: use.pool, state: 'idle' }, use.idle);
      }
    },
  });
  new Gauge({
    name: `${p}db_pool_waiting`,
    help: 'Callers waiting for a database connection, per pool',
    labelNames: ['pool'] as const,
    registers,
    collect() {
      for (const use of database.poolUse()) this.set({ pool: use.pool }, use.waiting);
    },
  });
  new Gauge({
    name: `${p}search_bulkhead`,
    help: 'Product searches running or queued behind SEARCH_CONCURRENCY',
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.set({ state: 'running' }, app.searching.activeCount);
      this.set({ state: 'queued' }, app.searching.pendingCount);
    },
  });
  new Gauge({
    name: `${p}database_up`,
    help: 'Whether the database answered a round trip now (1) or not (0)',
    labelNames: ['kind'] as const,
    registers,
    async collect() {
      const up =
        database.serverState() === 'running' &&
        (await database.ping().then(
          () => true,
          () => false,
        ));
      this.set({ kind: app.dbKind }, up ? 1 : 0);
    },
  });
  // One read of the queue serves both gauges of a scrape: the registry collects them at once.
  let reading: Promise<WaitingJobs[]> | null = null;
  const waiting = () =>
    (reading ??= waitingJobs(app.db)
      .catch(() => [])
      .finally(() => {
        reading = null;
      }));
  const perQueue = (name: string, help: string, value: (queue: WaitingJobs) => number) =>
    new Gauge({
      name: `${p}${name}`,
      help,
      labelNames: ['queue'] as const,
      registers,
      async collect() {
        const queues = await waiting();
        this.reset();
        for (const queue of queues) this.set({ queue: queue.queue }, value(queue));
      },
    });
  perQueue(
    'jobs_waiting',
    'Background jobs queued, retrying or being worked, per queue (mail: mail to send)',
    (queue) => queue.jobs,
  );
  perQueue(
    'jobs_oldest_waiting_seconds',
    'Age of the oldest job not yet done, per queue',
    (queue) => queue.oldestSeconds,
  );
}

/** The loopback listener: `/metrics` and nothing else, on a port Prometheus alone can reach. */
function serveOwnPort(app: FastifyInstance, metrics: MetricsConfig & { port: number }) {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metricsText(app).then(
      (text) => res.writeHead(200, { 'content-type': app.metrics.contentType }).end(text),
      (err: unknown) => {
        app.log.error({ err }, 'could not collect the metrics');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Could not collect the metrics\n');
      },
    );
  });
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(metrics.port, metrics.host, () => resolve());
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : metrics.port;
    app.log.info(`metrics at http://${metrics.host}:${port}/metrics`);
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}

/**
 * Who may call `/metrics` on the public port: with METRICS_TOKEN set, a request bearing it;
 * nobody else, signed in or not. Without the token the route answers 404, so the page routes
 * never serve it either. METRICS_PORT serves the same text on a listener of its own.
 */
async function metricsRoutes(
  app: FastifyInstance,
  opts: { metrics: MetricsConfig | null; database: Database },
) {
  app.decorate('metrics', new Registry());
  const { metrics } = opts;
  if (metrics) {
    countRequests(app);
    watchParts(app, opts.database);
    if (metrics.port !== null) serveOwnPort(app, { ...metrics, port: metrics.port });
  }
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!metrics?.token) throw notFound('Not found');
    if (!bearerMatches(request.headers.authorization, metrics.token)) {
      throw unauthorized('A bearer token is required', 'Bearer realm="metrics"');
    }
    reply.header('cache-control', 'no-store').type(app.metrics.contentType);
    return metricsText(app);
  });
}

export const metricsPlugin = fp(metricsRoutes, { name: 'metrics', dependencies: ['read-cache'] });
