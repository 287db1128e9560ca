import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

function cacheAt(ttlMs = 5_000, maxEntries = 10) {
  const clock = { now: 1_000 };
  const cache = new SessionCache<string>({ ttlMs, maxEntries, now: () => clock.now });
  cache.resume();
  return { cache, clock };
}

const FAR = Number.MAX_SAFE_INTEGER;

describe('SessionCache', () => {
  it('keeps a session for its time to live, then reads again', () => {
    const { cache, clock } = cacheAt();
    expect(cache.store('cookie-a', 'u1', 'viewer a', FAR, cache.snapshot())).toBe(true);
    clock.now += 4_999;
    expect(cache.get('cookie-a')).toBe('viewer a');
    clock.now += 1;
    expect(cache.get('cookie-a')).toBeUndefined();
  });

  it("never keeps a session past the session's own expiry", () => {
    const { cache, clock } = cacheAt();
    cache.store('cookie-a', 'u1', 'viewer a', clock.now + 1_000, cache.snapshot());
    clock.now += 1_000;
    expect(cache.get('cookie-a')).toBeUndefined();
  });

  it('drops every session of the members a change names, and only theirs; null drops all', () => {
    const { cache } = cacheAt();
    for (const [key, user] of [
      ['a1', 'u1'],
      ['a2', 'u1'],
      ['b1', 'u2'],
    ]) {
      cache.store(key!, user!, key!, FAR, cache.snapshot());
    }
    cache.forgetMembers(['u1']);
    expect([cache.get('a1'), cache.get('a2'), cache.get('b1')]).toEqual([
      undefined,
      undefined,
      'b1',
    ]);
    cache.forgetMembers(null);
    expect(cache.get('b1')).toBeUndefined();
  });

  it('stores nothing read while any member was dropped', () => {
    const { cache } = cacheAt();
    const since = cache.snapshot();
    cache.forgetMembers(['someone else']);
    expect(cache.store('cookie-a', 'u1', 'viewer a', FAR, since)).toBe(false);
    expect(cache.get('cookie-a')).toBeUndefined();
  });

  it('forgets the least recently used past its bound', () => {
    const { cache } = cacheAt(5_000, 2);
    cache.store('a', 'u1', 'a', FAR, cache.snapshot());
    cache.store('b', 'u2', 'b', FAR, cache.snapshot());
    cache.get('a');
    cache.store('c', 'u3', 'c', FAR, cache.snapshot());
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['a', undefined, 'c']);
    expect(cache.size).toBe(2);
  });

  it('neither serves nor stores while the feed is down or a write of ours is fenced', () => {
    const { cache } = cacheAt();
    cache.store('a', 'u1', 'a', FAR, cache.snapshot());
    cache.fence('w1');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.store('b', 'u2', 'b', FAR, cache.snapshot())).toBe(false);
    cache.lift('w1');
    expect(cache.get('a')).toBe('a');
    cache.suspend();
    expect(cache.get('a')).toBeUndefined();
    cache.resume();
    expect(cache.get('a')).toBeUndefined();
  });

  it('is off with no time to live', () => {
    const { cache } = cacheAt(0);
    expect(cache.enabled).toBe(false);
    expect(cache.store('a', 'u1', 'a', FAR, cache.snapshot())).toBe(false);
  });
});
