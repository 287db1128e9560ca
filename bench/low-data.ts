// Issue 51: a product page's bytes on a phone, in normal mode and in low-data mode, side by side
// in one run. The product and its related gear carry our copies of a real photograph (issue 32),
// as submitted products do; the demo's are small drawings. Each visit starts with an empty
// cache, loads the page, then reads it to its end as a reader scrolling through, and counts
// every answer's bytes on the wire (headers included, as Chromium's network log counts them),
// with the Accept-Encoding Chromium sends. Service workers are blocked: their precache of the
// app's shell is the same in both modes and lands after the page (issue 51's offline bench).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { chromium, type Browser, type Cookie } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { LOW_DATA_COOKIE } from '../src/shared/low-data';
import { queueDuePictures } from '../src/server/features/pictures';
import { PICTURE_QUEUE } from '../src/server/features/pictures/queue';
import { products } from '../src/server/features/products/schema';
import { createMember } from '../src/server/test/accounts';
import { serveDemoSite } from './first-visit';
import { PHONE, sessionCookies } from './phone';
import { PHOTO_URL, startImageHost } from './pictures';
import { loadAverage } from './processes';
import { bytes, heading, mark, table } from './stats';

/** Issue 51's aim: a product page in low-data mode, as a share of its bytes in normal mode. */
export const LOW_DATA_AIM = 0.4;
/** How long the network must stay quiet before a visit counts as done. */
const QUIET_MS = 1_500;

const KINDS = ['Document', 'Script', 'Stylesheet', 'Image', 'Media', 'Fetch', 'Other'] as const;
type Kind = (typeof KINDS)[number];
type Bytes = Record<Kind, number> & { total: number; requests: number };

/** Opened: loaded, and nothing more until the network is quiet. Read: then scrolled to its end. */
const SCENARIOS = ['opened', 'read'] as const;
type Scenario = (typeof SCENARIOS)[number];

export interface LowDataRow {
  reader: 'visitor' | 'member';
  mode: 'normal' | 'low-data (chosen)' | 'low-data (Save-Data: on)';
  bytes: Record<Scenario, Bytes>;
  load: string;
}

export interface LowDataResult {
  rows: LowDataRow[];
}

const kindOf = (type: string): Kind =>
  type === 'XHR' ? 'Fetch' : KINDS.includes(type as Kind) ? (type as Kind) : 'Other';

