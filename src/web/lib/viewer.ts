import { queryOptions, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FRAME_VIEWER_ID } from '@shared/page-render';
import type { TViewer } from '@shared/schemas/me';
import { api } from './api';
import { refresh, rootKeys } from './query-keys';

// Who is signed in: one query the layout, most screens and several features read. It belongs to
// no one feature (accounts changes it, everyone asks it), so it sits here beside the API client.

export const viewerQuery = () =>
  queryOptions({
    queryKey: rootKeys.viewer,
    queryFn: async ({ signal }) => (await api('GET /api/me', { signal })).viewer,
    staleTime: 60_000,
  });

/**
 * A member's page arrives rendered in their frame (the header's shape, none of their data) with
 * the public answers; this is that stand-in viewer until /api/me has answered.
 */
const isFrame = (viewer: TViewer | null | undefined) => viewer?.id === FRAME_VIEWER_ID;

/**
 * SPEC §4 auth session: loading until known, then signed in (viewer) or signed out (null). While
 * a member's page shows its frame, the viewer is signed in but not yet known.
 */
export function useViewer(): { viewer: TViewer | null; loading: boolean } {
  const q = useQuery(viewerQuery());
  return { viewer: q.data ?? null, loading: q.isPending || isFrame(q.data) };
}

/**
 * Once the page is taken over, a member's page in its frame asks again for the answers under
 * `memberPrefixes`, what differs for a member: who they are, their Gear Kit, their votes and
 * pending reviews. Not before: an answer arriving while
 * React hydrates would make it throw the server's markup away. Called by a component at the
 * end of the screen's own Suspense boundary (app/layout.tsx), whose effects run only once the
 * whole screen has hydrated.
 */
export function useFillFromFrame(...memberPrefixes: QueryKey[]) {
  const client = useQueryClient();
  useEffect(() => {
    if (!isFrame(client.getQueryData(viewerQuery().queryKey))) return;
    void refresh(client, ...memberPrefixes);
    // The prefixes are the layout's constants: once, when the screen has hydrated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client]);
}
