import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
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
  return (
    <div className="flex flex-wrap gap-2">
      <Button disabled={busy} onClick={onYes}>
        <Check aria-hidden /> {yes}
      </Button>
      <Button variant="outline" disabled={busy} onClick={onNo}>
        <X aria-hidden /> {no}
      </Button>
      {children}
    </div>
  );
}
