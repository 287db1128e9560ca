import { answered, claim, release, waitingOf, type Waiting } from '../device-store';
import { SEND_WAITING_SYNC, type PageMessage } from '../protocol';
import { ownerNow } from './kept-store';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync's event, which TypeScript's worker library does not name. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** The server was out of reach or failing: the browser tries the sync again later. */
class TryLater extends Error {}

async function send(waiting: Waiting) {
  let res: Response;
  try {
    res = await fetch(waiting.path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'idempotency-key': waiting.id,
      },
      body: JSON.stringify(waiting.json),
    });
  } catch {
    res = Response.error();
  }
  const body: unknown = await res.json().catch(() => null);
  const inProgress = (body as { error?: { code?: string } } | null)?.error?.code;
  if (res.status === 0 || res.status >= 500 || inProgress === 'request_in_progress') {
    await release(waiting.id);
    throw new TryLater();
  }
  await answered(waiting.id, { status: res.status, body });
}

/**
 * The connection is back. An open page sends what waits itself and tells the member in its own
 * words; with none open, the worker sends it and the next page tells them.
 */
async function sendWaiting() {
  const pages = await self.clients.matchAll({ type: 'window' });
  if (pages.length > 0) {
    for (const page of pages) page.postMessage({ type: 'send-waiting' } satisfies PageMessage);
    return;
  }
  const owner = await ownerNow();
  if (owner === undefined) return;
  for (const { id } of await waitingOf(owner)) {
    const claimed = await claim(id);
    if (claimed) await send(claimed);
  }
}

export function listenForSync() {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === SEND_WAITING_SYNC) sync.waitUntil(sendWaiting());
  });
}
