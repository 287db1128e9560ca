import { INTEGRATION_META, type Integrations } from '@shared/integrations';
import { absolute, type HeadData } from '@shared/seo';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`,
  );

/** JSON inside <script>: "<" escaped so no value can close the element. */
export const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The managed <head> tags; each carries data-head so the browser can replace them on navigation. */
export function renderHead(head: HeadData, baseUrl: string, siteName: string): string {
  const image = absolute(baseUrl, head.image ?? '/images/og-default.svg');
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta data-head ${attr}="${key}" content="${escapeHtml(content)}">`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    `<link data-head rel="canonical" href="${escapeHtml(baseUrl + head.path)}">`,
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:url', baseUrl + head.path),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...head.jsonLd.map(
      (ld) => `<script data-head type="application/ld+json">${safeJson(ld)}</script>`,
    ),
  ]
    .filter(Boolean)
    .join('\n    ');
}

/**
 * The IDs of the integrations this page's CSP allows, for the browser's analytics and ad code
 * (src/web/lib/analytics.ts, ads.ts); nothing at all when both are off.
 */
export function renderIntegrations(on: Integrations): string {
  return (Object.keys(INTEGRATION_META) as (keyof Integrations)[])
    .map((key) => {
      const value = on[key];
      return value ? `<meta name="${INTEGRATION_META[key]}" content="${escapeHtml(value)}">` : '';
    })
    .filter(Boolean)
    .map((tag) => `\n    ${tag}`)
    .join('');
}
