import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { products } from '../features/products/schema';
import { ORIGIN } from '../test/accounts';
import { insertProduct } from '../test/fixtures';
import { heardBy as listenForChanges, productEvent, renameSilently } from '../test/change-feed';
import { startSecondInstance, startTestApp, type TestApp } from '../test/harness';
import { topicIs, type EventStream } from '../test/sse-client';
import { useTestApp } from '../test/use-test-app';

const CACHE_ON = { readCacheBytes: 8 * 1024 * 1024 };

const t = useTestApp({ personas: true, config: CACHE_ON });
const { who } = t;
const streams: EventStream[] = [];

afterAll(() => {
  streams.forEach((s) => s.close());
});

const nameOf = async (app: TestApp['app'], id: string, headers: Record<string, string> = {}) =>
  (await app.inject({ method: 'GET', url: `/api/products/${id}`, headers })).json().name as string;

const BROWSER = 'gzip, deflate, br, zstd';

/** The body as the reader's client would decode it. */
function decoded(res: InjectResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return res.body;
}

/** Reads `url` until its kept entry has its compressed forms (made in the background). */
async function keptCompressed(app: TestApp['app'], url: string) {
  await app.inject({ method: 'GET', url });
  await expect.poll(() => app.readCache.get(url)?.encoded).toBeDefined();
  return app.readCache.get(url)!.encoded!;
}

/** Listens on the app's own stream; closed when the file is done. */
async function heardBy(app: TestApp['app']) {
  const stream = await listenForChanges(app);
  streams.push(stream);
  return stream;
}

