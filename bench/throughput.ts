// Throughput of the hot routes as a share of a bare Fastify hello-world measured in the same
// run with the same connections (issue 14), as three readers fetch them (issue 26): a client
// that asks for no compression, a visitor's browser and a signed-in member's browser (both with
// Chromium's Accept-Encoding); each page's HTML bytes and time to first byte for visitor and
// member; the app's cold start on an empty data directory; and the memory of the app with its
// embedded PostgreSQL after 200 catalogue requests.
import http from 'node:http';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { ensureBuild } from './first-visit';
import { freshDataDir, loadAverage, memoryOf, startApp, startHelloWorld } from './processes';
import { BROWSER_ENCODINGS, startSignedInSite, type SignedInSite } from './signed-in';
import { bytes, heading, ms, percentile, table } from './stats';

const CONNECTIONS = 10;
const SECONDS = 5;
const WARMUP_SECONDS = 1;
const CATALOGUE_REQUESTS = 200;
const TTFB_SAMPLES = 200;

export type Reader = 'no encoding' | 'visitor, browser' | 'member, browser';
const READERS: readonly Reader[] = ['no encoding', 'visitor, browser', 'member, browser'];

export interface RateRow {
  route: string;
  reader: Reader | null;
  rps: number;
  /** Per cent of the hello-world's rate measured either side of it. */
  share: number;
  aim: number | null;
  p50: number;
  p99: number;
  bad: number;
  load: string;
}

export interface PageFigures {
  route: string;
  raw: number;
  br: number;
  gzip: number;
  /** What a member's browser receives, as sent (the encoding the server chose). */
  memberSent: number;
  memberEncoding: string;
  aimRaw: number;
  ttfb: Record<'visitor' | 'member', { p50: number; p99: number }>;
  load: string;
}

export interface ThroughputResult {
  rows: RateRow[];
  pages: PageFigures[];
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

async function rate(url: string, headers: Record<string, string> = {}): Promise<Rate> {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: WARMUP_SECONDS });
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.errors + r.timeouts + r.non2xx,
  };
}

function headersFor(reader: Reader, site: SignedInSite): Record<string, string> {
  if (reader === 'no encoding') return {};
  const encoding = { 'accept-encoding': BROWSER_ENCODINGS };
  return reader === 'member, browser' ? { ...encoding, cookie: site.memberCookie } : encoding;
}

