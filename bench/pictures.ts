// Product pictures from our own origin (issue 32): a real photograph given as the first
// product's picture, copied by the server as production does, then what a phone fetches of it
// on the catalogue (the first card) and Lighthouse's largest paint on the product page. First,
// issue 44's large pictures: how long a copy takes and the process's peak RSS while it decodes,
// for the issue's 39.7 MP PNG, one just under the 25 MP limit, and two of those at once.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { eq } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { PICTURE_PIXELS_MAX } from '../src/shared/limits';
import { products } from '../src/server/features/products/schema';
import { queueDuePictures, queuePicture } from '../src/server/features/pictures';
import { PICTURE_QUEUE } from '../src/server/features/pictures/queue';
import { insertProduct } from '../src/server/test/fixtures';
import { openBenchDatabase } from './database';
import { serveDemoSite } from './first-visit';
import { lowestOfRuns, RUNS } from './lighthouse';
import { loadAverage } from './processes';
import { appOn } from './side-by-side';
import { bytes, heading, mark, ms, table } from './stats';

const PHOTO = path.resolve('bench/fixtures/product-photo.jpg');
export const PHOTO_URL = 'https://m.media-amazon.com/images/I/product-photo.jpg';
/** Issue 32's aims. */
export const PICTURE_AIMS = { firstCardBytes: 40 * 1024, productLcpMs: 2000 };
/** Phones the first card is measured on: a 390 px iPhone (3x) and Lighthouse's Moto G (2.625x). */
const PHONES = [
  { name: '390 px, 3x', width: 390, height: 844, scale: 3 },
  { name: '412 px, 2.625x', width: 412, height: 823, scale: 2.625 },
];

/** Issue 44's large pictures: smooth gradients, so a PNG of them stays under the fetch's cap. */
const LARGE_PICTURES = [
  { name: 'issue-44.png', label: "39.7 MP PNG (the issue's)", width: 7280, height: 5456 },
  { name: 'under-limit.png', label: '24.9 MP PNG', width: 5760, height: 4320 },
];
/** How often the process's RSS is read while a copy is made. */
const RSS_EVERY_MS = 5;

export interface LargePictureRow {
  picture: string;
  outcome: string;
  ms: number;
  rssBefore: number;
  rssPeak: number;
  load: string;
}

export interface PicturesResult {
  large: LargePictureRow[];
  /** The photograph on the pages; null without Chromium. */
  pages: {
    cards: { phone: string; file: string; bytes: number; load: string }[];
    productLcpMs: number;
    productPerformance: number;
    load: string;
  } | null;
}

/**
 * Amazon's image host as the server's fetch meets it in a test: the photograph, and the large
 * pictures by name from `dir`.
 */
