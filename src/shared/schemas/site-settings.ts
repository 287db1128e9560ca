import { z } from 'zod';
import { ADSENSE_CLIENT_PATTERN, ANALYTICS_ID_PATTERN } from '../integrations';
import {
  BANNER_TEXT_MAX,
  FLAG_HIDE_THRESHOLD_MAX,
  FLAG_HIDE_THRESHOLD_MIN,
  HERO_STAT_LABEL_MAX,
  HERO_STAT_VALUE_MAX,
} from '../limits';
import { isHttpsLink, SOCIAL_NETWORKS } from '../social-links';
import { SETTING_DEFAULTS, type SettingKey } from './site';

// The admin's Site Settings tab (SPEC §3 SiteSetting, §5 Site settings, §9 defaults).

export const SETTING_KEYS = Object.keys(SETTING_DEFAULTS) as [SettingKey, ...SettingKey[]];

type Group = 'banner' | 'stats' | 'integrations' | 'moderation' | 'social';
/**
 * How a key is edited and what it may hold: on or off, text up to `max` characters, or a number
 * from `min` to `max` with at most two decimals.
 */
export type SettingField = { label: string; group: Group } & (
  | { kind: 'switch' }
  | { kind: 'text'; max: number }
  | { kind: 'number'; min: number; max: number; hint: string }
);
/** A social link's longest URL. */
export const SOCIAL_URL_MAX = 200;

const socialField = (network: keyof typeof SOCIAL_NETWORKS): SettingField => ({
  label: `${SOCIAL_NETWORKS[network]} link`,
  kind: 'text',
  max: SOCIAL_URL_MAX,
  group: 'social',
});

export const SETTING_FIELDS: Record<SettingKey, SettingField> = {
  homepage_banner_enabled: { label: 'Show the home page banner', kind: 'switch', group: 'banner' },
  homepage_banner_text: {
    label: 'Banner text',
    kind: 'text',
    max: BANNER_TEXT_MAX,
    group: 'banner',
  },
  hero_stats_enabled: { label: 'Show the hero stats', kind: 'switch', group: 'stats' },
  hero_stat_members: {
    label: 'Members stat',
    kind: 'text',
    max: HERO_STAT_VALUE_MAX,
    group: 'stats',
  },
  hero_stat_members_label: {
    label: 'Members label',
    kind: 'text',
    max: HERO_STAT_LABEL_MAX,
    group: 'stats',
  },
  hero_stat_reviews: {
    label: 'Reviews stat',
    kind: 'text',
    max: HERO_STAT_VALUE_MAX,
    group: 'stats',
  },
  hero_stat_reviews_label: {
    label: 'Reviews label',
    kind: 'text',
    max: HERO_STAT_LABEL_MAX,
    group: 'stats',
  },
  hero_stat_products: {
    label: 'Products stat',
    kind: 'text',
    max: HERO_STAT_VALUE_MAX,
    group: 'stats',
  },
  hero_stat_products_label: {
    label: 'Products label',
    kind: 'text',
    max: HERO_STAT_LABEL_MAX,
    group: 'stats',
  },
  google_analytics_id: {
    label: 'Google Analytics ID',
    kind: 'text',
    max: 50,
    group: 'integrations',
  },
  adsense_enabled: { label: 'Show AdSense ads', kind: 'switch', group: 'integrations' },
  google_adsense_client_id: {
    label: 'AdSense client ID',
    kind: 'text',
    max: 50,
    group: 'integrations',
  },
  flag_hide_threshold: {
    label: 'Flag weight that hides a review',
    kind: 'number',
    min: FLAG_HIDE_THRESHOLD_MIN,
    max: FLAG_HIDE_THRESHOLD_MAX,
    hint: 'When the pending flags on an approved review weigh this much, it goes back to pending. A member’s first flag weighs 1; a verified member’s, an admin’s and a good flagging record weigh more.',
    group: 'moderation',
  },
  social_facebook_url: socialField('facebook'),
  social_instagram_url: socialField('instagram'),
  social_x_url: socialField('x'),
  social_youtube_url: socialField('youtube'),
  social_linkedin_url: socialField('linkedin'),
};

/**
 * IDs go into script URLs: letters, digits and dashes only, and then the shape Google gives
 * them (a malformed one would never load, and the page would quietly send nothing).
 */
const ID_FORMATS: Partial<Record<SettingKey, { pattern: RegExp; example: string }>> = {
  google_analytics_id: { pattern: ANALYTICS_ID_PATTERN, example: 'G-XXXXXXXXXX' },
  google_adsense_client_id: { pattern: ADSENSE_CLIENT_PATTERN, example: 'ca-pub-0000000000000000' },
};

export const ZSettingParams = z.object({ key: z.enum(SETTING_KEYS, 'Unknown setting') });
export const ZSettingBody = z.object({ value: z.string({ error: 'Value is required' }) });

/** The first problem with `value` for `key`, or null when it may be saved. */
export function settingProblem(key: SettingKey, value: string): string | null {
  const field = SETTING_FIELDS[key];
  if (field.kind === 'switch') {
    return value === 'true' || value === 'false' ? null : `${field.label} must be on or off`;
  }
  if (field.kind === 'number') {
    const n = Number(value.trim());
    return /^\d+(\.\d{1,2})?$/.test(value.trim()) && n >= field.min && n <= field.max
      ? null
      : `${field.label} must be a number from ${field.min} to ${field.max}, with at most 2 decimals`;
  }
  if (value.trim().length > field.max) {
    return `${field.label} must be at most ${field.max} characters`;
  }
  if (field.group === 'social' && value.trim() !== '' && !isHttpsLink(value.trim())) {
    return `${field.label} must be a full https:// address`;
  }
  const format = ID_FORMATS[key];
  const id = value.trim();
  if (format && id !== '') {
    if (!/^[A-Za-z0-9-]+$/.test(id))
      return `${field.label} may hold only letters, digits and dashes`;
    if (!format.pattern.test(id)) return `${field.label} must look like ${format.example}`;
  }
  return null;
}

export const ZAdminSetting = z.object({
  key: z.enum(SETTING_KEYS),
  value: z.string(),
  updatedAt: z.string().nullable(),
});
export type TAdminSetting = z.infer<typeof ZAdminSetting>;
export const ZAdminSettingList = z.object({ items: z.array(ZAdminSetting) });
