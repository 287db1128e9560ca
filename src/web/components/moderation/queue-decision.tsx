import { lazy, Suspense } from 'react';
import { Check, X } from '@web/components/icons';
import { Button } from '@web/components/ui/button';
import type { RejectSubject } from './reject-dialog';
import { queueOf } from './use-reject-focus';
import type { Said } from './decision-said';

// The note's dialog (and the form libraries) load when a moderator first rejects (issue 28).
const RejectDialog = lazy(() => import('./reject-dialog'));

/**
 * A queue item's Approve and Reject, both off while busy. Approve takes the item away, so the
 * tab panel holds a keyboard user's place first; Reject opens the note's dialog, which gives focus
 * back to it when closed without rejecting.
 */
export function QueueDecisionButtons({
  busy,
  onApprove,
  onReject,
}: {
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        disabled={busy}
        onClick={(e) => {
          queueOf(e.currentTarget)?.focus();
          onApprove();
        }}
      >
        <Check aria-hidden /> Approve
      </Button>
      <Button variant="outline" aria-haspopup="dialog" disabled={busy} onClick={onReject}>
        <X aria-hidden /> Reject
      </Button>
    </div>
  );
}

/** A queue's reject dialog, open while mounted; while the rejection is on its way it stays. */
export function QueueRejectDialog({
  subject,
  busy,
  onClose,
  onCloseAutoFocus,
  onReject,
}: {
  subject: RejectSubject;
  busy: boolean;
  onClose: () => void;
  onCloseAutoFocus: (e: Event) => void;
  onReject: (said: Said) => void;
}) {
  return (
    <Suspense fallback={null}>
      <RejectDialog
        subject={subject}
        open
        onOpenChange={(open) => busy || open || onClose()}
        onCloseAutoFocus={onCloseAutoFocus}
        busy={busy}
        onReject={onReject}
      />
    </Suspense>
  );
}
