// The JavaScript a first visit to `/` and to `/products` downloads, measured in a real browser
// against the built app, so code splitting and preloads count exactly as a visitor gets them.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type Response as BrowserResponse,
} from 'playwright-core';
import { buildApp } from '../src/server/app';
import { inProcessConfig, type AppConfig } from '../src/server/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { seedDemo } from '../src/server/db/seed/seed';
import { openBenchDatabase } from './database';
import { bytes, heading, table } from './stats';

type App = Awaited<ReturnType<typeof buildApp>>;

const WEB_ROOT = path.resolve('dist/web');
const INDEX_HTML = path.join(WEB_ROOT, 'index.html');
const SERVER_BUNDLE = 'dist/server/main.js';
const PAGE_RENDERER = path.resolve('dist/ssr/entry-server.js');

export interface FirstVisit {
  path: string;
  files: { url: string; raw: number; gzip: number }[];
  raw: number;
  gzip: number;
}

/** Issue 16's aims: all the JavaScript a first visit fetches, gzip. */
export const FIRST_VISIT_AIMS: Record<string, number> = {
  '/': 120 * 1024,
  '/products': 140 * 1024,
};

export type FirstVisitResult = FirstVisit[];

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the app when there is no build, or when a source is newer than it: never measure a stale one. */
export function ensureBuild(): void {
  const outputs = [INDEX_HTML, SERVER_BUNDLE, PAGE_RENDERER];
  if (outputs.every((f) => existsSync(f)) && process.env.BENCH_BUILD !== '1') {
    const built = Math.min(...outputs.map((f) => statSync(f).mtimeMs));
    const sources = ['src/web', 'src/shared', 'src/server'].filter((d) => existsSync(d));
    if (!sources.some((d) => newestMtime(d) > built)) return;
  }
  console.log('building the app (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed with status ${result.status}`);
}

function shortName(url: string): string {
  const { pathname } = new URL(url);
  return pathname.length > 60 ? `…${pathname.slice(-59)}` : pathname;
}

/**
 * One first visit (an empty cache) to `path`: every script fetched, largest first. `viewport`
 * and the rest of `options` are the context's, so a phone's visit counts what a phone loads.
 */
export async function firstVisitOf(
  browser: Browser,
  origin: string,
  path: string,
  options: BrowserContextOptions = {},
): Promise<FirstVisit & { css: { count: number; gzip: number }; encodings: Set<string> }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const responses: BrowserResponse[] = [];
  page.on('response', (r) => responses.push(r));
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });

  const files: FirstVisit['files'] = [];
  const seen = new Set<string>();
  const encodings = new Set<string>();
  let css = { count: 0, gzip: 0 };
  for (const response of responses) {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') continue;
    if (seen.has(response.url())) continue;
    seen.add(response.url());
    const body = await response.body();
    const gzip = gzipSync(body, { level: 9 }).length;
    const encoding = (await response.allHeaders())['content-encoding'];
    if (encoding) encodings.add(encoding);
    if (type === 'stylesheet') {
      css = { count: css.count + 1, gzip: css.gzip + gzip };
      continue;
    }
    files.push({ url: response.url(), raw: body.length, gzip });
  }
  await context.close();

  files.sort((a, b) => b.gzip - a.gzip);
  const raw = files.reduce((s, f) => s + f.raw, 0);
  const gzip = files.reduce((s, f) => s + f.gzip, 0);
  return { path, files, raw, gzip, css, encodings };
}

async function visit(browser: Browser, origin: string, path: string): Promise<FirstVisit> {
  const { files, raw, gzip, css, encodings } = await firstVisitOf(browser, origin, path);
  console.log(`\n${path}`);
  console.log(
    table(
      ['script', 'raw', 'gzip -9'],
      [
        ...files.map((f) => [shortName(f.url), bytes(f.raw), bytes(f.gzip)]),
        [`total (${files.length} files)`, bytes(raw), bytes(gzip)],
      ],
    ),
  );
  console.log(
    `served with content-encoding: ${encodings.size ? [...encodings].join(', ') : 'none'} ` +
      '(gzip sizes are computed here); ' +
      `also loaded ${css.count} stylesheet(s), ${bytes(css.gzip)} gzipped`,
  );
  return { path, files, raw, gzip };
}

/**
 * The built site with the demo catalogue on a throwaway bench database, on a free loopback
 * port: what the browser measurements (this file, lighthouse.ts) visit.
 */
export async function serveDemoSite(
  overrides: Partial<AppConfig> = {},
): Promise<{ origin: string; app: App; close: () => Promise<void> }> {
  ensureBuild();
  const { database, dispose } = await openBenchDatabase();
  const app = await buildApp(
    inProcessConfig({ webRoot: WEB_ROOT, pageRenderer: PAGE_RENDERER, ...overrides }),
    database,
  );
  const close = async () => {
    try {
      await app.close();
    } finally {
      await dispose();
    }
  };
  try {
    await database.db.transaction((tx) => seedDemo(tx));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('server has no TCP address');
    return { origin: `http://127.0.0.1:${address.port}`, app, close };
  } catch (err) {
    await close();
    throw err;
  }
}

export async function runFirstVisit(): Promise<FirstVisitResult | null> {
  heading('First visit to / and /products (JavaScript)');
  if (!existsSync(CHROMIUM_PATH)) {
    console.log(`${CHROMIUM_PATH} not found: first-visit measurement skipped`);
    return null;
  }
  const site = await serveDemoSite();
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const results: FirstVisit[] = [];
      for (const path of Object.keys(FIRST_VISIT_AIMS)) {
        results.push(await visit(browser, site.origin, path));
      }
      return results;
    } finally {
      await browser.close();
    }
  } finally {
    await site.close();
  }
}
