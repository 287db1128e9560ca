import { Check, X } from '@web/components/icons';
import type { MouseEvent, ReactNode } from 'react';
import { Button } from './button';

/** A moderation item's two verdicts (approve/reject, resolve/dismiss), both off while busy. */
export function DecisionButtons({
  yes = 'Approve',
  no = 'Reject',
  busy,
  onYes,
  onNo,
  children,
}: {
  yes?: string;
  no?: string;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
  /** Further actions on the same item. */
  children?: ReactNode;
}) {
  // A verdict takes these buttons away (off while busy, then gone with the decided item): the
  // tab panel around the queue keeps a keyboard user's place, and Tab goes on to the next item.
  const decide = (e: MouseEvent<HTMLElement>, verdict: () => void) => {
    e.currentTarget.closest<HTMLElement>('[role="tabpanel"]')?.focus();
    verdict();
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button disabled={busy} onClick={(e) => decide(e, onYes)}>
        <Check aria-hidden /> {yes}
      </Button>
      <Button variant="outline" disabled={busy} onClick={(e) => decide(e, onNo)}>
        <X aria-hidden /> {no}
      </Button>
      {children}
    </div>
  );
}