describe('the read cache (public GETs served from memory)', () => {
  it('answers a repeated read from memory until the change feed names what changed', async () => {
    const stream = await heardBy(t.app);
    const product = await insertProduct(t.db, { name: 'Cached Canteen' });
    await stream.next(productEvent(product.id, 0));
    expect(await nameOf(t.app, product.id)).toBe('Cached Canteen');

    await renameSilently(t.db, product.id, 'Unpublished Rename');
    const hit = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(hit.json().name).toBe('Cached Canteen');
    // Served from memory, still with every security header a fresh answer has.
    expect(hit.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    expect(hit.headers['x-frame-options']).toBe('DENY');

    const before = Date.now();
    await t.db
      .update(products)
      .set({ name: 'Published Rename' })
      .where(eq(products.id, product.id));
    await stream.next(productEvent(product.id, before));
    expect(await nameOf(t.app, product.id)).toBe('Published Rename');
  });

  it('drops catalogue pages on any product change', async () => {
    const stream = await heardBy(t.app);
    const product = await insertProduct(t.db, { name: 'Listed Lantern', price: 999_000 });
    await stream.next(productEvent(product.id, 0));
    const page = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/products?sort=price-high' })).json().items[0]
        .name;
    expect(await page()).toBe('Listed Lantern');
    await renameSilently(t.db, product.id, 'Quiet Lantern');
    expect(await page()).toBe('Listed Lantern');
    const before = Date.now();
    await insertProduct(t.db, { name: 'Another Item' });
    await stream.next((e) => topicIs('products')(e) && e.receivedAt >= before);
    expect(await page()).toBe('Quiet Lantern');
  });

  it('lets a writer read their own write at once, from the process that took it', async () => {
    const product = await insertProduct(t.db, { name: 'Before Edit' });
    for (let round = 0; round < 5; round++) {
      await nameOf(t.app, product.id);
      const name = `Edited ${round}`;
      const res = await t.as(who.admin).patch(`/api/admin/products/${product.id}`, {
        name,
        category: 'deployment',
        price: '50.00',
        amazonUrl: '',
        imageUrl: '',
        description: 'A sturdy piece of test gear for field use.',
      });
      expect(res.statusCode).toBe(200);
      expect(await nameOf(t.app, product.id)).toBe(name);
    }
  });

  it('caches a review list for visitors only: a member reads their own view each time', async () => {
    const stream = await heardBy(t.app);
    const product = await insertProduct(t.db);
    await stream.next(productEvent(product.id, 0));
    const url = `/api/products/${product.id}/reviews`;
    const visitor = await t.app.inject({ method: 'GET', url });
    expect(visitor.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.headers.etag).toBe(visitor.headers.etag);
    // The member's request is not answered from the visitors' entry (nor stored over it).
    const member = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: who.verified.cookie },
    });
    expect(member.statusCode).toBe(200);
    expect(member.headers.etag).toBeDefined();
  });

  it('neither serves nor stores while the change feed is down, and starts empty when it is back', async () => {
    const own = await startTestApp(CACHE_ON);
    try {
      const stream = await heardBy(own.app);
      const product = await insertProduct(own.db, { name: 'Feed Test' });
      await stream.next(productEvent(product.id, 0));
      expect(await nameOf(own.app, product.id)).toBe('Feed Test');
      expect(own.app.readCache.size.entries).toBeGreaterThan(0);

      // Only the LISTEN connection goes; the pool stays, so reads still reach the database.
      await own.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query like 'LISTEN %'`,
      );
      await expect.poll(() => own.app.readCache.usable).toBe(false);
      await renameSilently(own.db, product.id, 'While Down');
      expect(await nameOf(own.app, product.id)).toBe('While Down');
      expect(own.app.readCache.size.entries).toBe(0);

      await stream.next((e) => e.name === 'resync', 10_000);
      expect(own.app.readCache.usable).toBe(true);
      expect(await nameOf(own.app, product.id)).toBe('While Down');
      await renameSilently(own.db, product.id, 'After Resync');
      expect(await nameOf(own.app, product.id)).toBe('While Down');
    } finally {
      await own.close();
    }
  });
});

describe('compressed once (decision 018)', () => {
  it("sends a kept answer's own br and gzip bytes, made when it was stored", async () => {
    const stream = await heardBy(t.app);
    const product = await insertProduct(t.db, { name: 'Squeezed Stove' });
    await stream.next(productEvent(product.id, 0));
    const url = '/api/products?page=1';
    const kept = await keptCompressed(t.app, url);
    const plain = await t.app.inject({ method: 'GET', url });
    for (const [accept, encoding] of [
      [BROWSER, 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': accept },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      // The very bytes kept: nothing compressed them again for this reader.
      expect(res.rawPayload.equals(kept[encoding])).toBe(true);
      expect(decoded(res)).toBe(plain.body);
      expect(res.headers.etag).toBe(plain.headers.etag);
    }
    const identity = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('sends an answer under the threshold raw to a browser, kept or not', async () => {
    const product = await insertProduct(t.db, { name: 'Small Answer Stove' });
    const url = `/api/products/${product.id}`;
    const ask = () => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': BROWSER } });
    const [missed, hit] = [await ask(), await ask()];
    for (const res of [missed, hit]) {
      expect(res.statusCode).toBe(200);
      expect(Buffer.byteLength(res.body)).toBeLessThan(1024);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toMatchObject({ name: 'Small Answer Stove' });
    }
    expect(hit.body).toBe(missed.body);
    expect(hit.headers.etag).toBe(missed.headers.etag);
  });

  it('answers 304 to a compressed reader that holds the version, with no body or encoding', async () => {
    const url = '/api/products?page=1';
    await keptCompressed(t.app, url);
    const first = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': BROWSER },
    });
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': BROWSER, 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers['content-encoding']).toBeUndefined();
  });
});

describe('ETags on public GETs', () => {
  it('tags an answer, answers 304 when the browser holds it, and a new tag after a change', async () => {
    const stream = await heardBy(t.app);
    const product = await insertProduct(t.db, { name: 'Tagged Tarp' });
    await stream.next(productEvent(product.id, 0));
    const url = `/api/products/${product.id}`;
    const first = await t.app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    for (const held of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const revalidated = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': held },
      });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
    }

    const before = Date.now();
    await t.db.update(products).set({ name: 'Retagged Tarp' }).where(eq(products.id, product.id));
    await stream.next(productEvent(product.id, before));
    const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().name).toBe('Retagged Tarp');
  });

  it('tags GETs the cache does not keep, and never answers a write with 304', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/me/gear-kit',
      headers: { cookie: who.verified.cookie },
    });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const etag = res.headers.etag as string;
    expect(etag).toBeDefined();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/me/gear-kit',
      headers: { cookie: who.verified.cookie, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...ORIGIN, 'if-none-match': '*' },
      payload: { name: 'Visitor', email: 'v@example.test', subject: 'Hi', message: 'A question.' },
    });
    expect(write.statusCode).toBe(201);
    expect(write.headers.etag).toBeUndefined();
  });

  it('gives no ETag to an answer that must not be stored', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/me/export',
      headers: { cookie: who.verified.cookie },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  // A member's service worker keeps it to open their pages offline (decision 034): it may be
  // kept privately, and is asked again each time.
  it('lets only the member keep who they are, revalidated each time', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: who.verified.cookie },
    });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: who.verified.cookie, 'if-none-match': res.headers.etag },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('two instances', () => {
  it('never serves a change made through A old from B once its event has reached B', async () => {
    const second = await startSecondInstance(t, CACHE_ON);
    try {
      const onB = await heardBy(second.app);
      const etagsOnB = new Map<string, string>();
      const product = await insertProduct(t.db, { name: 'Round 0' });
      await onB.next(productEvent(product.id, 0));
      for (let round = 1; round <= 20; round++) {
        // B has the previous version cached, from the product page and the catalogue.
        await nameOf(second.app, product.id);
        await second.app.inject({ method: 'GET', url: '/api/products?sort=price-high' });
        const before = Date.now();
        const res = await t.as(who.admin).patch(`/api/admin/products/${product.id}`, {
          name: `Round ${round}`,
          category: 'deployment',
          price: '999999.00',
          amazonUrl: '',
          imageUrl: '',
          description: 'A sturdy piece of test gear for field use.',
        });
        expect(res.statusCode).toBe(200);
        await onB.next(productEvent(product.id, before));
        expect(await nameOf(second.app, product.id)).toBe(`Round ${round}`);
        const top = await second.app.inject({
          method: 'GET',
          url: '/api/products?sort=price-high',
        });
        expect(top.json().items[0].name).toBe(`Round ${round}`);
        // Nor old compressed bytes, nor a 304 for the old version's tag.
        for (const accept of ['br', 'gzip']) {
          const res = await second.app.inject({
            method: 'GET',
            url: '/api/products?sort=price-high',
            headers: { 'accept-encoding': accept, 'if-none-match': etagsOnB.get(accept) ?? '' },
          });
          expect(res.statusCode).toBe(200);
          expect(JSON.parse(decoded(res)).items[0].name).toBe(`Round ${round}`);
          if (round > 1) expect(res.headers.etag).not.toBe(etagsOnB.get(accept));
          etagsOnB.set(accept, res.headers.etag as string);
        }
        // Give B time to keep this version compressed, so the next round's change must drop it.
        await keptCompressed(second.app, '/api/products?sort=price-high');
      }
    } finally {
      await second.close();
    }
  });
});
