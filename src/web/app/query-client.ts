import { MutationCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api';
import type { MutationMeta } from '@web/lib/mutations';
import { toast } from '@web/lib/toast';
import { WaitingForConnection } from '@web/lib/offline/send-or-queue';

type QueryOptions = NonNullable<DefaultOptions['queries']>;

/** The one place a failed change is told: in the words its mutation's `meta` gives. */
function toastFailure(error: Error, variables: unknown, meta: MutationMeta = {}) {
  // Not a failure: it waits on the device for a connection, and the page says so.
  if (error instanceof WaitingForConnection) return;
  // Issue 52: the form shows what the OPSEC check found, and the choice to post anyway.
  if (error instanceof ApiError && error.code === 'opsec_findings') return;
  const shown = meta.errorToast
    ? meta.errorToast(error, variables)
    : { title: meta.errorTitle ?? 'Error', description: error.message || meta.errorFallback };
  if (shown) toast.error(shown.title, { description: shown.description });
}

/** One per page in the browser, one per render on the server (entry-server.tsx). */
export function makeQueryClient(overrides: QueryOptions = {}) {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, variables, _result, mutation) =>
        toastFailure(error, variables, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; network blips and 5xx get one more go.
        retry: (count, err) =>
          !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 1,
        // Asked even when the browser says it is offline: the service worker may hold the
        // answer (issue 51); only a retry waits for the connection.
        networkMode: 'offlineFirst',
        ...overrides,
      },
      // Never held back until the connection returns, which looked like a form stuck on
      // "Submitting…": a change fails at once with the network's message, or waits on the
      // device where the page says so (lib/offline/send-or-queue.ts).
      mutations: { networkMode: 'always' },
    },
  });
}
