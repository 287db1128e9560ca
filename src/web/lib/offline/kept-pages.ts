import { KEPT_AT_HEADER, KEPT_PAGES_CACHE, KEPT_TITLE_HEADER } from '@web/service-worker/protocol';

export type KeptPage = { path: string; title: string; keptAt: string };

const TITLE = /<title>([^<]*)<\/title>/i;

/** A page's title as its head says it (entities and all), or the path when it has none. */
async function titleOf(page: Response, path: string): Promise<string> {
  const shown = page.headers.get(KEPT_TITLE_HEADER);
  if (shown) return decodeURIComponent(shown);
  const raw = TITLE.exec(await page.text())?.[1];
  if (!raw) return path;
  return new DOMParser().parseFromString(raw, 'text/html').documentElement.textContent || path;
}

/** The pages this device kept for its reader (service-worker/worker/kept-store.ts), newest first. */
export async function keptPages(): Promise<KeptPage[]> {
  if (typeof caches === 'undefined' || !(await caches.has(KEPT_PAGES_CACHE))) return [];
  const cache = await caches.open(KEPT_PAGES_CACHE);
  const pages = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const page = await cache.match(request);
      const url = new URL(request.url);
      const path = url.pathname + url.search;
      if (!page) return null;
      return {
        path,
        title: await titleOf(page, path),
        keptAt: page.headers.get(KEPT_AT_HEADER) ?? '',
      };
    }),
  );
  return pages
    .filter((page): page is KeptPage => page !== null)
    .sort((a, b) => b.keptAt.localeCompare(a.keptAt));
}
