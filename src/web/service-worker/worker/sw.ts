import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import type { Strategy } from 'workbox-strategies';
import { keptAs, type Kept } from '../policy';
import { OFFLINE_PAGE_META, OFFLINE_PATH, type WorkerMessage } from '../protocol';
import { keepFor, keepShown, keptAnswers, keptFiles, keptPages, withMeta } from './kept-store';
import { listenForPushes } from './push';
import { listenForSync } from './send-waiting';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// The app's shell (its entry, what the entry imports, its styles, the offline page and its
// screen), listed by the build (vite.config.ts appShell): a new release installs beside the old
// one and waits for the reader to take it.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const origin = self.location.origin;
const STRATEGIES: Record<Kept, Strategy> = {
  page: keptPages,
  answer: keptAnswers,
  file: keptFiles,
};
for (const [kind, strategy] of Object.entries(STRATEGIES)) {
  registerRoute(
    ({ request, url }) => keptAs(url, origin, request.mode === 'navigate') === kind,
    strategy,
  );
}
// Pages never kept still get the offline page when there is no connection.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

const offlinePage = async () => {
  const page = await matchPrecache(OFFLINE_PATH);
  return page ? withMeta(page, OFFLINE_PAGE_META, 'true') : Response.error();
};
setCatchHandler(async ({ request }) =>
  request.mode === 'navigate' ? offlinePage() : Response.error(),
);

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The page's request starts while the worker wakes, rather than after.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

/** The first page was fetched before this worker looked after it: keep it now. */
async function keepFirstPage(
  event: ExtendableEvent,
  { page, answers, files }: { page: string; answers: string[]; files: string[] },
) {
  const fetched = (url: string, as: Kept, init?: RequestInit) => {
    const request = new Request(new URL(url, origin), { credentials: 'same-origin', ...init });
    if (keptAs(new URL(request.url), origin, as === 'page') !== as) return undefined;
    return STRATEGIES[as].handle({ event, request });
  };
  await Promise.allSettled([
    fetched(page, 'page', { headers: { accept: 'text/html' } }),
    ...answers.map((url) => fetched(url, 'answer')),
    ...files.map((url) => fetched(url, 'file')),
  ]);
}

async function heard(message: WorkerMessage, event: ExtendableMessageEvent) {
  switch (message.type) {
    case 'viewer':
      return keepFor(message.id);
    case 'keep':
      return keepFirstPage(event, message);
    case 'shown': {
      const page = new URL(message.page, origin);
      const shell = await matchPrecache(OFFLINE_PATH);
      if (shell && keptAs(page, origin, true) === 'page') {
        await keepShown(shell, page.href, message.title);
      }
      return;
    }
    case 'SKIP_WAITING':
      return self.skipWaiting();
  }
}

// One message at a time, in the order sent: "keep" after "viewer" keeps for the right owner.
let heardBefore: Promise<unknown> = Promise.resolve();
self.addEventListener('message', (event) => {
  const done = heardBefore
    .then(() => heard(event.data as WorkerMessage, event))
    .catch(() => undefined);
  heardBefore = done;
  event.waitUntil(done.then(() => event.ports[0]?.postMessage(null)));
});

listenForPushes();
listenForSync();
