import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_TOPICS } from '@shared/live-events';
import { deliveriesFor } from './audience';
import type { Change } from './change';
import { parseChange } from './change';
import { createLiveHub, type HubDeps, type LiveStream } from './hub';

afterEach(() => vi.useRealTimers());

function fakeStream(userId: string | null, admin = false, writable = true) {
  const written: string[] = [];
  const stream: LiveStream & { written: string[]; ended: boolean } = {
    userId,
    admin,
    network: '203.0.113.1',
    cookie: userId ? `session=${userId}` : null,
    written,
    ended: false,
    write: (text) => {
      written.push(text);
      return writable;
    },
    end: () => {
      stream.ended = true;
    },
  };
  return stream;
}

const deps = (over: Partial<HubDeps> = {}): HubDeps => ({
  adminsAmong: async () => new Set(),
  sessionAlive: async () => true,
  onError: () => undefined,
  ...over,
});
const change = (over: Partial<Change>): Change => ({
  t: 'products',
  ids: [],
  u: [],
  p: [],
  ...over,
});
const topics = (s: { written: string[] }) =>
  s.written.filter((w) => w.startsWith('data:')).map((w) => JSON.parse(w.slice(6)).topic);

describe('live hub', () => {
  it('tells owners only their own rows, admins only admin topics, everyone public ones', async () => {
    const hub = createLiveHub(deps());
    const visitor = fakeStream(null);
    const alice = fakeStream('alice');
    const bob = fakeStream('bob');
    const admin = fakeStream('admin-1', true);
    [visitor, alice, bob, admin].forEach(hub.add);
    await hub.publish(change({ t: 'wishlists', ids: ['w1'], u: ['alice'], p: ['p1'] }));
    await hub.publish(change({ t: 'contact_submissions', ids: ['c1'] }));
    await hub.publish(change({ t: 'products', ids: ['p1'], p: ['p1'] }));
    expect(topics(visitor)).toEqual(['products']);
    expect(topics(alice)).toEqual(['gear-kit', 'products']);
    expect(topics(bob)).toEqual(['products']);
    expect(topics(admin)).toEqual(['contact', 'products']);
    hub.closeAll();
  });

  it('tells every signed-in member, and no visitor, when too many owners to name', async () => {
    const hub = createLiveHub(deps());
    const visitor = fakeStream(null);
    const alice = fakeStream('alice');
    [visitor, alice].forEach(hub.add);
    await hub.publish(change({ t: 'wishlists', ids: null, u: null, p: null }));
    expect(topics(alice)).toEqual(['gear-kit']);
    expect(topics(visitor)).toEqual([]);
    hub.closeAll();
  });

  it('updates who is an admin before telling anyone of a role change', async () => {
    const hub = createLiveHub(deps({ adminsAmong: async () => new Set(['alice']) }));
    const alice = fakeStream('alice');
    hub.add(alice);
    await hub.publish(change({ t: 'user_roles', ids: ['alice'], u: ['alice'] }));
    expect(alice.admin).toBe(true);
    await hub.publish(change({ t: 'review_flags', ids: ['f1'] }));
    expect(topics(alice)).toEqual(['account', 'flags']);
    hub.closeAll();
  });

  it('drops a stream whose reader stopped reading', async () => {
    const hub = createLiveHub(deps());
    const stuck = fakeStream(null, false, false);
    hub.add(stuck);
    await hub.publish(change({ t: 'advisors', ids: ['a1'] }));
    expect(stuck.ended).toBe(true);
    expect(hub.size).toBe(0);
  });

  it('ends a stream whose session ended, at the next periodic check', async () => {
    vi.useFakeTimers();
    const hub = createLiveHub(deps({ sessionAlive: async (s) => s.userId !== 'gone' }));
    const gone = fakeStream('gone');
    const kept = fakeStream('kept');
    [gone, kept].forEach(hub.add);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(gone.ended).toBe(true);
    expect(gone.written.at(-1)).toContain('event: reconnect');
    expect(kept.ended).toBe(false);
    expect(kept.written.some((w) => w.startsWith('event: ping'))).toBe(true);
    hub.closeAll();
  });

  it('asks every stream to reload after a gap', () => {
    const hub = createLiveHub(deps());
    const s = fakeStream(null);
    hub.add(s);
    hub.resync();
    expect(s.written).toEqual(['event: resync\ndata: {}\n\n']);
    hub.closeAll();
  });
});

describe('change notices', () => {
  it('reads the trigger payload and ignores anything else', () => {
    expect(parseChange('{"t" : "products", "ids" : ["a"], "u" : [], "p" : null}')).toEqual({
      t: 'products',
      ids: ['a'],
      u: [],
      p: null,
    });
    expect(parseChange('not json')).toBeNull();
    expect(parseChange('{"t": 1}')).toBeNull();
  });
});

describe('who hears each topic', () => {
  it('matches the audience shared/live-events.ts declares for every table watched', () => {
    const tables = [
      'wishlists',
      'contact_submissions',
      'products',
      'product_survival',
      'reviews',
      'review_reports',
      'review_flags',
      'compliance_flags',
      'advisors',
      'site_settings',
      'invitations',
      'pending_products',
      'legal_documents',
      'user_roles',
    ];
    const kinds = { everyone: 'everyone', admins: 'admins', owners: 'owner' } as const;
    for (const t of tables) {
      const deliveries = deliveriesFor(change({ t }));
      expect(deliveries.length, t).toBeGreaterThan(0);
      for (const { audience, event } of deliveries) {
        expect(kinds[audience.kind], `${t} → ${event.topic}`).toBe(LIVE_TOPICS[event.topic]);
      }
    }
  });
});