export async function startImageHost(dir?: string) {
  const photo = fs.readFileSync(PHOTO);
  const server = http.createServer((req, res) => {
    const large = LARGE_PICTURES.find((p) => req.url?.endsWith(`/${p.name}`));
    if (large && dir) {
      res
        .writeHead(200, { 'content-type': 'image/png' })
        .end(fs.readFileSync(path.join(dir, large.name)));
      return;
    }
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/**
 * Writes the large pictures into `dir` from another process, so that making them leaves
 * nothing in this one's memory to blur what the copies take.
 */
function makeLargePictures(dir: string) {
  const script = `
    import sharp from 'sharp';
    const [dir, ...specs] = process.argv.slice(1);
    for (const spec of specs) {
      const [name, width, height] = spec.split(':');
      // A few pixels of noise, enlarged: smooth like a studio shot, and quick to compress.
      const raw = Buffer.alloc(12 * 9 * 3);
      for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) % 251;
      await sharp(raw, { raw: { width: 12, height: 9, channels: 3 } })
        .resize(Number(width), Number(height), { kernel: 'cubic' })
        .png({ compressionLevel: 6 })
        .toFile(dir + '/' + name);
    }`;
  execFileSync(process.execPath, [
    '--input-type=module',
    '-e',
    script,
    dir,
    ...LARGE_PICTURES.map((p) => `${p.name}:${p.width}:${p.height}`),
  ]);
}

/**
 * Copies `names` (one product each, all queued, then worked by as many workers at once) and
 * reads this process's RSS every few milliseconds meanwhile: its peak is what the decodes took.
 */
async function copyWatched(app: Awaited<ReturnType<typeof appOn>>, names: string[]) {
  const made = [];
  for (const name of names) {
    made.push(
      await insertProduct(app.db, { imageUrl: `https://m.media-amazon.com/images/I/${name}` }),
    );
  }
  for (const product of made) await queuePicture(app.jobs, app.db, product.id);
  global.gc?.();
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
  }, RSS_EVERY_MS);
  const started = performance.now();
  try {
    await Promise.all(names.map(() => app.jobs.drain([PICTURE_QUEUE])));
  } finally {
    clearInterval(sampler);
  }
  const elapsed = performance.now() - started;
  rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
  const outcomes = [];
  for (const product of made) {
    const [row] = await app.db.select().from(products).where(eq(products.id, product.id));
    outcomes.push(row?.picture ? 'copied' : `refused: ${row?.pictureError ?? 'not tried'}`);
  }
  return { outcome: [...new Set(outcomes)].join('; '), ms: elapsed, rssBefore, rssPeak };
}

/** Issue 44: the copies of large pictures, on an app of their own, before anything else here. */
async function runLargePictures(): Promise<LargePictureRow[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'br-bench-large-pictures-'));
  try {
    makeLargePictures(dir);
    const host = await startImageHost(dir);
    const target = await openBenchDatabase();
    try {
      const app = await appOn(target.database, { pictureOrigin: host.origin });
      try {
        const [issue, under] = LARGE_PICTURES.map((p) => p.name) as [string, string];
        // The issue's last: memory a decode took is not all given back, and each row's
        // "before" would carry it.
        const runs = [
          { picture: LARGE_PICTURES[1]!.label, names: [under] },
          { picture: `two ${LARGE_PICTURES[1]!.label}s at once`, names: [under, under] },
          { picture: LARGE_PICTURES[0]!.label, names: [issue] },
        ];
        const rows: LargePictureRow[] = [];
        for (const run of runs) {
          rows.push({
            picture: run.picture,
            ...(await copyWatched(app, run.names)),
            load: loadAverage(),
          });
        }
        const mb = (n: number) => `${Math.round(n / (1024 * 1024))} MB`;
        console.log(
          table(
            ['picture', 'outcome', 'ms', 'RSS before', 'peak RSS', 'added', 'load 1/5 min'],
            rows.map((r) => [
              r.picture,
              r.outcome,
              ms(r.ms),
              mb(r.rssBefore),
              mb(r.rssPeak),
              mb(r.rssPeak - r.rssBefore),
              r.load,
            ]),
          ),
        );
        console.log(
          `limit ${PICTURE_PIXELS_MAX / 1_000_000} MP; RSS read every ${RSS_EVERY_MS} ms while ` +
            `the queue was worked (app.jobs.drain, one worker per picture); the process's high-water ` +
            `mark so far ${mb(process.resourceUsage().maxRSS * 1024)}.`,
        );
        return rows;
      } finally {
        await app.close();
      }
    } finally {
      await target.dispose();
      host.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The first card's picture as the phone fetched it: its file and the bytes on the wire. */
async function firstCard(origin: string, phone: (typeof PHONES)[number]) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: phone.width, height: phone.height },
      deviceScaleFactor: phone.scale,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${origin}/products`, { waitUntil: 'networkidle' });
    return await page.evaluate(() => {
      const img = document.querySelector<HTMLImageElement>('main li img');
      const src = img?.currentSrc ?? '';
      const entry = performance.getEntriesByName(src)[0] as PerformanceResourceTiming | undefined;
      return { file: src.split('/').pop() ?? '', bytes: entry?.transferSize ?? 0 };
    });
  } finally {
    await browser.close();
  }
}

export async function runPictures(): Promise<PicturesResult> {
  heading('Product pictures: large ones decoded (issue 44)');
  const large = await runLargePictures();
  return { large, pages: await runPicturePages() };
}

async function runPicturePages(): Promise<PicturesResult['pages']> {
  heading('Product pictures from our own origin (a real photograph, copied by the server)');
  if (!fs.existsSync(CHROMIUM_PATH)) {
    console.log(`${CHROMIUM_PATH} not found: pictures on the pages skipped`);
    return null;
  }
  const host = await startImageHost();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'br-bench-pictures-'));
  const site = await serveDemoSite({ dataDir, pictureOrigin: host.origin });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const { app, origin } = site;
    const first = (await (await fetch(`${origin}/api/products`)).json()) as {
      items: { id: string }[];
    };
    const productId = first.items[0]!.id;
    await app.db.update(products).set({ imageUrl: PHOTO_URL }).where(eq(products.id, productId));
    const started = performance.now();
    await queueDuePictures(app.jobs, app.db, 10);
    await app.jobs.drain([PICTURE_QUEUE]);
    const [row] = await app.db.select().from(products).where(eq(products.id, productId));
    if (!row?.picture) throw new Error(`no copy was made: ${row?.pictureError ?? 'unknown'}`);
    console.log(
      `copy made in ${ms(performance.now() - started)} ms: ${row.picture.widths.join(', ')} px, ` +
        `${row.picture.avif ? 'WebP and AVIF' : 'WebP'} (from ${bytes(fs.statSync(PHOTO).size)} JPEG)`,
    );
    const cards = [];
    for (const phone of PHONES) {
      cards.push({ phone: phone.name, ...(await firstCard(origin, phone)), load: loadAverage() });
    }
    const productPage = `${origin}/product/${productId}`;
    await (await fetch(productPage)).arrayBuffer();
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
    const audit = await lowestOfRuns(productPage, chrome.port);
    const result = {
      cards,
      productLcpMs: audit.lcpMs,
      productPerformance: audit.scores.performance,
      load: loadAverage(),
    };
    console.log(
      table(
        ['first card on /products', 'file chosen', 'bytes', 'aim', 'load 1/5 min'],
        cards.map((c) => [
          c.phone,
          c.file,
          bytes(c.bytes),
          `<= ${bytes(PICTURE_AIMS.firstCardBytes)} ${mark(c.bytes > 0 && c.bytes <= PICTURE_AIMS.firstCardBytes)}`,
          c.load,
        ]),
      ),
    );
    console.log(
      `product page with the photograph, Lighthouse mobile (lowest of ${RUNS}): LCP ` +
        `${ms(result.productLcpMs)} ms (aim <= ${PICTURE_AIMS.productLcpMs} ms ` +
        `${mark(result.productLcpMs <= PICTURE_AIMS.productLcpMs)}), performance ` +
        `${result.productPerformance}, load ${result.load}`,
    );
    for (const failing of audit.failing) console.log(`  below 90: ${failing}`);
    return result;
  } finally {
    await chrome?.kill();
    await site.close();
    host.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function picturesSummary(result: PicturesResult | null): string[][] {
  if (!result) return [];
  const copied = result.large.slice(0, -1);
  const issue = result.large.at(-1);
  return [
    ...(issue
      ? [
          [
            `${issue.picture} refused before decoding`,
            `<= ${PICTURE_PIXELS_MAX / 1_000_000} MP`,
            `${issue.outcome}, ${ms(issue.ms)} ms`,
            mark(issue.outcome.startsWith('refused')),
          ],
        ]
      : []),
    ...copied.map((r) => [
      `peak RSS copying ${r.picture}`,
      '-',
      `+${Math.round((r.rssPeak - r.rssBefore) / (1024 * 1024))} MB in ${ms(r.ms)} ms (load ${r.load})`,
      '-',
    ]),
    ...picturePagesSummary(result.pages),
  ];
}

function picturePagesSummary(result: PicturesResult['pages']): string[][] {
  if (!result) return [];
  return [
    ...result.cards.map((c) => [
      `first card picture, ${c.phone}`,
      `<= ${bytes(PICTURE_AIMS.firstCardBytes)}`,
      bytes(c.bytes),
      mark(c.bytes > 0 && c.bytes <= PICTURE_AIMS.firstCardBytes),
    ]),
    [
      'product page LCP with a real photograph',
      `<= ${PICTURE_AIMS.productLcpMs} ms`,
      `${ms(result.productLcpMs)} ms`,
      mark(result.productLcpMs <= PICTURE_AIMS.productLcpMs),
    ],
  ];
}
