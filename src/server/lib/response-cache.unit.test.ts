import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache';

const answer = (body: string) => ({ body, etag: `"${body}"`, contentType: 'application/json' });
const HOUR = 3_600_000;

function open(maxBytes = 1_000_000, now = () => 0) {
  const cache = new ResponseCache({ maxBytes, now });
  cache.resume();
  return cache;
}

function put(cache: ResponseCache, key: string, tags: string[], body = key) {
  return cache.store(key, tags, cache.snapshot(tags), answer(body), HOUR);
}

describe('ResponseCache', () => {
  it('serves what it stored until a tag of it is invalidated', () => {
    const cache = open();
    put(cache, '/a', ['catalogue']);
    put(cache, '/b', ['product:1']);
    expect(cache.get('/a')?.body).toBe('/a');
    cache.invalidate(['catalogue']);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/b')?.body).toBe('/b');
  });

  it('drops a whole family with a :* tag', () => {
    const cache = open();
    put(cache, '/p1', ['product:1']);
    put(cache, '/p2', ['product:2']);
    put(cache, '/c', ['catalogue']);
    cache.invalidate(['product:*']);
    expect([cache.get('/p1'), cache.get('/p2')]).toEqual([undefined, undefined]);
    expect(cache.get('/c')).toBeDefined();
  });

  it('refuses an answer computed across an invalidation of its tags, or of their family', () => {
    const cache = open();
    const before = cache.snapshot(['product:1']);
    cache.invalidate(['product:1']);
    expect(cache.store('/p1', ['product:1'], before, answer('old'), HOUR)).toBe(false);
    const again = cache.snapshot(['product:1']);
    cache.invalidate(['product:*']);
    expect(cache.store('/p1', ['product:1'], again, answer('old'), HOUR)).toBe(false);
    const unrelated = cache.snapshot(['product:1']);
    cache.invalidate(['product:2', 'catalogue']);
    expect(cache.store('/p1', ['product:1'], unrelated, answer('fresh'), HOUR)).toBe(true);
  });

  it('refuses an answer computed across a clear', () => {
    const cache = open();
    const before = cache.snapshot(['catalogue']);
    cache.clear();
    expect(cache.store('/a', ['catalogue'], before, answer('old'), HOUR)).toBe(false);
  });

  it('neither serves nor stores while suspended or fenced', () => {
    const cache = open();
    put(cache, '/a', ['catalogue']);
    cache.fence('w1');
    expect(cache.get('/a')).toBeUndefined();
    expect(put(cache, '/b', ['catalogue'])).toBe(false);
    cache.lift('w1');
    expect(cache.get('/a')?.body).toBe('/a');
    cache.suspend();
    expect(cache.get('/a')).toBeUndefined();
    expect(put(cache, '/a', ['catalogue'])).toBe(false);
    cache.resume();
    expect(cache.get('/a')).toBeUndefined();
  });

  it('starts suspended: nothing is kept before the feed listens', () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000 });
    expect(cache.store('/a', [], cache.snapshot([]), answer('a'), HOUR)).toBe(false);
  });

  it('keeps within its byte bound by evicting the least recently used', () => {
    const body = 'x'.repeat(40);
    // Each entry costs 2 bytes a character of body and key (84 here): four fit in 340.
    const cache = open(340);
    for (const key of ['/1', '/2', '/3', '/4']) put(cache, key, [], body);
    cache.get('/1');
    put(cache, '/5', [], body);
    expect(cache.get('/2')).toBeUndefined();
    expect(cache.get('/1')).toBeDefined();
    expect(cache.get('/5')).toBeDefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(340);
  });

  it('keeps out an answer larger than a quarter of its bound', () => {
    const cache = open(340);
    expect(put(cache, '/big', [], 'x'.repeat(100))).toBe(false);
  });

  it('lets an entry age out', () => {
    let now = 0;
    const cache = open(1_000_000, () => now);
    cache.store('/r', ['reviews:1'], cache.snapshot(['reviews:1']), answer('r'), 1000);
    now = 999;
    expect(cache.get('/r')).toBeDefined();
    now = 1000;
    expect(cache.get('/r')).toBeUndefined();
  });
});

describe('ResponseCache, compressed forms (decision 018)', () => {
  const big = (s: string) => s.repeat(2048 / s.length);

  /** An encoder whose work the test finishes by hand, in the order it chooses. */
  function deferredEncoder() {
    const calls: { body: string; finish: () => Promise<void> }[] = [];
    const encode = (body: string) =>
      new Promise<{ br: Buffer; gzip: Buffer }>((resolve) => {
        calls.push({
          body,
          finish: async () => {
            resolve({
              br: Buffer.from(`br:${body.length}`),
              gzip: Buffer.from(`gz:${body.length}`),
            });
            await Promise.resolve();
          },
        });
      });
    return { encode, calls };
  }

  function openWith(encode: (body: string) => Promise<{ br: Buffer; gzip: Buffer }>) {
    const cache = new ResponseCache({ maxBytes: 1_000_000, now: () => 0, encode });
    cache.resume();
    return cache;
  }

  const store = (cache: ResponseCache, key: string, body: string, compress = true) =>
    cache.store(key, ['catalogue'], cache.snapshot(['catalogue']), answer(body), HOUR, compress);

  it('makes them once, when stored, and serves them with the raw body from then on', async () => {
    const { encode, calls } = deferredEncoder();
    const cache = openWith(encode);
    store(cache, '/a', big('a'));
    expect(calls).toHaveLength(1);
    expect(cache.get('/a')?.encoded).toBeUndefined();
    await calls[0]!.finish();
    expect(cache.get('/a')?.encoded?.br.toString()).toBe('br:2048');
    cache.get('/a');
    expect(calls).toHaveLength(1);
  });

  it('counts their bytes against the bound', async () => {
    const { encode, calls } = deferredEncoder();
    const cache = openWith(encode);
    store(cache, '/a', big('a'));
    const raw = cache.size.bytes;
    await calls[0]!.finish();
    expect(cache.size.bytes).toBe(raw + 'br:2048'.length + 'gz:2048'.length);
  });

  it('never joins forms to an entry dropped or replaced while they were made', async () => {
    const { encode, calls } = deferredEncoder();
    const cache = openWith(encode);
    store(cache, '/a', big('old'));
    cache.invalidate(['catalogue']);
    store(cache, '/a', big('new!'));
    const kept = cache.size.bytes;
    await calls[0]!.finish();
    expect(cache.get('/a')?.encoded).toBeUndefined();
    // Nor are they counted: the bound would shrink by bytes nothing holds.
    expect(cache.size.bytes).toBe(kept);
    await calls[1]!.finish();
    expect(cache.get('/a')?.body).toBe(big('new!'));
    expect(cache.get('/a')?.encoded?.br.toString()).toBe(`br:${big('new!').length}`);
  });

  it('leaves small answers and values the server remembers uncompressed', async () => {
    const { encode, calls } = deferredEncoder();
    const cache = openWith(encode);
    store(cache, '/small', 'x'.repeat(1023));
    store(cache, '/memo-like', big('m'), false);
    await cache.remember('settings', ['settings'], async () => big('s'));
    expect(calls).toHaveLength(0);
  });
});
