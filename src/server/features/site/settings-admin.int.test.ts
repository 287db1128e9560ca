import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { siteSettings } from './schema';
import type { Member } from '../../test/accounts';
import { ADMIN_ROUTE_REFUSALS, expectRefused } from '../../test/admin-refusals';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ personas: true });
const { who } = t;

const send = (method: 'GET' | 'PUT', url: string, m: Member | null, payload?: object) =>
  t.as(m).send(method, url, payload);
const put = (key: string, value: unknown, m: Member | null = who.admin) =>
  send('PUT', `/api/admin/settings/${key}`, m, { value });
const publicSettings = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json();

describe('admin site settings', () => {
  it.each(ADMIN_ROUTE_REFUSALS)('refuses %s', async (refusal) => {
    await expectRefused(t, refusal, [
      ['GET', '/api/admin/settings'],
      ['PUT', '/api/admin/settings/homepage_banner_enabled', { value: 'true' }],
    ]);
    expect((await publicSettings()).bannerEnabled).toBe(false);
  });

  it('lists every key of SPEC §3 with its default until set', async () => {
    const items = (await send('GET', '/api/admin/settings', who.admin)).json().items;
    expect(items).toHaveLength(18);
    expect(items.find((i: { key: string }) => i.key === 'hero_stat_members')).toEqual({
      key: 'hero_stat_members',
      value: '12K+',
      updatedAt: null,
    });
    expect(items.find((i: { key: string }) => i.key === 'flag_hide_threshold')).toEqual({
      key: 'flag_hide_threshold',
      value: '5',
      updatedAt: null,
    });
  });

  it('saves a setting the public read shows at once, stamped and logged', async () => {
    expect((await put('homepage_banner_enabled', 'true')).statusCode).toBe(200);
    const res = await put('homepage_banner_text', '  Range day Saturday  ', who.superAdmin);
    expect(res.json()).toMatchObject({ key: 'homepage_banner_text', value: 'Range day Saturday' });
    expect(await publicSettings()).toMatchObject({
      bannerEnabled: true,
      bannerText: 'Range day Saturday',
    });
    const [row] = await t.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.settingKey, 'homepage_banner_text'));
    expect(row!.updatedBy).toBe(who.superAdmin.id);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, 'homepage_banner_text'));
    expect(entries[0]).toMatchObject({ action: 'setting.change', notes: 'Range day Saturday' });
  });

  it.each([
    ['homepage_banner_text', 'b'.repeat(201), 'Banner text must be at most 200 characters'],
    ['hero_stat_members', 'x'.repeat(21), 'Members stat must be at most 20 characters'],
    ['hero_stat_reviews_label', 'l'.repeat(51), 'Reviews label must be at most 50 characters'],
    ['hero_stats_enabled', 'yes', 'Show the hero stats must be on or off'],
    [
      'google_analytics_id',
      "G-1'><script>",
      'Google Analytics ID may hold only letters, digits and dashes',
    ],
    ['google_analytics_id', 'G-12', 'Google Analytics ID must look like G-XXXXXXXXXX'],
    [
      'google_adsense_client_id',
      'pub-1234567890123456',
      'AdSense client ID must look like ca-pub-0000000000000000',
    ],
    [
      'social_facebook_url',
      'http://facebook.com/br',
      'Facebook link must be a full https:// address',
    ],
    ['social_x_url', 'javascript:alert(1)', 'X link must be a full https:// address'],
    ...['0', '0.99', '100.01', '101', '-5', '5.001', 'five', '', '1e2', '0x10'].map((value) => [
      'flag_hide_threshold',
      value,
      'Flag weight that hides a review must be a number from 1 to 100, with at most 2 decimals',
    ]),
  ])('refuses %s = %s with its limit', async (key, value, message) => {
    const stored = async () =>
      (await t.db.select().from(siteSettings).where(eq(siteSettings.settingKey, key)))[0]
        ?.settingValue;
    const before = await stored();
    const res = await put(key, value);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await stored()).toBe(before);
  });

  it('shows a social link in the public settings once set, and none once cleared', async () => {
    const url = 'https://www.linkedin.com/company/battle-ready';
    expect((await put('social_linkedin_url', ` ${url} `)).statusCode).toBe(200);
    expect((await publicSettings()).socialLinks).toEqual([{ network: 'linkedin', url }]);
    expect((await put('social_linkedin_url', '')).statusCode).toBe(200);
    expect((await publicSettings()).socialLinks).toEqual([]);
  });

  it('accepts exactly the limits, and refuses an unknown key', async () => {
    expect((await put('homepage_banner_text', 'b'.repeat(200))).statusCode).toBe(200);
    expect((await put('hero_stat_members', 'x'.repeat(20))).statusCode).toBe(200);
    for (const value of ['1', '100', ' 4.5 ', '2.75']) {
      expect((await put('flag_hide_threshold', value)).statusCode).toBe(200);
    }
    const [threshold] = await t.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.settingKey, 'flag_hide_threshold'));
    expect(threshold!.settingValue).toBe('2.75');
    // Admin-only: the public settings never carry it.
    expect(JSON.stringify(await publicSettings())).not.toContain('2.75');
    const unknown = await put('secret_key', 'x');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Unknown setting');
  });
});
