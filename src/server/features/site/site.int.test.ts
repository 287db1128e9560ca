import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advisors, siteSettings } from './schema';
import { startTestApp } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ config: { siteName: 'Gear Check' } });

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/advisors (anyone)', () => {
  it('lists active advisors by display order only', async () => {
    await t.db.insert(advisors).values([
      { name: 'Second', title: 'T', displayOrder: 2 },
      { name: 'Hidden', title: 'T', displayOrder: 0, isActive: false },
      { name: 'First', title: 'T', displayOrder: 1, yearsOfService: 20 },
    ]);
    const { body } = await get('/api/advisors');
    expect(body.items.map((a: { name: string }) => a.name)).toEqual(['First', 'Second']);
    expect(body.items[0]).toMatchObject({ yearsOfService: 20, photoUrl: null });
  });
});

describe('GET /api/settings/public (anyone)', () => {
  it('applies the SPEC defaults when nothing is stored', async () => {
    const { body } = await get('/api/settings/public');
    expect(body).toEqual({
      bannerEnabled: false,
      bannerText: 'Public Beta Open – Request Your Invite Below!',
      heroStatsEnabled: true,
      heroStats: [
        { value: '12K+', label: 'Service Members' },
        { value: '2.5K+', label: 'Product Reviews' },
        { value: '500+', label: 'Battle-Tested Products' },
      ],
      adsenseEnabled: false,
      adsenseClientId: null,
      analyticsId: null,
      // No GOOGLE_CLIENT_ID/SECRET in the test config: no Google button.
      googleSignIn: false,
      siteName: 'Gear Check',
      socialLinks: [],
    });
  });

  it('reads stored values: banner only on "true", stats hidden only on "false"', async () => {
    await t.db.insert(siteSettings).values([
      { settingKey: 'homepage_banner_enabled', settingValue: 'true' },
      { settingKey: 'hero_stats_enabled', settingValue: 'no' },
      { settingKey: 'hero_stat_members', settingValue: '20K+' },
    ]);
    const { body } = await get('/api/settings/public');
    expect(body).toMatchObject({ bannerEnabled: true, heroStatsEnabled: true });
    expect(body.heroStats[0]).toEqual({ value: '20K+', label: 'Service Members' });
    await t.db.update(siteSettings).set({ settingValue: 'false' });
    expect((await get('/api/settings/public')).body).toMatchObject({
      bannerEnabled: false,
      heroStatsEnabled: false,
    });
  });
});

describe('GET /api/health', () => {
  it('answers after a database round trip', async () => {
    expect((await get('/api/health')).body).toEqual({
      status: 'ok',
      database: 'postgres',
    });
  });

  it('is never stored or revalidated: no-store and no ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('answers while slow queries hold every pooled connection', async () => {
    // Its own app, so this is its first check and it must reach the database.
    const own = await startTestApp();
    try {
      const order: string[] = [];
      // The harness's pool has 4 connections: all of them sleep for a second.
      const busy = Array.from({ length: 4 }, () =>
        own.db.execute(sql`select pg_sleep(1)`).then(() => order.push('pool')),
      );
      const health = await own.app.inject({ method: 'GET', url: '/api/health' });
      order.push('health');
      await Promise.all(busy);
      expect(health.statusCode).toBe(200);
      expect(order[0]).toBe('health');
    } finally {
      await own.close();
    }
  });
});

describe('GET /api/docs', () => {
  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/products', '/api/products/{id}/reviews', '/api/contact']),
    );
  });
});
