import { AsyncLocalStorage } from 'node:async_hooks';
import { isDatabaseUnavailable, serviceUnavailable } from '../../lib/database-unavailable';

/** What Better Auth caught during one call of ours. */
interface CallState {
  databaseAway: boolean;
}

const calls = new AsyncLocalStorage<CallState>();

/**
 * Better Auth catches a failed query and answers with a 500 of its own ("Failed to get
 * session"), dropping the error; its logger is the one place that still sees it. The logger and
 * the error hook report here, inside the call that is failing, whether that error meant the
 * database was away. Returns true when it did: the call then ends in our 503, whose own log
 * line is enough (the query's text and parameters, a session token among them, are not logged).
 */
export function noteAuthFailure(caught: readonly unknown[]): boolean {
  const state = calls.getStore();
  if (state?.databaseAway) return true;
  if (!caught.some(isDatabaseUnavailable)) return false;
  if (state) state.databaseAway = true;
  return true;
}

async function watched<T>(call: () => Promise<T>, failed: (result: T) => boolean): Promise<T> {
  const state: CallState = { databaseAway: false };
  let result: T;
  try {
    result = await calls.run(state, call);
  } catch (err) {
    if (state.databaseAway || isDatabaseUnavailable(err)) throw serviceUnavailable();
    throw err;
  }
  if (state.databaseAway && failed(result)) throw serviceUnavailable();
  return result;
}

interface AuthLike {
  handler: (request: Request) => Promise<Response>;
  api: object;
}

/**
 * Better Auth whose every entry point (the HTTP handler and each `api` call) answers our 503
 * with Retry-After, through the errors plugin, when what went wrong was the database being
 * away: for a signed-in member's session lookup as for a visitor's query (issue 27).
 */
export function withOutageAnswered<A extends AuthLike>(auth: A): A {
  const api = new Proxy(auth.api, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        watched(
          () => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args),
          () => false,
        );
    },
  });
  return {
    ...auth,
    api,
    handler: (request: Request) =>
      watched(
        () => auth.handler(request),
        (r) => r.status >= 500,
      ),
  };
}
