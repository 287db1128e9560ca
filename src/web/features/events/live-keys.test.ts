import { describe, expect, it } from 'vitest';
import { LIVE_TOPICS, readLiveEvent, type LiveTopic } from '@shared/live-events';
import { notificationListQuery, unreadCountQuery } from '@web/features/notifications';
import { relatedQuery } from '@web/features/products';
import { reloadsFor } from './live-keys';

const prefixes = (topic: LiveTopic, ids: string[] | null = null) =>
  reloadsFor({ topic, ids }).map((r) => r.prefix.join('/') + (r.exact ? ' (exact)' : ''));

describe('what a live event reloads (SPEC §4 Live refresh)', () => {
  it('reloads only the reviews of the products named, or all reviews when none are', () => {
    expect(prefixes('reviews', ['p1', 'p2'])).toEqual(
      expect.arrayContaining(['reviews/product/p1', 'reviews/product/p2', 'admin/reviews']),
    );
    expect(prefixes('reviews', ['p1'])).not.toContain('reviews');
    expect(prefixes('reviews', null)).toContain('reviews');
  });

  it("reloads a member's Gear Kit, the header badge, Mission Matcher kits and related gear on a Gear Kit change", () => {
    expect(prefixes('gear-kit')).toEqual([
      'viewer/gear-kit',
      'viewer (exact)',
      'products/mission',
      'products/related',
    ]);
  });

  it("reloads a product page's related gear on a product change, whichever product", () => {
    const [reload] = reloadsFor({ topic: 'products', ids: ['p1'] });
    expect(relatedQuery('p2').queryKey.slice(0, reload!.prefix.length)).toEqual(reload!.prefix);
  });

  it("reloads only the member's own notifications, the bell's count and the page alike", () => {
    expect(prefixes('notifications')).toEqual(['viewer/notifications']);
    const [reload] = reloadsFor({ topic: 'notifications', ids: null });
    for (const { queryKey } of [unreadCountQuery(), notificationListQuery()]) {
      expect(queryKey.slice(0, reload!.prefix.length)).toEqual(reload!.prefix);
    }
  });

  it('reloads the admin queues and the dashboard figures on admin topics', () => {
    expect(prefixes('contact')).toEqual([
      'admin/contact-submissions',
      'admin/stats',
      'admin/audit-log',
    ]);
    expect(prefixes('submissions')).toContain('admin/submissions');
    expect(prefixes('flags')).toContain('admin/flags');
    expect(prefixes('flags')).toContain('admin/compliance');
  });

  it('reloads something for every topic the server sends', () => {
    for (const topic of Object.keys(LIVE_TOPICS) as LiveTopic[]) {
      expect(reloadsFor({ topic, ids: null }).length).toBeGreaterThan(0);
    }
  });
});

describe('reading a live message', () => {
  it('takes known topics with ids or null, and nothing else', () => {
    expect(readLiveEvent({ topic: 'products', ids: ['a'] })).toEqual({
      topic: 'products',
      ids: ['a'],
    });
    expect(readLiveEvent({ topic: 'contact', ids: null })).toEqual({ topic: 'contact', ids: null });
    expect(readLiveEvent({ topic: 'toString', ids: null })).toBeNull();
    expect(readLiveEvent({ topic: 'products', ids: [1] })).toBeNull();
    expect(readLiveEvent({ topic: 'products' })).toBeNull();
    expect(readLiveEvent(null)).toBeNull();
  });
});
