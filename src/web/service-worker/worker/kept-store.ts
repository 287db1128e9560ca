import type { WorkboxPlugin } from 'workbox-core';

declare const self: ServiceWorkerGlobalScope;
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { mayKeep } from '../policy';
import { KEPT_AT_HEADER, KEPT_AT_META, KEPT_PAGES_CACHE, KEPT_TITLE_HEADER } from '../protocol';

const DAY_MS = 24 * 60 * 60 * 1000;
const PAGES = KEPT_PAGES_CACHE;
const ANSWERS = 'kept-answers';
const FILES = 'kept-files';

// What this device keeps of what its reader saw: pages and answers belong to the one account
// (or visitor) signed in when they were fetched, and go when that changes; files (the app's
// scripts, pictures) are the same for everyone and stay.

/**
 * Bumped each time the owner changes. An answer fetched for the last owner may arrive after
 * their pages were dropped; it is refused rather than kept for the next one.
 */
let generation = 0;

const keptAt = (response: Response) => response.headers.get(KEPT_AT_HEADER) ?? '';

/** The response as it was, stamped with when it was kept (and anything else it is to carry). */
async function stamp(response: Response, more: Record<string, string> = {}) {
  const headers = new Headers(response.headers);
  headers.set(KEPT_AT_HEADER, new Date().toISOString());
  for (const [name, value] of Object.entries(more)) headers.set(name, value);
  const { status, statusText } = response;
  return new Response(await response.blob(), { status, statusText, headers });
}

/** Keeps only what may be kept, stamped with when, and only for the owner it was fetched for. */
const stamped: WorkboxPlugin = {
  handlerWillStart: async ({ state }) => {
    if (state) state.generation = generation;
  },
  cacheWillUpdate: async ({ response, state }) =>
    mayKeep(response) && state?.generation === generation ? stamp(response) : null,
};

/**
 * At most `entries` kept, the longest kept going first (a cache lists its entries in the order
 * they were put, a put again moving one to the end), and none older than `days`.
 */
function bounded(entries: number, days: number): WorkboxPlugin {
  return {
    cacheDidUpdate: async ({ cacheName }) => trim(cacheName, entries),
    cachedResponseWillBeUsed: async ({ cachedResponse }) =>
      cachedResponse && Date.now() - Date.parse(keptAt(cachedResponse)) < days * DAY_MS
        ? cachedResponse
        : null,
  };
}

async function trim(cacheName: string, entries: number) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - entries)).map((k) => cache.delete(k)));
}

/** A kept page says so in its head, where the app reads when it was kept (lib/offline). */
const pageSaysKept: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse ? withMeta(cachedResponse, KEPT_AT_META, keptAt(cachedResponse)) : null,
};

/** The page with `<meta name content>` first in its head, its headers (its CSP) as they were. */
export async function withMeta(page: Response, name: string, content: string) {
  const html = await page.text();
  const meta = `<meta name="${name}" content="${content.replace(/[^\w:.+-]/g, '')}">`;
  const { status, statusText, headers } = page;
  return new Response(
    html.replace(/<head>/i, (head) => head + meta),
    { status, statusText, headers },
  );
}

const PAGES_KEPT = 60;
export const keptPages = new NetworkFirst({
  cacheName: PAGES,
  plugins: [stamped, bounded(PAGES_KEPT, 30), pageSaysKept],
});
export const keptAnswers = new NetworkFirst({
  cacheName: ANSWERS,
  plugins: [stamped, bounded(300, 30)],
});
export const keptFiles = new CacheFirst({
  cacheName: FILES,
  plugins: [
    { cacheWillUpdate: async ({ response }) => (mayKeep(response) ? stamp(response) : null) },
    bounded(400, 60),
  ],
});

/**
 * A page the reader reached inside the app (no page was fetched, only its answers, which are
 * kept): the app's empty page stands for it, which the app fills from those kept answers. Its
 * title is the one the reader saw, for the offline page's list.
 */
export async function keepShown(shell: Response, url: string, title: string) {
  if (!mayKeep(shell)) return;
  const page = await stamp(shell, { [KEPT_TITLE_HEADER]: encodeURIComponent(title) });
  await (await caches.open(PAGES)).put(url, page);
  await trim(PAGES, PAGES_KEPT);
}

const OWNER_CACHE = 'kept-owner';
const OWNER_KEY = '/owner';

export async function ownerNow(): Promise<string | null | undefined> {
  const kept = await (await caches.open(OWNER_CACHE)).match(OWNER_KEY);
  return kept ? ((await kept.json()) as { id: string | null }).id : undefined;
}

/**
 * Who is signed in now. Anyone else's pages and answers are dropped before anything is kept for
 * this one, so a shared device never shows one account's pages to the next.
 */
export async function keepFor(id: string | null) {
  const before = await ownerNow();
  if (before === id) return;
  generation += 1;
  // The last member's pushes would reach whoever uses the device next: the push service is
  // told to drop the subscription, and the server drops it at the next push (410).
  const pushes = before
    ? (await self.registration.pushManager.getSubscription())?.unsubscribe()
    : null;
  await Promise.all([caches.delete(PAGES), caches.delete(ANSWERS), pushes?.catch(() => false)]);
  const owner = new Response(JSON.stringify({ id }), {
    headers: { 'content-type': 'application/json' },
  });
  await (await caches.open(OWNER_CACHE)).put(OWNER_KEY, owner);
}
