import type { KeyboardEvent, ReactNode } from 'react';
import { Card } from '@web/components/ui/card';
import { QueueDecisionButtons } from './queue-decision';
import { QUEUE_ITEM } from './use-queue-keys';

/** What a queue's list gives each of its items (useQueueKeys handles the keys). */
export interface QueueItemProps {
  /** The one item of the list the Tab key reaches (a roving tabindex). */
  focusable: boolean;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  onFocus: () => void;
  onKeyDown: (e: KeyboardEvent<HTMLElement>) => void;
}

/**
 * One item of a moderation queue (a review, a field report, a question or an answer): an
 * article the keyboard reaches and moves from, what it holds, then its Approve and Reject.
 */
export function QueueItemCard({
  id,
  labelledBy,
  describedBy,
  focusable,
  busy,
  onApprove,
  onReject,
  onFocus,
  onKeyDown,
  children,
}: QueueItemProps & {
  id: string;
  labelledBy: string;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <Card
      className="space-y-3 p-4 sm:p-5"
      role="article"
      {...{ [QUEUE_ITEM]: id }}
      tabIndex={focusable ? 0 : -1}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      // Only the article itself: focus moving into its buttons and links leaves the place alone.
      onFocus={(e) => e.target === e.currentTarget && onFocus()}
      onKeyDown={onKeyDown}
    >
      {children}
      <QueueDecisionButtons busy={busy} onApprove={onApprove} onReject={onReject} />
    </Card>
  );
}
