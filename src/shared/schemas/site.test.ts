import { describe, expect, it } from 'vitest';
import { toPublicSettings } from '@shared/schemas/site';

const SITE = 'Battle Ready';

describe('toPublicSettings', () => {
  it('uses the SPEC §9 defaults when nothing is stored', () => {
    expect(toPublicSettings({}, SITE)).toEqual({
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
      siteName: 'Battle Ready',
      socialLinks: [],
    });
  });

  it("lists only the social links set, as https links, in the footer's order", () => {
    const settings = toPublicSettings(
      {
        social_youtube_url: ' https://www.youtube.com/@battleready ',
        social_facebook_url: 'https://facebook.com/battleready',
        social_x_url: 'javascript:alert(1)',
        social_instagram_url: '',
      },
      SITE,
    );
    expect(settings.socialLinks).toEqual([
      { network: 'facebook', url: 'https://facebook.com/battleready' },
      { network: 'youtube', url: 'https://www.youtube.com/@battleready' },
    ]);
  });

  it('passes the site name through', () => {
    expect(toPublicSettings({}, 'Gear Check').siteName).toBe('Gear Check');
  });

  describe('hero stats', () => {
    it("are hidden when hero_stats_enabled is the text 'false'", () => {
      expect(toPublicSettings({ hero_stats_enabled: 'false' }, SITE).heroStatsEnabled).toBe(false);
    });

    it.each(['true', 'False', 'FALSE', '0', 'no', 'off', ''])(
      "are shown when hero_stats_enabled is %j (anything but 'false')",
      (value) => {
        expect(toPublicSettings({ hero_stats_enabled: value }, SITE).heroStatsEnabled).toBe(true);
      },
    );

    it('use stored values and labels in members, reviews, products order', () => {
      const settings = toPublicSettings(
        {
          hero_stat_members: '15K+',
          hero_stat_reviews: '3K+',
          hero_stat_products: '650+',
          hero_stat_members_label: 'Members',
          hero_stat_reviews_label: 'Reviews',
          hero_stat_products_label: 'Products',
        },
        SITE,
      );
      expect(settings.heroStats).toEqual([
        { value: '15K+', label: 'Members' },
        { value: '3K+', label: 'Reviews' },
        { value: '650+', label: 'Products' },
      ]);
    });

    it('fall back to the default for each stat that is not stored', () => {
      const settings = toPublicSettings(
        { hero_stat_reviews: '4K+', hero_stat_products_label: 'Tested Items' },
        SITE,
      );
      expect(settings.heroStats).toEqual([
        { value: '12K+', label: 'Service Members' },
        { value: '4K+', label: 'Product Reviews' },
        { value: '500+', label: 'Tested Items' },
      ]);
    });
  });

  describe('banner', () => {
    it("shows when homepage_banner_enabled is the text 'true'", () => {
      expect(toPublicSettings({ homepage_banner_enabled: 'true' }, SITE).bannerEnabled).toBe(true);
    });

    it.each(['false', 'TRUE', 'True', '1', 'yes', 'on', ''])(
      "stays hidden when homepage_banner_enabled is %j (anything but 'true')",
      (value) => {
        expect(toPublicSettings({ homepage_banner_enabled: value }, SITE).bannerEnabled).toBe(
          false,
        );
      },
    );

    it('uses the stored banner text', () => {
      expect(
        toPublicSettings({ homepage_banner_text: 'Now open to all members' }, SITE).bannerText,
      ).toBe('Now open to all members');
    });

    it('keeps the default banner text when the banner is switched on without text', () => {
      expect(toPublicSettings({ homepage_banner_enabled: 'true' }, SITE).bannerText).toBe(
        'Public Beta Open – Request Your Invite Below!',
      );
    });
  });

  describe('ads and analytics', () => {
    it("enables AdSense only when adsense_enabled is the text 'true'", () => {
      expect(toPublicSettings({ adsense_enabled: 'true' }, SITE).adsenseEnabled).toBe(true);
      expect(toPublicSettings({ adsense_enabled: 'TRUE' }, SITE).adsenseEnabled).toBe(false);
      expect(toPublicSettings({ adsense_enabled: 'false' }, SITE).adsenseEnabled).toBe(false);
    });

    it('passes stored ids through and turns empty ids into null', () => {
      const set = toPublicSettings(
        { google_adsense_client_id: 'ca-pub-123', google_analytics_id: 'G-ABC123' },
        SITE,
      );
      expect(set.adsenseClientId).toBe('ca-pub-123');
      expect(set.analyticsId).toBe('G-ABC123');

      const empty = toPublicSettings(
        { google_adsense_client_id: '', google_analytics_id: '' },
        SITE,
      );
      expect(empty.adsenseClientId).toBeNull();
      expect(empty.analyticsId).toBeNull();
    });
  });

  it('ignores keys that are not settings', () => {
    const settings = toPublicSettings({ admin_secret: 'hunter2', smtp_password: 'x' }, SITE);
    expect(Object.values(settings)).not.toContain('hunter2');
    expect(Object.keys(settings).sort()).toEqual(
      [
        'adsenseClientId',
        'adsenseEnabled',
        'analyticsId',
        'bannerEnabled',
        'bannerText',
        'heroStats',
        'heroStatsEnabled',
        'siteName',
        'socialLinks',
      ].sort(),
    );
  });
});
