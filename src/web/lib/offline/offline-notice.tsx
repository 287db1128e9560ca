import { WifiOff } from '@web/components/icons';
import { longDate } from '@shared/format';
import { useKeptAt } from './kept-at';

/** Above every screen shown from what this device kept, so nobody mistakes it for today's. */
export function OfflineNotice() {
  const keptAt = useKeptAt();
  if (!keptAt) return null;
  return (
    <div role="status" className="border-b bg-muted">
      <p className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2 text-sm font-medium">
        <WifiOff className="size-4 shrink-0" aria-hidden />
        Offline — showing what you saw on {longDate(keptAt)}
      </p>
    </div>
  );
}
