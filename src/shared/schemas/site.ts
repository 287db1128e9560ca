import { z } from 'zod';
import { isHttpsLink, SOCIAL_NETWORKS, type SocialNetwork } from '../social-links';

export const ZAdvisor = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  yearsOfService: z.number().nullable(),
  bio: z.string(),
  photoUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  displayOrder: z.number(),
});
export type TAdvisor = z.infer<typeof ZAdvisor>;
export const ZAdvisorList = z.object({ items: z.array(ZAdvisor) });

const SOCIAL_KEYS = Object.keys(SOCIAL_NETWORKS) as SocialNetwork[];

/** The settings a visitor's browser needs; admin-only keys never leave the server. */
export const ZPublicSettings = z.object({
  bannerEnabled: z.boolean(),
  bannerText: z.string(),
  heroStatsEnabled: z.boolean(),
  heroStats: z.array(z.object({ value: z.string(), label: z.string() })),
  adsenseEnabled: z.boolean(),
  adsenseClientId: z.string().nullable(),
  analyticsId: z.string().nullable(),
  siteName: z.string(),
  /** Only the networks an admin gave a link for. */
  socialLinks: z.array(
    z.object({ network: z.enum(SOCIAL_KEYS as [SocialNetwork]), url: z.string() }),
  ),
});
export type TPublicSettings = z.infer<typeof ZPublicSettings>;

/** The settings plus what the server's own configuration decides (e.g. the Google button). */
export const ZPublicConfig = ZPublicSettings.extend({ googleSignIn: z.boolean() });
export type TPublicConfig = z.infer<typeof ZPublicConfig>;

export const SETTING_DEFAULTS = {
  google_analytics_id: '',
  google_adsense_client_id: '',
  adsense_enabled: 'false',
  homepage_banner_enabled: 'false',
  homepage_banner_text: 'Public Beta Open – Request Your Invite Below!',
  hero_stats_enabled: 'true',
  hero_stat_members: '12K+',
  hero_stat_reviews: '2.5K+',
  hero_stat_products: '500+',
  hero_stat_members_label: 'Service Members',
  hero_stat_reviews_label: 'Product Reviews',
  hero_stat_products_label: 'Battle-Tested Products',
  /** Issue 29: the weight of pending flags that takes an approved review back to pending. */
  flag_hide_threshold: '5',
  social_facebook_url: '',
  social_instagram_url: '',
  social_x_url: '',
  social_youtube_url: '',
  social_linkedin_url: '',
} as const;
export type SettingKey = keyof typeof SETTING_DEFAULTS;

/** SPEC §9: stats show unless the value is the text "false"; banner and ads only when "true". */
export function toPublicSettings(
  stored: Partial<Record<string, string>>,
  siteName: string,
): TPublicSettings {
  const get = (k: SettingKey) => stored[k] ?? SETTING_DEFAULTS[k];
  return {
    bannerEnabled: get('homepage_banner_enabled') === 'true',
    bannerText: get('homepage_banner_text'),
    heroStatsEnabled: get('hero_stats_enabled') !== 'false',
    heroStats: [
      { value: get('hero_stat_members'), label: get('hero_stat_members_label') },
      { value: get('hero_stat_reviews'), label: get('hero_stat_reviews_label') },
      { value: get('hero_stat_products'), label: get('hero_stat_products_label') },
    ],
    adsenseEnabled: get('adsense_enabled') === 'true',
    adsenseClientId: get('google_adsense_client_id') || null,
    analyticsId: get('google_analytics_id') || null,
    siteName,
    socialLinks: SOCIAL_KEYS.flatMap((network) => {
      const url = get(`social_${network}_url`).trim();
      return isHttpsLink(url) ? [{ network, url }] : [];
    }),
  };
}
