import { CATEGORY_IDS } from '@shared/catalog';
import { PAGES, productPath } from '@shared/pages';
import { STATIC_PAGES } from '@shared/seo';
import type { Db } from '../../db/types';
import { activeDocumentDates } from '../legal';
import { lastChangedByCategory, productsLastChanged } from '../products';
import { settingsLastChanged } from '../site';
import { escapeXml } from '../../lib/xml';

/** The sitemap protocol's per-file limit. */
const SITEMAP_MAX_URLS = 50_000;

/** The pages whose content is the catalogue, and those that show one legal document. */
const CATALOGUE_PAGES = new Set<string>([PAGES.home.path, PAGES.products.path]);
const LEGAL_PAGES: Record<string, 'terms' | 'privacy'> = {
  [PAGES.terms.path]: 'terms',
  [PAGES.privacy.path]: 'privacy',
};

/**
 * Every public page, each category's catalogue page (its own canonical URL) and every product,
 * dated where we know truly when their content last changed: a product by its updated_at
 * (migration 0014: any visible change, not a view counted), a catalogue page by the latest of
 * its products (the home page also by the settings it shows), a legal page by its document.
 * The other static pages are text that changes only with a release: no date, since Google
 * ignores a lastmod that is not reliably true.
 */
export async function buildSitemap(db: Db, baseUrl: string): Promise<string> {
  const [byCategory, [settingsChanged], legal] = await Promise.all([
    lastChangedByCategory(db),
    settingsLastChanged(db),
    activeDocumentDates(db),
  ]);
  const latest = (...dates: (string | null | undefined)[]) =>
    dates
      .filter((d): d is string => Boolean(d))
      .sort()
      .at(-1);
  const catalogueDate = latest(...byCategory.map((c) => c.lastmod));
  const dateOf = (path: string) => {
    if (path === PAGES.home.path) return latest(catalogueDate, settingsChanged?.lastmod);
    if (CATALOGUE_PAGES.has(path)) return catalogueDate;
    const legalType = LEGAL_PAGES[path];
    return legalType ? legal.find((l) => l.type === legalType)?.lastmod : undefined;
  };
  const pages = [
    ...Object.entries(STATIC_PAGES)
      .filter(([, page]) => !page.private)
      .map(([p]) => ({ path: p, lastmod: dateOf(p) })),
    ...CATEGORY_IDS.map((c) => ({
      path: `${PAGES.products.path}?category=${c}`,
      lastmod: byCategory.find((row) => row.category === c)?.lastmod,
    })),
  ];
  const rows = await productsLastChanged(db, SITEMAP_MAX_URLS - pages.length);
  const url = (path: string, lastmod: string | null | undefined) =>
    `<url><loc>${escapeXml(baseUrl + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  const urls = [
    ...pages.map((p) => url(p.path, p.lastmod)),
    ...rows.map((r) => url(productPath(r.id), r.lastmod)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Crawlers stay out of the member, admin and setup pages and the API. A rule matches by prefix:
 * the sign-in page's also covers its reset page, and `/api` (no slash) the API root.
 */
const DISALLOWED = [
  PAGES.admin.path,
  PAGES.profile.path,
  PAGES.auth.path,
  PAGES.setup.path,
  '/api',
];

export function buildRobots(baseUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
