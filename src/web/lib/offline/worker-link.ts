import type { QueryClient } from '@tanstack/react-query';
import type { Owner } from '@web/service-worker/device-store';
import type { WorkerMessage } from '@web/service-worker/protocol';
import type * as ServiceWorkerChunk from './service-worker';
import { firstAnswers, keptAtNow } from './kept-at';
import { ownerSoFar, ownerWasKnown, setOwner } from './owner';

// The page's side of the service worker and of what waits on this device, in the first visit's
// script: what they must be told (who is signed in) is known before their own chunks are here.

type Worker = typeof ServiceWorkerChunk;
let worker: Promise<Worker | null> | null = null;

/**
 * Set once a draft or a waiting submit is written: until then a sign-out has nothing of theirs
 * on the device to forget, and the page need not load the store (with IndexedDB's wrapper) to
 * find so.
 */
const DEVICE_USED = 'device-store-used';
export function markDeviceUsed() {
  try {
    localStorage.setItem(DEVICE_USED, '1');
  } catch {
    // Storage refused (a blocked or full store): a sign-out then looks in IndexedDB itself.
  }
}

/** True unless storage says nothing was ever written (or cannot say: then look). */
function deviceUsed() {
  try {
    return localStorage.getItem(DEVICE_USED) !== null;
  } catch {
    return true;
  }
}

/**
 * Once the page has loaded: what waits is sent (./outbox.ts), and, in the browsers that have
 * them and in a production build (the dev server's modules change under it), the service worker
 * starts. Each in its own chunk, so the first visit's script stays small.
 */
export function startOffline(client: QueryClient) {
  appClient = client;
  if (deviceUsed()) startSending();
  startServiceWorker();
}

let appClient: QueryClient | undefined;

/** Sends what waits now, and whenever the connection comes back, from here on (./outbox.ts). */
export function startSending() {
  const client = appClient;
  // Precached (vite.config.ts appShell); a browser that cleared it offline sends on a later visit.
  if (client) {
    void import('./outbox').then((outbox) => outbox.startSending(client)).catch(() => undefined);
  }
}

function startServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || worker) return;
  worker = import('./service-worker')
    .then(async (chunk) => ((await chunk.registerWorker()) ? chunk : null))
    .catch(() => null);
  // Told before the worker was here: tell it again.
  const owner = ownerSoFar();
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

/**
 * Who is signed in (null: nobody): pages kept, drafts and waiting submits of anyone else go
 * before anything more is kept or typed for this one.
 */
export async function keepFor(id: Owner) {
  if (!setOwner(id)) return;
  const forgotten = deviceUsed()
    ? import('@web/service-worker/device-store').then((store) => store.forgetAllBut(id))
    : undefined;
  await Promise.all([tell({ type: 'viewer', id }), forgotten?.catch(() => undefined)]);
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
