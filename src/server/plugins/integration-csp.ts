import type { Integrations } from '@shared/integrations';
import type { CspAdditions } from './security';

/**
 * Google's documented CSP for Google Analytics 4 loaded by gtag.js ("Use Tag Manager with a
 * Content Security Policy", section Google Analytics 4). Google Signals and Ads features need
 * more; we switch neither on.
 */
export const ANALYTICS_CSP = {
  scriptSrc: ['https://*.googletagmanager.com'],
  imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connectSrc: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
} as const satisfies CspAdditions;

/**
 * AdSense's hosts. Google supports only a nonce-based "strict" CSP for the ad code, since its
 * hosts change over time (AdSense help, "Integrate the AdSense ad code with a CSP"); this host
 * list is the one ad code needs today, kept here so a change is one edit (decision 010).
 */
export const ADSENSE_CSP = {
  scriptSrc: [
    'https://pagead2.googlesyndication.com',
    'https://partner.googleadservices.com',
    'https://tpc.googlesyndication.com',
    'https://www.googletagservices.com',
    'https://adservice.google.com',
  ],
  imgSrc: [
    'https://pagead2.googlesyndication.com',
    'https://tpc.googlesyndication.com',
    'https://googleads.g.doubleclick.net',
  ],
  connectSrc: [
    'https://pagead2.googlesyndication.com',
    'https://adservice.google.com',
    'https://googleads.g.doubleclick.net',
  ],
  frameSrc: [
    'https://googleads.g.doubleclick.net',
    'https://tpc.googlesyndication.com',
    'https://www.google.com',
  ],
} as const satisfies CspAdditions;

/** What a page's CSP gains for the integrations it switches on; nothing when both are off. */
export function integrationCsp(on: Integrations): CspAdditions[] {
  return [...(on.analyticsId ? [ANALYTICS_CSP] : []), ...(on.adsenseClientId ? [ADSENSE_CSP] : [])];
}
