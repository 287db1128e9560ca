import type { WorkerMessage } from '@web/service-worker/protocol';
import { toast } from '@web/lib/toast';

/** A worker that does not answer (stopped, or replaced mid-message) holds nothing up for longer. */
const ANSWER_WITHIN_MS = 3000;

/**
 * A new release's worker installs beside the running one and waits: the reader is asked, and
 * only when they choose to reload does it take over, so a page never runs half old, half new.
 */
function offerUpdate(waiting: ServiceWorker) {
  toast.info('A new version of Battle Ready is ready.', {
    duration: Infinity,
    action: {
      label: 'Reload',
      onClick: () => {
        navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
          once: true,
        });
        waiting.postMessage({ type: 'SKIP_WAITING' } satisfies WorkerMessage);
      },
    },
  });
}

/**
 * Registers /sw.js, and offers the reader each new release it finds waiting (none on the first
 * install: nothing ran before it). False where the browser refuses it (a private window may).
 */
export async function registerWorker(): Promise<boolean> {
  const registration = await navigator.serviceWorker.register('/sw.js');
  const replacing = () => Boolean(navigator.serviceWorker.controller);
  if (registration.waiting && replacing()) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && replacing()) offerUpdate(installing);
    });
  });
  return true;
}

/**
 * To the worker that answers this page's requests, or, on a first visit, the one about to once
 * it is installed; it answers when done. Messages arrive in the order told; the caller waits a
 * few seconds at most.
 */
export function tell(message: WorkerMessage): Promise<unknown> {
  const delivered = (async () => {
    const to = navigator.serviceWorker.controller ?? (await navigator.serviceWorker.ready).active;
    if (!to) return;
    const { port1, port2 } = new MessageChannel();
    const answered = new Promise((resolve) => (port1.onmessage = resolve));
    to.postMessage(message, [port2]);
    await answered;
  })();
  return Promise.race([delivered, new Promise((resolve) => setTimeout(resolve, ANSWER_WITHIN_MS))]);
}