/** One GET as sent on the wire: the body's bytes before any decoding, and its encoding. */
function fetchRaw(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; bytes: number; encoding: string }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let n = 0;
        res.on('data', (chunk: Buffer) => (n += chunk.length));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            bytes: n,
            encoding: String(res.headers['content-encoding'] ?? 'identity'),
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Time to the response's headers, one request after another (no queueing behind others). */
async function timeToFirstByte(url: string, headers: Record<string, string>) {
  const samples: number[] = [];
  for (let i = 0; i < TTFB_SAMPLES; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    samples.push(performance.now() - t0);
    await res.arrayBuffer();
  }
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

async function pageFigures(
  base: string,
  route: string,
  path: string,
  aimRaw: number,
  site: SignedInSite,
): Promise<PageFigures> {
  const url = `${base}${path}`;
  const sized = async (encoding: string) => {
    const r = await fetchRaw(url, { 'accept-encoding': encoding });
    if (r.status !== 200) throw new Error(`${path} answered ${r.status}`);
    return r.bytes;
  };
  const member = await fetchRaw(url, headersFor('member, browser', site));
  return {
    route,
    raw: await sized('identity'),
    br: await sized('br'),
    gzip: await sized('gzip'),
    memberSent: member.bytes,
    memberEncoding: member.encoding,
    aimRaw,
    ttfb: {
      visitor: await timeToFirstByte(url, headersFor('visitor, browser', site)),
      member: await timeToFirstByte(url, headersFor('member, browser', site)),
    },
    load: loadAverage(),
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

/** The cold start on an empty data directory: initdb, migrations and the demo seed. */
async function coldStart(): Promise<number> {
  const dataDir = freshDataDir('cold-start');
  try {
    const app = await startApp(dataDir, { SEED: 'demo' });
    await app.stop();
    return app.startMs;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Route {
  route: string;
  path: string;
  /** Aims in per cent of the hello-world, by reader; a reader not named is not measured. */
  aims: Partial<Record<Reader, number | null>>;
  /** A page's aim for its raw HTML. */
  aimRaw?: number;
}

function routesOf(productId: string, reviewedId: string): Route[] {
  const page = (browser: number) => ({
    'no encoding': null,
    'visitor, browser': browser,
    'member, browser': 15,
  });
  return [
    { route: '/api/health', path: '/api/health', aims: { 'no encoding': 40 } },
    {
      route: '/api/products?page=1',
      path: '/api/products?page=1',
      aims: { 'no encoding': 25, 'visitor, browser': 30 },
    },
    {
      route: '/api/products/:id',
      path: `/api/products/${productId}`,
      aims: { 'no encoding': 30, 'visitor, browser': 40 },
    },
    { route: '/ (HTML)', path: '/', aims: page(20), aimRaw: 30 * 1024 },
    { route: '/products (HTML)', path: '/products', aims: page(20), aimRaw: 35 * 1024 },
    {
      route: '/product/:id, 10 reviews (HTML)',
      path: `/product/${reviewedId}`,
      aims: page(20),
      aimRaw: 45 * 1024,
    },
  ];
}

export async function runThroughput(): Promise<ThroughputResult> {
  heading(`Throughput against a bare Fastify (autocannon -c ${CONNECTIONS} -d ${SECONDS})`);
  ensureBuild();
  const coldStartMs = await coldStart();
  console.log(
    `cold start on an empty data directory (initdb, migrations, demo seed) to healthy: ` +
      `${(coldStartMs / 1000).toFixed(2)} s, load ${loadAverage()}`,
  );
  const site = await startSignedInSite('throughput');
  const hello = await startHelloWorld().catch(async (err: unknown) => {
    await site.app.stop();
    throw err;
  });
  try {
    const base = site.app.url;
    const first = await fetch(`${base}/api/products?page=1`).then((r) => r.json());
    const productId = (first as { items: { id: string }[] }).items[0]!.id;
    const routes = routesOf(productId, site.productId);
    // The yardstick is measured before and after each route, and the route read against both.
    let before = await rate(hello.url);
    const helloRates = [before.rps];
    const rows: RateRow[] = [
      {
        route: 'hello-world',
        reader: null,
        rps: before.rps,
        share: 100,
        aim: null,
        p50: before.p50,
        p99: before.p99,
        bad: before.bad,
        load: loadAverage(),
      },
    ];
    for (const { route, path, aims } of routes) {
      for (const reader of READERS) {
        if (!(reader in aims)) continue;
        const ours = await rate(`${base}${path}`, headersFor(reader, site));
        const after = await rate(hello.url);
        helloRates.push(after.rps);
        const yardstick = (before.rps + after.rps) / 2;
        rows.push({
          route,
          reader,
          rps: ours.rps,
          share: (100 * ours.rps) / yardstick,
          aim: aims[reader] ?? null,
          p50: ours.p50,
          p99: ours.p99,
          bad: ours.bad,
          load: loadAverage(),
        });
        before = after;
      }
    }
    console.log(
      table(
        [
          'route',
          'reader',
          'req/s',
          '% of hello',
          'aim',
          'p50 ms',
          'p99 ms',
          'non-2xx',
          'load 1/5',
        ],
        rows.map((r) => [
          r.route,
          r.reader ?? '-',
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
      `hello-world across the run: ${helloRates.map((r) => r.toFixed(0)).join(', ')} req/s; ` +
        `a browser sends accept-encoding: ${BROWSER_ENCODINGS}`,
    );

    const pages: PageFigures[] = [];
    for (const { route, path, aimRaw } of routes) {
      if (aimRaw !== undefined) pages.push(await pageFigures(base, route, path, aimRaw, site));
    }
    console.log(
      "\nHTML as sent (raw; br and gzip when only that is accepted; a member's browser) and " +
        `time to first byte, ${TTFB_SAMPLES} requests one after another`,
    );
    console.log(
      table(
        [
          'page',
          'raw',
          'aim',
          'br',
          'gzip',
          'member gets',
          'TTFB visitor p50/p99',
          'TTFB member p50/p99',
          'load 1/5',
        ],
        pages.map((p) => [
          p.route,
          bytes(p.raw),
          `<= ${bytes(p.aimRaw)}`,
          bytes(p.br),
          bytes(p.gzip),
          `${bytes(p.memberSent)} ${p.memberEncoding}`,
          `${ms(p.ttfb.visitor.p50)} / ${ms(p.ttfb.visitor.p99)} ms`,
          `${ms(p.ttfb.member.p50)} / ${ms(p.ttfb.member.p99)} ms`,
          p.load,
        ]),
      ),
    );

    await browseCatalogue(base);
    const memory = memoryOf(site.app.child.pid!, site.dataDir);
    console.log(
      `memory after ${CATALOGUE_REQUESTS} catalogue requests, app + embedded PostgreSQL: ` +
        `RSS ${(memory.rssKb / 1024).toFixed(0)} MB, PSS ${(memory.pssKb / 1024).toFixed(0)} MB ` +
        `(load ${loadAverage()})`,
    );
    return { rows, pages, helloRps: percentile(helloRates, 50), coldStartMs, memory };
  } finally {
    await hello.stop();
    await site.app.stop();
    fs.rmSync(site.dataDir, { recursive: true, force: true });
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
