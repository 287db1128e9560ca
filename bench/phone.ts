// Issue 46: what a public page costs a cheap phone. Each page is loaded at 390 px with the CPU
// throttled 4x (DevTools' Emulation.setCPUThrottlingRate), and the main thread's script time,
// blocking time (long tasks beyond 50 ms) and the app's own hydration (its user-timing measure)
// are read over the load plus 3 s, median of 3, beside a reference page in the same run: a bare
// React root hydrating one button. A visitor's pages, then a signed-in member's. Blocking is also
// shown from the first contentful paint on (what Lighthouse's TBT counts): before it the browser
// parses and lays out a screen the reader cannot see yet.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Cookie } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { ensureBuild, firstVisitOf } from './first-visit';
import { startSignedInSite } from './signed-in';
import { loadAverage } from './processes';
import { bytes, heading, mark, ms, percentile, table } from './stats';

const THROTTLING = 4;
const RUNS = 3;
const SETTLE_MS = 3_000;
const LONG_TASK_MS = 50;

/** Lighthouse's mobile screen: a phone's width, its touch, its pixel ratio. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Static pages: text a reader reads, a header and a footer. */
const STATIC_PAGES = ['/about', '/mission', '/faq', '/terms', '/privacy'];
const REFERENCE = 'reference: one React button';

export const AIMS = {
  /** Blocking time at 4x throttling, ms. */
  blocking: { static: 50, interactive: 150 },
  /** First-visit JavaScript, gzip -9 bytes. */
  firstVisit: { static: 40 * 1024, home: 90 * 1024 },
};

/**
 * One load's figures, ms: blocking over the whole load and from the first contentful paint on;
 * hydration is null where the page has no app (the reference).
 */
type Load = { script: number; blocking: number; afterPaint: number; hydration: number | null };

export interface PhoneRow {
  page: string;
  /** Whose visit: a visitor's, a signed-in member's, or the reference page. */
  reader: 'visitor' | 'member' | null;
  /** ms, median of the runs. */
  script: number;
  blocking: number;
  afterPaint: number;
  hydration: number | null;
  runs: Load[];
  /** gzip -9 bytes of every script the first visit loads; null for the reference page. */
  firstVisitJs: number | null;
  load: string;
}

export interface PhoneResult {
  reference: PhoneRow;
  pages: PhoneRow[];
}

const REFERENCE_DIR = path.resolve('bench/fixtures/reference-page');

