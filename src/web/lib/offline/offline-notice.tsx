import type { ReactNode } from 'react';
import { CloudUpload, WifiOff } from '@web/components/icons';
import { longDate } from '@shared/format';
import { useLocation } from '@web/lib/router';
import { isOfflineFallback, useKeptAt } from './kept-at';
import { useWaiting } from './waiting';

function Bar({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div role="status" className="border-b bg-muted">
      <p className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2 text-sm font-medium">
        {icon}
        {children}
      </p>
    </div>
  );
}

/** Above every screen shown from what this device kept, so nobody mistakes it for today's. */
export function OfflineNotice() {
  const keptAt = useKeptAt();
  const { pathname } = useLocation();
  // The offline page says it in its own words.
  if (!keptAt || isOfflineFallback(pathname)) return null;
  return (
    <Bar icon={<WifiOff className="size-4 shrink-0" aria-hidden />}>
      Offline — showing what you saw on {longDate(keptAt)}
    </Bar>
  );
}

/** Until what the member submitted without a connection is sent. */
export function WaitingNotice() {
  const waiting = useWaiting();
  if (waiting.length === 0) return null;
  return (
    <Bar icon={<CloudUpload className="size-4 shrink-0" aria-hidden />}>
      Waiting for a connection — will send automatically: your {waiting.join(', your ')}
    </Bar>
  );
}
