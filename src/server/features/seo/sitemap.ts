import { desc } from 'drizzle-orm';
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

export async function buildSitemap(db: Db, baseUrl: string): Promise<string> {
  const rows = await db
    .select({ id: products.id, updated: products.lastReviewedAt })
    .from(products)
    .orderBy(desc(products.battleReadyIndex))
    .limit(SITEMAP_MAX_URLS - Object.keys(STATIC_PAGES).length);
  const urls = [
    ...Object.keys(STATIC_PAGES)
      .filter((p) => !PRIVATE.has(p))
      .map((p) => `<url><loc>${baseUrl}${p}</loc></url>`),
    ...rows.map(
      (r) =>
        `<url><loc>${baseUrl}/product/${r.id}</loc>${r.updated ? `<lastmod>${r.updated.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function buildRobots(baseUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /profile',
    'Disallow: /auth',
    'Disallow: /setup',
    'Disallow: /api/',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