/** One visit from an empty cache: the page opened, then read to its end. */
async function visit(
  browser: Browser,
  url: string,
  cookies: Cookie[],
  headers: Record<string, string>,
): Promise<Record<Scenario, Bytes>> {
  const context = await browser.newContext({
    ...PHONE,
    serviceWorkers: 'block',
    extraHTTPHeaders: headers,
    storageState: { cookies, origins: [] },
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const kinds = new Map<string, Kind>();
    const sizes = new Map<string, number>();
    let last = performance.now();
    cdp.on('Network.responseReceived', (e) => kinds.set(e.requestId, kindOf(e.type)));
    cdp.on('Network.loadingFinished', (e) => {
      sizes.set(e.requestId, e.encodedDataLength);
      last = performance.now();
    });
    const quiet = async () => {
      last = performance.now();
      while (performance.now() - last < QUIET_MS) await page.waitForTimeout(250);
    };
    const sum = (): Bytes => {
      const result = Object.fromEntries(KINDS.map((k) => [k, 0])) as Bytes;
      result.total = 0;
      result.requests = sizes.size;
      for (const [id, size] of sizes) {
        result[kinds.get(id) ?? 'Other'] += size;
        result.total += size;
      }
      return result;
    };
    await page.goto(url, { waitUntil: 'load' });
    await quiet();
    const opened = sum();
    await page.evaluate(async () => {
      for (;;) {
        const before = window.scrollY;
        window.scrollBy(0, window.innerHeight * 0.8);
        await new Promise((resolve) => setTimeout(resolve, 300));
        if (window.scrollY === before) return;
      }
    });
    await quiet();
    return { opened, read: sum() };
  } finally {
    await context.close();
  }
}

export async function runLowData(): Promise<LowDataResult | null> {
  heading('A product page on a phone, normal and low-data mode (bytes on the wire)');
  if (!fs.existsSync(CHROMIUM_PATH)) {
    console.log(`${CHROMIUM_PATH} not found: low-data mode skipped`);
    return null;
  }
  const host = await startImageHost();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'br-bench-low-data-'));
  const site = await serveDemoSite({ dataDir, pictureOrigin: host.origin });
  try {
    const { app, origin } = site;
    const list = (await (await fetch(`${origin}/api/products?sort=rating`)).json()) as {
      items: { id: string; reviewCount: number }[];
    };
    const productId = [...list.items].sort((a, b) => b.reviewCount - a.reviewCount)[0]!.id;
    const related = (await (await fetch(`${origin}/api/products/${productId}/related`)).json()) as {
      items: { product: { id: string } }[];
    };
    const pictured = [productId, ...related.items.map((r) => r.product.id)];
    await app.db
      .update(products)
      .set({ imageUrl: PHOTO_URL })
      .where(inArray(products.id, pictured));
    await queueDuePictures(app.jobs, app.db, pictured.length);
    await app.jobs.drain([PICTURE_QUEUE]);
    const [row] = await app.db.select().from(products).where(eq(products.id, productId));
    if (!row?.picture) throw new Error(`no copy was made: ${row?.pictureError ?? 'unknown'}`);
    const member = await createMember({ app, db: app.db });
    const url = `${origin}/product/${productId}`;
    const { hostname } = new URL(origin);
    const chosen: Cookie = {
      name: LOW_DATA_COOKIE,
      value: '1',
      domain: hostname,
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax',
    };
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const rows: LowDataRow[] = [];
      for (const [reader, cookies] of [
        ['visitor', []],
        ['member', sessionCookies(origin, member.cookie)],
      ] as const) {
        const modes: [LowDataRow['mode'], Cookie[], Record<string, string>][] = [
          ['normal', [...cookies], {}],
          ['low-data (chosen)', [...cookies, chosen], {}],
          ['low-data (Save-Data: on)', [...cookies], { 'save-data': 'on' }],
        ];
        for (const [mode, jar, headers] of modes) {
          rows.push({
            reader,
            mode,
            bytes: await visit(browser, url, jar, headers),
            load: loadAverage(),
          });
        }
      }
      printLowData({ rows });
      console.log(
        `${pictured.length} products pictured (the page's and its related gear), ` +
          `${PHONE.viewport?.width} px at ${PHONE.deviceScaleFactor}x`,
      );
      return { rows };
    } finally {
      await browser.close();
    }
  } finally {
    await site.close();
    host.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const shareOf = (rows: LowDataRow[], row: LowDataRow, scenario: Scenario) => {
  const normal = rows.find((r) => r.reader === row.reader && r.mode === 'normal')!;
  return row.bytes[scenario].total / normal.bytes[scenario].total;
};

function printLowData({ rows }: LowDataResult) {
  for (const scenario of SCENARIOS) {
    console.log(
      scenario === 'opened'
        ? 'Opened: loaded, until the network is quiet for 1.5 s'
        : '\nRead: opened, then scrolled to its end, until the network is quiet again',
    );
    console.log(
      table(
        [
          'reader',
          'mode',
          ...KINDS.map((k) => k.toLowerCase()),
          'total',
          'requests',
          'of normal',
          'load avg',
        ],
        rows.map((r) => [
          r.reader,
          r.mode,
          ...KINDS.map((k) => bytes(r.bytes[scenario][k])),
          bytes(r.bytes[scenario].total),
          String(r.bytes[scenario].requests),
          `${Math.round(shareOf(rows, r, scenario) * 100)} %`,
          r.load,
        ]),
      ),
    );
  }
}

export function lowDataSummary(result: LowDataResult | null): string[][] {
  if (!result) return [];
  const low = result.rows.filter((r) => r.mode !== 'normal');
  return SCENARIOS.map((scenario) => {
    const worst = Math.max(...low.map((r) => shareOf(result.rows, r, scenario)));
    return [
      `product page bytes in low-data mode, of normal mode (phone, ${scenario})`,
      `<= ${LOW_DATA_AIM * 100} %`,
      `${Math.round(worst * 100)} %`,
      mark(worst <= LOW_DATA_AIM),
    ];
  });
}
