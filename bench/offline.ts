// Issue 51: a repeat visit to a kept product page without a connection, on a cheap phone (390 px,
// CPU throttled 4x): when its content is painted (first contentful paint, and the largest
// contentful paint, the product's picture or heading), beside the same repeat visit online in the
// same run, median of 3, for a visitor and a signed-in member. And what the service worker adds
// to a first visit: the worker's script and the chunk that registers it, gzip -9 as the other
// first-visit figures (the entry's own share, 0.75 KB, is measured by comparing builds, not here).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Cookie, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { ensureBuild } from './first-visit';
import { PHONE, sessionCookies } from './phone';
import { loadAverage } from './processes';
import { startSignedInSite } from './signed-in';
import { bytes, heading, mark, ms, percentile, table } from './stats';

const THROTTLING = 4;
const RUNS = 3;
const WEB = path.resolve('dist/web');

export const OFFLINE_AIMS = {
  /** A kept product page offline: content painted, ms at 4x CPU. */
  paintMs: 1000,
  /** gzip -9 bytes the service worker adds to a first visit. */
  workerBytes: 10 * 1024,
};

type Paint = { fcp: number; lcp: number };

export interface OfflineRow {
  reader: 'visitor' | 'member';
  online: Paint;
  offline: Paint;
  load: string;
}

export interface OfflineResult {
  rows: OfflineRow[];
  /** gzip -9 bytes: the worker's script, and the chunk that registers it. */
  worker: { script: number; registration: number };
}

/** The paints of the page now loading, read once it has loaded and settled. */
async function paintsOf(page: Page): Promise<Paint> {
  await page.waitForTimeout(1_500);
  return page.evaluate(
    () =>
      new Promise<{ fcp: number; lcp: number }>((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve({ fcp, lcp: entries.at(-1)?.startTime ?? NaN });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** One phone: first visit online, then a repeat online and a repeat offline, both throttled. */
async function measure(browser: Browser, url: string, cookies: Cookie[]) {
  const context = await browser.newContext({
    ...PHONE,
    serviceWorkers: 'allow',
    storageState: { cookies, origins: [] },
  });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const kept = new URL(url).pathname;
    await page.waitForFunction(async (path) => {
      const pages = await caches.open('kept-pages');
      return (await pages.keys()).some((r) => new URL(r.url).pathname === path);
    }, kept);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING });
    await page.goto(url, { waitUntil: 'load' });
    const online = await paintsOf(page);
    await context.setOffline(true);
    await page.reload({ waitUntil: 'load' });
    const offline = await paintsOf(page);
    const noticed = await page.getByText(/^Offline — showing what you saw on/).count();
    if (noticed === 0) throw new Error(`${url} offline showed no kept-page notice`);
    return { online, offline };
  } finally {
    await context.close();
  }
}

const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The worker's script and the chunk with its registration (lib/offline/service-worker.ts). */
function workerBytes() {
  const assets = path.join(WEB, 'assets');
  const registration = readdirSync(assets).find(
    (name) =>
      name.endsWith('.js') &&
      readFileSync(path.join(assets, name), 'utf8').includes('A new version of Battle Ready'),
  );
  if (!registration) throw new Error('no chunk registers the service worker');
  return {
    script: gzip(path.join(WEB, 'sw.js')),
    registration: gzip(path.join(assets, registration)),
  };
}

const median = (values: number[]) => percentile(values, 50);

export async function runOffline(): Promise<OfflineResult | null> {
  heading(
    `A kept product page without a connection: 390 px, CPU ${THROTTLING}x, repeat visit, median of ${RUNS}`,
  );
  ensureBuild();
  const site = await startSignedInSite('offline');
  try {
    const origin = site.app.url;
    const url = `${origin}/product/${site.productId}`;
    const member = sessionCookies(origin, site.memberCookie);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const rows: OfflineRow[] = [];
      for (const [reader, cookies] of [
        ['visitor', []],
        ['member', member],
      ] as const) {
        const runs: { online: Paint; offline: Paint }[] = [];
        for (let run = 0; run < RUNS; run++) runs.push(await measure(browser, url, [...cookies]));
        const of = (pick: (r: { online: Paint; offline: Paint }) => Paint) => ({
          fcp: median(runs.map((r) => pick(r).fcp)),
          lcp: median(runs.map((r) => pick(r).lcp)),
        });
        rows.push({
          reader,
          online: of((r) => r.online),
          offline: of((r) => r.offline),
          load: loadAverage(),
        });
      }
      const result = { rows, worker: workerBytes() };
      printOffline(result);
      return result;
    } finally {
      await browser.close();
    }
  } finally {
    await site.app.stop();
  }
}

function printOffline({ rows, worker }: OfflineResult) {
  console.log(
    table(
      ['reader', 'online FCP', 'online LCP', 'offline FCP', 'offline LCP', 'load avg'],
      rows.map((r) => [
        r.reader,
        `${ms(r.online.fcp)} ms`,
        `${ms(r.online.lcp)} ms`,
        `${ms(r.offline.fcp)} ms`,
        `${ms(r.offline.lcp)} ms`,
        r.load,
      ]),
    ),
  );
  console.log(
    `service worker on a first visit: sw.js ${bytes(worker.script)} + registration ${bytes(worker.registration)} gzip -9`,
  );
}

export function offlineSummary(result: OfflineResult | null): string[][] {
  if (!result) return [];
  const worst = Math.max(...result.rows.map((r) => r.offline.lcp));
  const added = result.worker.script + result.worker.registration;
  return [
    [
      `kept product page offline, content painted (LCP) at ${THROTTLING}x CPU`,
      `<= ${OFFLINE_AIMS.paintMs} ms`,
      `${ms(worst)} ms (online ${ms(Math.max(...result.rows.map((r) => r.online.lcp)))} ms)`,
      mark(worst <= OFFLINE_AIMS.paintMs),
    ],
    [
      'service worker added to a first visit, gzip -9',
      `<= ${bytes(OFFLINE_AIMS.workerBytes)}`,
      `${bytes(added)} (the entry's own share is not in this figure)`,
      mark(added <= OFFLINE_AIMS.workerBytes),
    ],
  ];
}
