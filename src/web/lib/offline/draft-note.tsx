import { useState } from 'react';
import { longDate } from '@shared/format';
import { Button } from '@web/components/ui/button';
import type { DraftState } from './use-draft';

/** Above a form filled from its draft: when it was saved, and a way to start over. */
export function DraftNote({ draft }: { draft: DraftState }) {
  const [asking, setAsking] = useState(false);
  if (!draft.restoredAt) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm"
    >
      {asking ? (
        <>
          <span className="flex-1">Discard your draft? What you typed will be lost.</span>
          <Button
            type="button"
            size="sm"
            variant="destructive"
            onClick={() => {
              setAsking(false);
              void draft.discard();
            }}
          >
            Discard draft
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => setAsking(false)}>
            Keep it
          </Button>
        </>
      ) : (
        <>
          <span className="flex-1">
            Your draft from {longDate(draft.restoredAt)} is back, as you left it.
          </span>
          <Button type="button" size="sm" variant="outline" onClick={() => setAsking(true)}>
            Discard draft
          </Button>
        </>
      )}
    </div>
  );
}
