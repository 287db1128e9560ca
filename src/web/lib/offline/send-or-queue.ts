import type { ApiAnswer, ApiRoute } from '@shared/api-answers';
import type { Told } from '@web/service-worker/device-store';
import { api, ApiError, fillPath } from '@web/lib/api';
import { ownerNow } from './owner';
import { markDeviceUsed, startSending } from './worker-link';

/**
 * A submit made without a connection, now waiting on this device (./outbox.ts sends it once
 * there is one). Not a failure: the app's failure toast skips it (app/query-client.ts) and the
 * screen shows that it waits.
 */
export class WaitingForConnection extends Error {
  constructor() {
    super('Waiting for a connection — will send automatically');
  }
}

/** What a waiting submit needs besides its request: its words, what it makes stale, its draft. */
export interface WhenSent {
  told: Told;
  stale: (readonly unknown[])[];
  draft?: { form: string; values: unknown };
}

/**
 * Sends a new review, field report or message now or, without a connection, keeps it on the
 * device to send when there is one. Its `Idempotency-Key` goes with each try, so the server
 * acts on it once however often it arrives.
 */
export async function sendOrQueue<R extends ApiRoute>(
  route: R,
  request: { params?: Record<string, string>; json: unknown },
  whenSent: WhenSent,
): Promise<ApiAnswer<R>> {
  const id = crypto.randomUUID();
  const headers = { 'idempotency-key': id };
  const queueable = typeof indexedDB !== 'undefined';
  // The browser knows it has no connection: no request that could only fail.
  if (!queueable || navigator.onLine) {
    try {
      return await (api as (route: R, init: object) => Promise<ApiAnswer<R>>)(route, {
        ...request,
        headers,
      });
    } catch (err) {
      if (!queueable || !(err instanceof ApiError && err.status === 0)) throw err;
    }
  }
  const store = await import('@web/service-worker/device-store');
  markDeviceUsed();
  await store.queue({
    id,
    owner: await ownerNow(),
    route,
    params: request.params,
    path: fillPath(route.slice(route.indexOf(' ') + 1), request.params),
    json: request.json,
    ...whenSent,
    queuedAt: new Date().toISOString(),
  });
  startSending();
  throw new WaitingForConnection();
}