/** Builds the reference page with the app's own React and serves it on a loopback port. */
async function serveReference(): Promise<{ origin: string; close: () => Promise<void> }> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'bench-reference-'));
  await build({
    root: REFERENCE_DIR,
    configFile: false,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const server: Server = createServer((req, res) => {
    const name = req.url === '/' ? 'index.html' : (req.url ?? '').slice(1);
    const file = path.join(outDir, path.normalize(name));
    try {
      const body = readFileSync(file);
      const type = file.endsWith('.js') ? 'text/javascript' : 'text/html';
      res.writeHead(200, { 'content-type': type }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('reference has no TCP address');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** The phone, holding `cookies` (none for a visitor). */
const asReader = (cookies: Cookie[]): BrowserContextOptions => ({
  ...PHONE,
  storageState: { cookies, origins: [] },
});

/** One cold load of `url` on the throttled phone: script, blocking and hydration time, ms. */
async function measureLoad(browser: Browser, url: string, cookies: Cookie[]): Promise<Load> {
  const context = await browser.newContext(asReader(cookies));
  try {
    const page = await context.newPage();
    // Registered before the page's own scripts, so no long task goes unseen.
    await page.addInitScript(() => {
      const tasks: [start: number, duration: number][] = [];
      (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING });
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const scriptSeconds = metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0;
    const { tasks, firstPaint } = await page.evaluate(() => ({
      tasks: (window as unknown as { __longTasks: [number, number][] }).__longTasks,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    const blockingOf = (of: [number, number][]) =>
      of.reduce((sum, [, d]) => sum + Math.max(0, d - LONG_TASK_MS), 0);
    const blocking = blockingOf(tasks);
    // A task under way at the first paint is counted whole: the reader sees it block.
    const afterPaint = blockingOf(tasks.filter(([start, d]) => start + d > firstPaint));
    // main.tsx measures taking the page over; a member screen drawn in the browser has none.
    const hydration = await page.evaluate(
      () => performance.getEntriesByName('hydration')[0]?.duration ?? null,
    );
    return { script: scriptSeconds * 1000, blocking, afterPaint, hydration };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => percentile(values, 50);

async function publicPages(origin: string): Promise<string[]> {
  const answer = await fetch(`${origin}/api/products`);
  const { items } = (await answer.json()) as { items: { id: string }[] };
  const [a, b] = items;
  if (!a || !b) throw new Error('the demo catalogue has fewer than two products');
  return [
    '/',
    '/products',
    `/product/${a.id}`,
    `/compare?ids=${a.id},${b.id}`,
    '/mission-matcher',
    ...STATIC_PAGES,
  ];
}

/** The pages a member's visit is measured on: where their header, hearts and votes hydrate. */
const MEMBER_PAGES = (pages: string[]) =>
  pages.filter(
    (page) => ['/', '/products', '/about'].includes(page) || page.startsWith('/product/'),
  );

/** The member's session cookie, as their phone's browser holds it. */
export function sessionCookies(origin: string, header: string): Cookie[] {
  const { hostname } = new URL(origin);
  return header.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return {
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      domain: hostname,
      path: '/',
      expires: -1,
      httpOnly: true,
      secure: false,
      sameSite: 'Lax',
    };
  });
}

type Target = { page: string; reader: PhoneRow['reader']; url: string; cookies: Cookie[] };

export async function runPhone(): Promise<PhoneResult | null> {
  heading(
    `A cheap phone: public pages at 390 px, CPU throttled ${THROTTLING}x, load + ${SETTLE_MS / 1000} s, median of ${RUNS}`,
  );
  ensureBuild();
  // The demo catalogue with the e2e accounts: a member with a Gear Kit and a review.
  const site = await startSignedInSite('phone');
  const reference = await serveReference().catch(async (err: unknown) => {
    await site.app.stop();
    throw err;
  });
  try {
    const origin = site.app.url;
    const pages = await publicPages(origin);
    const member = sessionCookies(origin, site.memberCookie);
    // A deployed site has rendered its pages before (the page cache, a warm JIT).
    for (const page of pages) await (await fetch(origin + page)).arrayBuffer();
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const targets: Target[] = [
        { page: REFERENCE, reader: null, url: `${reference.origin}/`, cookies: [] },
        ...pages.map((page) => ({
          page,
          reader: 'visitor' as const,
          url: origin + page,
          cookies: [],
        })),
        ...MEMBER_PAGES(pages).map((page) => ({
          page,
          reader: 'member' as const,
          url: origin + page,
          cookies: member,
        })),
      ];
      const runs = new Map(targets.map((t) => [t, [] as Load[]]));
      const loads = new Map(targets.map((t) => [t, [] as string[]]));
      // Round by round, so a noisy minute on this shared machine falls on every page alike.
      for (let round = 0; round < RUNS; round++) {
        for (const target of targets) {
          runs.get(target)!.push(await measureLoad(browser, target.url, target.cookies));
          loads.get(target)!.push(loadAverage());
        }
      }
      const rows: PhoneRow[] = [];
      for (const target of targets) {
        const measured = runs.get(target)!;
        const visit =
          target.reader === null
            ? null
            : await firstVisitOf(browser, origin, target.page, asReader(target.cookies));
        const hydrations = measured.flatMap((r) => (r.hydration === null ? [] : [r.hydration]));
        rows.push({
          page: target.page,
          reader: target.reader,
          script: median(measured.map((r) => r.script)),
          blocking: median(measured.map((r) => r.blocking)),
          afterPaint: median(measured.map((r) => r.afterPaint)),
          hydration: hydrations.length ? median(hydrations) : null,
          runs: measured,
          firstVisitJs: visit?.gzip ?? null,
          load: loads.get(target)!.at(-1)!,
        });
      }
      const [referenceRow, ...pageRows] = rows;
      const result = { reference: referenceRow!, pages: pageRows };
      printPhone(result);
      return result;
    } finally {
      await browser.close();
    }
  } finally {
    await reference.close();
    await site.app.stop();
    rmSync(site.dataDir, { recursive: true, force: true });
  }
}

const pageName = (page: string) =>
  page.startsWith('/product/') ? '/product/:id' : page.startsWith('/compare') ? '/compare' : page;

function printPhone({ reference, pages }: PhoneResult): void {
  const ratio = (value: number, of: number) => (of > 0 ? `${(value / of).toFixed(1)}x` : '-');
  console.log(
    table(
      [
        'page',
        'reader',
        'script',
        'blocking',
        'after paint',
        'hydration',
        'runs (script/blocking)',
        'vs reference',
        'first-visit JS',
        'load',
      ],
      [reference, ...pages].map((r) => [
        pageName(r.page),
        r.reader ?? '-',
        `${ms(r.script)} ms`,
        `${ms(r.blocking)} ms`,
        `${ms(r.afterPaint)} ms`,
        r.hydration === null ? '-' : `${ms(r.hydration)} ms`,
        r.runs.map((run) => `${Math.round(run.script)}/${Math.round(run.blocking)}`).join(' '),
        r === reference ? '-' : `script ${ratio(r.script, reference.script)}`,
        r.firstVisitJs === null ? '-' : bytes(r.firstVisitJs),
        r.load,
      ]),
    ),
  );
  console.log(
    'after paint: blocking from the first contentful paint on (as TBT); ' +
      "hydration: main.tsx's measure of taking the page over (parts that wait for the reader " +
      'come later); first-visit JS: gzip -9 of every script the page loads at once, at phone width',
  );
}

/** The summary's rows: blocking time and first-visit JavaScript against issue 46's aims. */
export function phoneSummary(phone: PhoneResult | null): string[][] {
  if (!phone) return [];
  const rows: string[][] = [
    [
      'phone: reference page (one React button) blocking',
      '-',
      `${ms(phone.reference.blocking)} ms`,
      '-',
    ],
    [
      'phone: reference page blocking after first paint',
      '-',
      `${ms(phone.reference.afterPaint)} ms`,
      '-',
    ],
  ];
  for (const r of phone.pages) {
    const name = `${pageName(r.page)}${r.reader === 'member' ? ' (member)' : ''}`;
    const isStatic = STATIC_PAGES.includes(r.page);
    const aim = isStatic ? AIMS.blocking.static : AIMS.blocking.interactive;
    rows.push([
      `phone: ${name} blocking at ${THROTTLING}x`,
      `<= ${aim} ms`,
      `${ms(r.blocking)} ms`,
      mark(r.blocking <= aim),
    ]);
    rows.push([
      `phone: ${name} blocking after first paint (not the aim's measure)`,
      `<= ${aim} ms`,
      `${ms(r.afterPaint)} ms`,
      mark(r.afterPaint <= aim),
    ]);
    const jsAim =
      r.reader === 'member'
        ? null
        : isStatic
          ? AIMS.firstVisit.static
          : r.page === '/'
            ? AIMS.firstVisit.home
            : null;
    if (jsAim !== null && r.firstVisitJs !== null) {
      rows.push([
        `phone: first-visit JS to ${name} (gzip -9)`,
        `<= ${bytes(jsAim)}`,
        bytes(r.firstVisitJs),
        mark(r.firstVisitJs <= jsAim),
      ]);
    }
  }
  return rows;
}
