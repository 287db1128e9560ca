import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TLiveEvent } from '@shared/live-events';
import { useViewer } from '@web/lib/viewer';
import { connectLive } from './live-connection';
import { reloadsFor } from './live-keys';

/** Events arriving together (one admin action touches several tables) cause one reload each. */
const BATCH_MS = 50;

function batchedReloads(client: QueryClient) {
  let pending: TLiveEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    const seen = new Set<string>();
    for (const event of pending) {
      for (const reload of reloadsFor(event)) {
        const id = JSON.stringify(reload);
        if (seen.has(id)) continue;
        seen.add(id);
        void client.invalidateQueries({ queryKey: reload.prefix, exact: reload.exact });
      }
    }
    pending = [];
  };
  return {
    add(event: TLiveEvent) {
      pending.push(event);
      clearTimeout(timer);
      timer = setTimeout(flush, BATCH_MS);
    },
    cancel: () => clearTimeout(timer),
  };
}

/**
 * Keeps what the tab shows in step with the database (SPEC §4 Live refresh). The stream is
 * reopened when the viewer changes, since the server decides at connect time what it may hear.
 */
export function useLiveUpdates() {
  const client = useQueryClient();
  const { viewer, loading } = useViewer();
  const identity = loading ? null : `${viewer?.id ?? 'visitor'}:${viewer?.roles.join(',') ?? ''}`;

  useEffect(() => {
    if (identity === null || typeof EventSource === 'undefined') return;
    const reloads = batchedReloads(client);
    const stop = connectLive({
      onEvent: reloads.add,
      onResync: () => void client.invalidateQueries(),
    });
    return () => {
      stop();
      reloads.cancel();
    };
  }, [client, identity]);
}
