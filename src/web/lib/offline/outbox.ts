import type { QueryClient } from '@tanstack/react-query';
import type { ApiRoute } from '@shared/api-answers';
import * as store from '@web/service-worker/device-store';
import type { PageMessage } from '@web/service-worker/protocol';
import { SEND_WAITING_SYNC } from '@web/service-worker/protocol';
import { answerOf, api, ApiError } from '@web/lib/api';
import { refresh } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { setWaiting } from './waiting';
import { ownerNow } from './owner';

// Sends what the member submitted without a connection, once there is one: on the page's start,
// when the browser says it is back online, and when the service worker's Background Sync says so.

/** The server was out of reach or failing: it waits for the next chance. */
const tryLater = (err: unknown) =>
  err instanceof ApiError && (err.status === 0 || err.status >= 500);

/**
 * One waiting submit, told as its form tells it: the spec's success words, or its failure under
 * the form's title with the server's message (through the app's one failure toast), the draft
 * then given back to finish.
 */
async function deliver(client: QueryClient, waiting: store.Waiting) {
  const send = waiting.answer
    ? async () => answerOf(waiting.answer!.status, waiting.answer!.body)
    : () =>
        (api as (route: ApiRoute, init: object) => Promise<unknown>)(waiting.route as ApiRoute, {
          params: waiting.params,
          json: waiting.json,
          headers: { 'idempotency-key': waiting.id },
        });
  const mutation = client.getMutationCache().build(client, {
    mutationFn: send,
    meta: {
      errorToast: (err) => {
        if (tryLater(err)) return null;
        const { errorTitle, errorTitles } = waiting.told;
        const status = err instanceof ApiError ? err.status : 0;
        return { title: errorTitles?.[status] ?? errorTitle, description: err.message };
      },
    },
    onSuccess: async () => {
      const { title, description } = waiting.told.success;
      toast.success(title, { description });
      await store.sent(waiting.id);
      await refresh(client, ...waiting.stale);
    },
    onError: async (err) => {
      if (tryLater(err)) return store.release(waiting.id);
      await store.sent(waiting.id);
      if (waiting.draft)
        await store.saveDraft(waiting.owner, waiting.draft.form, waiting.draft.values);
    },
  });
  await mutation.execute(undefined).catch(() => undefined);
}

let sending: Promise<void> | null = null;

/** Everything of the member's that waits, one at a time, in the order submitted. */
function sendWaiting(client: QueryClient): Promise<void> {
  sending ??= (async () => {
    const owner = await ownerNow();
    // Without a connection there is nothing to try; the browser says when it is back.
    const tries = navigator.onLine ? await store.waitingOf(owner) : [];
    for (const { id } of tries) {
      const claimed = await store.claim(id);
      if (claimed) await deliver(client, claimed);
    }
    setWaiting((await store.waitingOf(owner)).map((w) => w.told.what));
  })()
    .catch(() => undefined)
    .finally(() => (sending = null));
  return sending;
}

let started = false;

/** Sends what waits now, then each time the connection is back; and asks the browser to say so. */
export function startSending(client: QueryClient) {
  void sendWaiting(client).then(askForSync);
  if (started) return;
  started = true;
  window.addEventListener('online', () => void sendWaiting(client));
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<PageMessage>) => {
    if (event.data?.type === 'send-waiting') void sendWaiting(client);
  });
}

/** Background Sync, where the browser has it: the worker hears when the connection is back. */
async function askForSync() {
  const registration = await navigator.serviceWorker?.getRegistration();
  const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
    ?.sync;
  await sync?.register(SEND_WAITING_SYNC).catch(() => undefined);
}
