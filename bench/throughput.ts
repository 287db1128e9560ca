// Throughput of the hot routes as a share of a bare Fastify hello-world measured in the same
// run with the same connections (issue 14); the app's cold start on an empty data directory;
// and the memory of the app with its embedded PostgreSQL after 200 catalogue requests.
import autocannon from 'autocannon';
import { ensureBuild } from './first-visit';
import {
  freshDataDir,
  loadAverage,
  memoryOf,
  startApp,
  startHelloWorld,
  type Running,
} from './processes';
import { heading, ms, percentile, table } from './stats';
import fs from 'node:fs';

const CONNECTIONS = 10;
const SECONDS = 8;
const WARMUP_SECONDS = 1;
const CATALOGUE_REQUESTS = 200;

export interface RateRow {
  route: string;
  rps: number;
  /** Per cent of the hello-world's rate measured either side of it. */
  share: number;
  aim: number | null;
  p50: number;
  p99: number;
  bad: number;
  load: string;
}

export interface ThroughputResult {
  rows: RateRow[];
  helloRps: number;
  coldStartMs: number;
  memory: { rssKb: number; pssKb: number };
}

interface Rate {
  rps: number;
  p50: number;
  p99: number;
  bad: number;
}

async function rate(url: string, seconds = SECONDS): Promise<Rate> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.errors + r.timeouts + r.non2xx,
  };
}

/** 200 reads of different catalogue pages, as a visitor's browsing makes them. */
async function browseCatalogue(base: string) {
  const categories = ['', 'deployment', 'training', 'barracks', 'tech', 'nutrition', 'daily'];
  const sorts = ['bri', 'rating', 'price-low', 'price-high'];
  for (let i = 0; i < CATALOGUE_REQUESTS; i++) {
    const category = categories[i % categories.length];
    const query = new URLSearchParams({
      sort: sorts[i % sorts.length]!,
      page: String(1 + (i % 3)),
    });
    if (category) query.set('category', category);
    const res = await fetch(`${base}/api/products?${query}`);
    if (!res.ok) throw new Error(`catalogue read failed: ${res.status}`);
    await res.arrayBuffer();
  }
}

export async function runThroughput(): Promise<ThroughputResult> {
  heading(`Throughput against a bare Fastify (autocannon -c ${CONNECTIONS} -d ${SECONDS})`);
  ensureBuild();
  const dataDir = freshDataDir('throughput');
  let app: Running | undefined;
  let hello: Running | undefined;
  try {
    app = await startApp(dataDir, { SEED: 'demo' });
    console.log(
      `cold start on an empty data directory (initdb, migrations, demo seed) to healthy: ` +
        `${(app.startMs / 1000).toFixed(2)} s, load ${loadAverage()}`,
    );
    hello = await startHelloWorld();
    const first = await fetch(`${app.url}/api/products?page=1`).then((r) => r.json());
    const productId = (first as { items: { id: string }[] }).items[0]!.id;
    const routes: { route: string; path: string; aim: number }[] = [
      { route: '/api/health', path: '/api/health', aim: 40 },
      { route: '/api/products?page=1', path: '/api/products?page=1', aim: 25 },
      { route: '/api/products/:id', path: `/api/products/${productId}`, aim: 30 },
      { route: '/ (HTML)', path: '/', aim: 20 },
    ];
    // The yardstick is measured before and after each route, and the route read against both.
    let before = await rate(hello.url);
    const helloRates = [before.rps];
    const rows: RateRow[] = [
      {
        route: 'hello-world',
        rps: before.rps,
        share: 100,
        aim: null,
        p50: before.p50,
        p99: before.p99,
        bad: before.bad,
        load: loadAverage(),
      },
    ];
    for (const { route, path, aim } of routes) {
      const ours = await rate(`${app.url}${path}`);
      const after = await rate(hello.url);
      helloRates.push(after.rps);
      const yardstick = (before.rps + after.rps) / 2;
      rows.push({
        route,
        rps: ours.rps,
        share: (100 * ours.rps) / yardstick,
        aim,
        p50: ours.p50,
        p99: ours.p99,
        bad: ours.bad,
        load: loadAverage(),
      });
      before = after;
    }
    console.log(
      table(
        ['route', 'req/s', '% of hello', 'aim', 'p50 ms', 'p99 ms', 'non-2xx', 'load 1/5'],
        rows.map((r) => [
          r.route,
          r.rps.toFixed(0),
          `${r.share.toFixed(1)}%`,
          r.aim === null ? '-' : `>= ${r.aim}%`,
          ms(r.p50),
          ms(r.p99),
          String(r.bad),
          r.load,
        ]),
      ),
    );
    console.log(
      `hello-world across the run: ${helloRates.map((r) => r.toFixed(0)).join(', ')} req/s ` +
        '(no Accept-Encoding: answers are not compressed)',
    );

    await browseCatalogue(app.url);
    const memory = memoryOf(app.child.pid!, dataDir);
    console.log(
      `memory after ${CATALOGUE_REQUESTS} catalogue requests, app + embedded PostgreSQL: ` +
        `RSS ${(memory.rssKb / 1024).toFixed(0)} MB, PSS ${(memory.pssKb / 1024).toFixed(0)} MB ` +
        `(load ${loadAverage()})`,
    );
    return {
      rows,
      helloRps: percentile(helloRates, 50),
      coldStartMs: app.startMs,
      memory,
    };
  } finally {
    await hello?.stop();
    await app?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * /api/health, one request after another, while ten connections search the catalogue with
 * terms and pages that change every request (a cache-busting parameter keeps each search a
 * database query): does the database being busy make the health check wait?
 */
export async function healthUnderSearch(base: string, terms: readonly string[]) {
  let n = 0;
  const load = autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (req) => {
          n += 1;
          const term = terms[n % terms.length]!;
          return { ...req, path: `/api/products?search=${term}&page=${1 + (n % 3)}&nocache=${n}` };
        },
      },
    ],
  });
  let running = true;
  void load.then(() => (running = false));
  const samples: number[] = [];
  while (running) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/health`);
    await res.arrayBuffer();
    samples.push(performance.now() - t0);
  }
  const searches = await load;
  return {
    p50: percentile(samples, 50),
    p99: percentile(samples, 99),
    samples: samples.length,
    searchRps: searches.requests.average,
    searchP50: searches.latency.p50,
    load: loadAverage(),
  };
}
