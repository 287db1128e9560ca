import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api';

type QueryOptions = NonNullable<DefaultOptions['queries']>;

/** One per page in the browser, one per render on the server (entry-server.tsx). */
export function makeQueryClient(overrides: QueryOptions = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; network blips and 5xx get one more go.
        retry: (count, err) =>
          !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 1,
        ...overrides,
      },
    },
  });
}
