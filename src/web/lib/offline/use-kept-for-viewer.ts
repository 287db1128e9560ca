import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FRAME_VIEWER_ID } from '@shared/page-render';
import { viewerQuery } from '@web/lib/viewer';
import { keepFor } from './worker-link';

/**
 * Tells the service worker who is signed in whenever the server (or what it kept) has said so:
 * pages it kept for anyone else go. Not on a failed /api/me, which says nothing of who it is.
 */
export function useKeptForViewer() {
  const { data, status } = useQuery(viewerQuery());
  const id = status === 'success' && data?.id !== FRAME_VIEWER_ID ? (data?.id ?? null) : undefined;
  useEffect(() => {
    if (id !== undefined) void keepFor(id);
  }, [id]);
}
