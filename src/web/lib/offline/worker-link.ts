import type { WorkerMessage } from '@web/service-worker/protocol';
import type * as ServiceWorkerChunk from './service-worker';
import { firstAnswers, keptAtNow } from './kept-at';

// The page's side of the service worker, in the first visit's script: what it must be told
// (who is signed in) is known before its own chunk (./service-worker.ts) is here.

type Worker = typeof ServiceWorkerChunk;
let worker: Promise<Worker | null> | null = null;

/** Who the device keeps pages for, as last told: undefined until the viewer is known. */
let owner: string | null | undefined;
let ownerKnown: () => void = () => undefined;
const ownerWasKnown = new Promise<void>((resolve) => (ownerKnown = resolve));

/**
 * Once the page has loaded, in the browsers that have them and in a production build (the dev
 * server's modules change under it): its own chunk, so the first visit's script stays small.
 */
export function startServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || worker) return;
  worker = import('./service-worker')
    .then(async (chunk) => ((await chunk.registerWorker()) ? chunk : null))
    .catch(() => null);
  // Told before the worker was here: tell it again.
  if (owner !== undefined) void tell({ type: 'viewer', id: owner });
  void keepFirstPage();
}

let told: Promise<void> = Promise.resolve();

/** In the order called: the worker keeps the first page for whoever it was told of before. */
function tell(message: WorkerMessage): Promise<void> {
  told = told.then(async () => void (await (await worker)?.tell(message))).catch(() => undefined);
  return told;
}

/** The first page was loaded before the worker looked after it; once it does, keep it. */
async function keepFirstPage() {
  const lookedAfter = Boolean(navigator.serviceWorker.controller);
  await ownerWasKnown;
  if (lookedAfter) return;
  const files = performance
    .getEntriesByType('resource')
    .map(({ name }) => new URL(name))
    .filter((url) => url.origin === window.location.origin)
    .map((url) => url.pathname + url.search);
  await tell({ type: 'keep', page: window.location.href, answers: [...firstAnswers], files });
}

/** Who is signed in (null: nobody): pages kept for anyone else are dropped. */
export async function keepFor(id: string | null) {
  if (id === owner) return;
  owner = id;
  ownerKnown();
  await tell({ type: 'viewer', id });
}

let firstShown = true;

/**
 * A page the reader reached inside the app, shown from the server's answers: the worker keeps
 * it to open without a connection. Not the page loaded first (the worker kept what was fetched)
 * nor one shown from what was kept (it would be stamped as new).
 */
export function pageShown(path: string, title: string) {
  if (firstShown) {
    firstShown = false;
    return;
  }
  if (keptAtNow() === null) void tell({ type: 'shown', page: path, title });
}
