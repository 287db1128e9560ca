import { desc, sql } from 'drizzle-orm';
import { CATEGORY_IDS } from '@shared/catalog';
import { STATIC_PAGES } from '@shared/seo';
import { products } from '../../db/schema';
import type { Db } from '../../db/types';

/** The sitemap protocol's per-file limit. */
const SITEMAP_MAX_URLS = 50_000;
const PRIVATE = new Set([
  '/auth',
  '/auth/reset-password',
  '/setup',
  '/profile',
  '/admin',
  '/submit-product',
]);

/**
 * Every public page, each category's catalogue page (its own canonical URL) and every product.
 * A product's lastmod is the later of its creation and its latest approved review, the two
 * dates we keep. Static and catalogue pages carry none: we keep no date for their content, and
 * Google ignores a lastmod that is not reliably true.
 */
export async function buildSitemap(db: Db, baseUrl: string): Promise<string> {
  const pages = [
    ...Object.keys(STATIC_PAGES).filter((p) => !PRIVATE.has(p)),
    ...CATEGORY_IDS.map((c) => `/products?category=${c}`),
  ];
  const rows = await db
    .select({
      id: products.id,
      lastmod: sql<string>`to_char(greatest(${products.createdAt}, ${products.lastReviewedAt}) at time zone 'UTC', 'YYYY-MM-DD')`,
    })
    .from(products)
    .orderBy(desc(products.battleReadyIndex))
    .limit(SITEMAP_MAX_URLS - pages.length);
  const urls = [
    ...pages.map((p) => `<url><loc>${baseUrl}${p}</loc></url>`),
    ...rows.map(
      (r) => `<url><loc>${baseUrl}/product/${r.id}</loc><lastmod>${r.lastmod}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `/api` (no slash) covers the API root as well as everything under it. */
export function buildRobots(baseUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /profile',
    'Disallow: /auth',
    'Disallow: /setup',
    'Disallow: /api',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
