import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMeResponse } from '@shared/schemas/me';
import { createMember, ORIGIN, type Member } from '../../test/accounts';
import { heardBy, productEvent } from '../../test/change-feed';
import { insertProduct } from '../../test/fixtures';
import type { EventStream } from '../../test/sse-client';
import { useTestApp } from '../../test/use-test-app';
import { frameOf, framedPageKey } from './member-frame';

// Issue 26, decision 018: whole pages kept compressed, for visitors and for members' frames.
// No member may ever get another member's data from the cache, and no visitor a member's.

const RENDERER = path.resolve('src/web/entry-server.tsx');
const t = useTestApp({
  webRoot: true,
  config: { pageRenderer: RENDERER, readCacheBytes: 16 * 1024 * 1024 },
});
let stream: EventStream;
let saver: Member;
let unverified: Member;
let urls: string[];

beforeAll(async () => {
  stream = await heardBy(t.app);
  const products = [];
  for (const name of ['Framed Canteen', 'Framed Poncho', 'Framed Compass']) {
    const product = await insertProduct(t.db, { name });
    await stream.next(productEvent(product.id, 0));
    products.push(product);
  }
  saver = await createMember(t);
  unverified = await createMember(t, { verified: false });
  for (const p of products.slice(0, 2)) {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/me/gear-kit/${p.id}`,
      headers: { ...ORIGIN, cookie: saver.cookie },
    });
    expect(res.statusCode).toBe(200);
  }
  urls = ['/', '/products', `/product/${products[0]!.id}`, '/faq'];
});

afterAll(() => {
  stream?.close();
});

function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
  return res.body;
}

const get = (url: string, who: Member | null, accept: string, etag?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      'accept-encoding': accept,
      ...(who && { cookie: who.cookie }),
      ...(etag && { 'if-none-match': etag }),
    },
  });

/** The read-cache key a reader's page is kept under. */
async function keyOf(url: string, who: Member | null) {
  if (!who) return url;
  const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: who.cookie } });
  return framedPageKey(url, frameOf(me.json<TMeResponse>().viewer!));
}

describe('whole pages from the read cache', () => {
  it('never give one member, or a visitor, what is another member’s, in any encoding', async () => {
    const readers = [null, saver, unverified] as const;
    const privateBits = [saver, unverified].flatMap((m) => [m.email, m.id]);
    for (let round = 0; round < 3; round++) {
      for (const url of urls) {
        for (const accept of ['gzip, deflate, br, zstd', 'gzip', 'identity']) {
          for (const who of round % 2 ? [...readers].reverse() : readers) {
            const res = await get(url, who, accept);
            expect(res.statusCode).toBe(200);
            const html = decoded(res);
            for (const bit of privateBits) expect(html).not.toContain(bit);
            if (who === null) {
              expect(html).not.toContain('aria-label="Account menu"');
              expect(res.headers['cache-control']).toBe('no-cache');
            } else {
              expect(html).toContain('aria-label="Account menu"');
              expect(res.headers['cache-control']).toBe('private, no-cache');
            }
            // The saver's frame shows their two saved products; nobody else's does.
            const badge = html.includes('2<span class="sr-only"> items in your Gear Kit</span>');
            expect(badge).toBe(who === saver);
            expect(html.includes('Please verify your email address')).toBe(who === unverified);
          }
        }
      }
      // From the second round on, every page comes from the cache's own compressed bytes.
      for (const url of urls) {
        for (const who of readers) {
          const key = await keyOf(url, who);
          await expect.poll(() => t.app.readCache.get(key)?.encoded).toBeDefined();
        }
      }
    }
  });

  it('revalidates a kept page with its ETag, and not once anything has changed', async () => {
    const url = urls[1]!;
    for (const who of [null, saver]) {
      const first = await get(url, who, 'br');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await get(url, who, 'br', etag);
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload).toHaveLength(0);
    }
    const visitorTag = (await get(url, null, 'br')).headers.etag as string;
    const before = Date.now();
    const product = await insertProduct(t.db, { name: 'Newly Listed Lamp' });
    await stream.next(productEvent(product.id, before));
    const changed = await get(url, null, 'br', visitorTag);
    expect(changed.statusCode).toBe(200);
    expect(decoded(changed)).toContain('Newly Listed Lamp');
  });

  it("follows a member's Gear Kit into their frame as soon as the change is heard", async () => {
    const url = urls[0]!;
    await get(url, saver, 'br');
    const removed = await t.app.inject({
      method: 'GET',
      url: '/api/me/gear-kit',
      headers: { cookie: saver.cookie },
    });
    const productId = (removed.json() as { items: { productId: string }[] }).items[0]!.productId;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/me/gear-kit/${productId}`,
      headers: { ...ORIGIN, cookie: saver.cookie },
    });
    expect(res.statusCode).toBe(200);
    // Once the write's own fence is lifted, the frame kept from before must have gone too.
    await expect.poll(() => t.app.readCache.usable).toBe(true);
    expect(decoded(await get(url, saver, 'br'))).toContain(
      '1<span class="sr-only"> items in your Gear Kit</span>',
    );
  });
});

describe('pages in low-data mode (issue 51)', () => {
  const picture = {
    hash: 'lowdata',
    widths: [240, 480, 720, 1080],
    avif: true,
    width: 1600,
    height: 1200,
  };
  /**
   * The widths the page's markup offers of the product's picture, WebP and AVIF alike (the head
   * names the largest for link previews, which the reader's browser never fetches).
   */
  const widthsIn = (html: string) =>
    [
      ...new Set(
        [
          ...html.slice(html.indexOf('<div id="root">')).matchAll(/lowdata-(\d+)\.(?:webp|avif)/g),
        ].map((m) => Number(m[1])),
      ),
    ].sort((a, b) => a - b);
  const drawnLowData = (html: string) => /"lowData":true/.test(html);

  it('draws the page anew when the reader chose it or the data saver asks, kept apart', async () => {
    const product = await insertProduct(t.db, { name: 'Pictured Pack', picture });
    await stream.next(productEvent(product.id, 0));
    const url = `/product/${product.id}`;
    const page = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', ...headers } });
    const readers: { headers: Record<string, string>; lowData: boolean }[] = [
      { headers: {}, lowData: false },
      { headers: { cookie: 'br.low-data=1' }, lowData: true },
      { headers: { 'save-data': 'on' }, lowData: true },
      // A reader who turned it off keeps it off, whatever the data saver says.
      { headers: { cookie: 'br.low-data=0', 'save-data': 'on' }, lowData: false },
    ];
    // The second round comes from the read cache.
    for (let round = 0; round < 2; round++) {
      for (const reader of round ? [...readers].reverse() : readers) {
        const res = await page(reader.headers);
        expect(res.statusCode).toBe(200);
        const html = decoded(res);
        expect(drawnLowData(html)).toBe(reader.lowData);
        expect(widthsIn(html)).toEqual(reader.lowData ? [240] : [240, 480, 720, 1080]);
        // A shared cache keeps the two apart by the header; a choice is the reader's own cookie.
        expect(String(res.headers.vary).toLowerCase().split(/,\s*/).sort()).toEqual([
          'accept-encoding',
          'save-data',
        ]);
      }
      await expect.poll(() => t.app.readCache.get(`${url}\nlow-data`)?.encoded).toBeDefined();
    }
  });
});
