import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMeResponse, TViewer } from '@shared/schemas/me';
import { api } from './api';

// Who is signed in: one query the layout, most screens and several features read. It belongs to
// no one feature (accounts changes it, everyone asks it), so it sits here beside the API client.

export const viewerQuery = () =>
  queryOptions({
    queryKey: ['viewer'],
    queryFn: async ({ signal }) => (await api<TMeResponse>('/api/me', { signal })).viewer,
    staleTime: 60_000,
  });

/** SPEC §4 auth session: loading until known, then signed in (viewer) or signed out (null). */
export function useViewer(): { viewer: TViewer | null; loading: boolean } {
  const q = useQuery(viewerQuery());
  return { viewer: q.data ?? null, loading: q.isPending };
}
