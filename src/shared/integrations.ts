// Google Analytics and AdSense: which of them a page switches on, decided once from the site
// settings. The server widens that page's CSP and writes the result into <meta> tags of the same
// response; the browser reads only those tags, so the script it loads is always one the page's
// CSP allows, and a page with both off loads nothing from a third party.
import type { TPublicSettings } from './schemas/site';

/** Google tag IDs (G-…, UA-…-1, GT-…, AW-…): they go into a script URL, so nothing else passes. */
export const ANALYTICS_ID_PATTERN = /^[A-Z]{1,3}-[A-Z0-9-]{4,20}$/;
/** AdSense publisher client IDs. */
export const ADSENSE_CLIENT_PATTERN = /^ca-pub-\d{10,20}$/;

export interface Integrations {
  analyticsId: string | null;
  adsenseClientId: string | null;
}

/** The names of the <meta> tags that carry the switched-on IDs to the browser. */
export const INTEGRATION_META = {
  analyticsId: 'br-analytics-id',
  adsenseClientId: 'br-adsense-client',
} as const;

const valid = (value: string | null | undefined, pattern: RegExp) =>
  value && pattern.test(value) ? value : null;

/**
 * Analytics when its ID is set and well formed; AdSense only when switched on and its client
 * ID is well formed. A value stored before the formats were enforced counts as unset.
 */
export function activeIntegrations(
  settings: Pick<TPublicSettings, 'analyticsId' | 'adsenseEnabled' | 'adsenseClientId'>,
): Integrations {
  return {
    analyticsId: valid(settings.analyticsId, ANALYTICS_ID_PATTERN),
    adsenseClientId: settings.adsenseEnabled
      ? valid(settings.adsenseClientId, ADSENSE_CLIENT_PATTERN)
      : null,
  };
}

/** The page's integrations from its <meta> tags, checked again before any URL is built. */
export function integrationsFromPage(readMeta: (name: string) => string | null): Integrations {
  return {
    analyticsId: valid(readMeta(INTEGRATION_META.analyticsId), ANALYTICS_ID_PATTERN),
    adsenseClientId: valid(readMeta(INTEGRATION_META.adsenseClientId), ADSENSE_CLIENT_PATTERN),
  };
}

export const gtagScriptUrl = (id: string) =>
  `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;

export const adsenseScriptUrl = (client: string) =>
  `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`;
