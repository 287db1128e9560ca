import { useSyncExternalStore } from 'react';
import { KEPT_AT_HEADER, KEPT_AT_META, OFFLINE_PAGE_META } from '@web/service-worker/protocol';

// What the reader is looking at when the service worker answered from what it kept: the page's
// head says so for a page, a header for each API answer (service-worker/worker/kept-store.ts).

const metaOf = (name: string) =>
  typeof document === 'undefined'
    ? null
    : (document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null);

let keptAt: string | null = metaOf(KEPT_AT_META);
const listeners = new Set<() => void>();

function setKeptAt(next: string | null) {
  if (next === keptAt) return;
  keptAt = next;
  for (const listener of listeners) listener();
}

/**
 * The answers read before the service worker looked after this page: it keeps them once it
 * does (lib/offline/worker-link.ts). At most 50, which a first page never reaches.
 */
export const firstAnswers = new Set<string>();

/** The answers the server rendered the first page from, which the browser did not fetch. */
export function noteRendered(paths: string[]) {
  if (navigator.serviceWorker?.controller) return;
  for (const path of paths.slice(0, 50)) firstAnswers.add(path);
}

/**
 * Each API answer says whether it was kept (then the reader sees the oldest such date) or
 * fresh from the server, which means the connection is back.
 */
export function noteAnswer(method: string, path: string, response: Response) {
  const at = response.headers.get(KEPT_AT_HEADER);
  setKeptAt(at ? (keptAt && keptAt < at ? keptAt : at) : null);
  const looking = typeof navigator !== 'undefined' && navigator.serviceWorker?.controller;
  if (method === 'GET' && !at && !looking && firstAnswers.size < 50) firstAnswers.add(path);
}

export const keptAtNow = () => keptAt;

/** When what the reader sees was kept (ISO 8601), or null when it came from the server now. */
export function useKeptAt(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => keptAt,
    () => null,
  );
}

/**
 * Where the service worker showed the offline page in place of a page it never kept: the app
 * shows the offline screen at that address until the reader moves on.
 */
const offlineAt = metaOf(OFFLINE_PAGE_META) ? window.location.pathname : null;
export const isOfflineFallback = (pathname: string) => pathname === offlineAt;
