// Product pictures from our own origin (issue 32): a real photograph given as the first
// product's picture, copied by the server as production does, then what a phone fetches of it
// on the catalogue (the first card) and Lighthouse's largest paint on the product page.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { eq } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { products } from '../src/server/db/schema';
import { queueDuePictures } from '../src/server/features/pictures';
import { PICTURE_QUEUE } from '../src/server/features/pictures/queue';
import { serveDemoSite } from './first-visit';
import { lowestOfRuns, RUNS } from './lighthouse';
import { loadAverage } from './processes';
import { bytes, heading, mark, ms, table } from './stats';

const PHOTO = path.resolve('bench/fixtures/product-photo.jpg');
const PHOTO_URL = 'https://m.media-amazon.com/images/I/product-photo.jpg';
/** Issue 32's aims. */
export const PICTURE_AIMS = { firstCardBytes: 40 * 1024, productLcpMs: 2000 };
/** Phones the first card is measured on: a 390 px iPhone (3x) and Lighthouse's Moto G (2.625x). */
const PHONES = [
  { name: '390 px, 3x', width: 390, height: 844, scale: 3 },
  { name: '412 px, 2.625x', width: 412, height: 823, scale: 2.625 },
];

export interface PicturesResult {
  cards: { phone: string; file: string; bytes: number; load: string }[];
  productLcpMs: number;
  productPerformance: number;
  load: string;
}

/** Amazon's image host as the server's fetch meets it in a test: the photograph, nothing else. */
async function startImageHost() {
  const photo = fs.readFileSync(PHOTO);
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
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

export async function runPictures(): Promise<PicturesResult | null> {
  heading('Product pictures from our own origin (a real photograph, copied by the server)');
  if (!fs.existsSync(CHROMIUM_PATH)) {
    console.log(`${CHROMIUM_PATH} not found: pictures skipped`);
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
    const result: PicturesResult = {
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
