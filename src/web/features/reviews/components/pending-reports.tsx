import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TPendingReport } from '@shared/schemas/admin';
import { FileText } from '@web/components/icons';
import { EmptyState, ListSkeleton, LoadFailed } from '@web/components/ui/list-states';
import { toast } from '@web/lib/toast';
import { pendingReportsQuery } from '../api';
import { useDecideReport } from '../moderation-mutations';
import { PendingReportItem } from './pending-report-item';
import { QueueOrderNote } from '@web/components/moderation/queue-keys-help';
import { QUEUE_LIST, useQueueKeys } from '@web/components/moderation/use-queue-keys';
import { useRejectFocus } from '@web/components/moderation/use-reject-focus';
import { QueueRejectDialog } from '@web/components/moderation/queue-decision';

const TOASTS = {
  approve: {
    done: 'Field report approved',
    description: 'Field report approved and is now visible to the public',
  },
  reject: {
    done: 'Field report rejected',
    description: 'Field report rejected and will not be displayed',
  },
} as const;

function ReportQueue({ items }: { items: TPendingReport[] }) {
  const listed = items.map((i) => i.report.id);
  const [current, setCurrent] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<{ id: string; follow: boolean } | null>(null);
  const focus = useRejectFocus();
  const mutation = useDecideReport({
    onSuccess: (_answer, decision) => {
      if (decision.follow) queue.focusAfter([decision.id]);
      toast.success(TOASTS[decision.verdict].done, {
        description: TOASTS[decision.verdict].description,
      });
      if (decision.verdict === 'reject') {
        focus.rejected();
        setRejecting(null);
      }
    },
  });
  const openReject = (id: string, follow = false) => {
    focus.opening();
    setRejecting({ id, follow });
  };
  const queue = useQueueKeys(
    {
      approve: (id) => mutation.mutate({ id, verdict: 'approve', follow: true }),
      reject: (id) => openReject(id, true),
    },
    listed,
  );
  const focusable = current !== null && listed.includes(current) ? current : listed[0];
  const subject = items.find((i) => i.report.id === rejecting?.id);

  return (
    <>
      <QueueOrderNote then="the newest" />
      <ul
        className="space-y-3"
        {...{ [QUEUE_LIST]: '' }}
        aria-label="Field reports, long-waiting first, then newest"
      >
        {items.map((item) => (
          <li key={item.report.id}>
            <PendingReportItem
              item={item}
              focusable={item.report.id === focusable}
              busy={mutation.isPending}
              onApprove={() => mutation.mutate({ id: item.report.id, verdict: 'approve' })}
              onReject={() => openReject(item.report.id)}
              onFocus={() => setCurrent(item.report.id)}
              onKeyDown={queue.onKeyDown}
            />
          </li>
        ))}
      </ul>
      {rejecting ? (
        <QueueRejectDialog
          subject={{ reportOn: subject?.review.title ?? '', author: subject?.authorName ?? '' }}
          busy={mutation.isPending}
          onClose={() => setRejecting(null)}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          onReject={(said) =>
            mutation.mutate({ id: rejecting.id, verdict: 'reject', said, follow: rejecting.follow })
          }
        />
      ) : null}
    </>
  );
}

/**
 * Issue 30: the field reports waiting, in the Pending Reviews tab after the reviews, newest
 * first; each approved or rejected (with an optional note) as a review is, by button or key.
 */
export function PendingReports({ headingId }: { headingId: string }) {
  const { data, isPending, isError, refetch } = useQuery(pendingReportsQuery());
  const items = data ?? [];
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {isPending || isError ? 'Field reports' : `Field reports (${items.length})`}
      </h2>
      {isPending ? (
        <ListSkeleton rows={1} rowClassName="h-48" />
      ) : isError && !data ? (
        <LoadFailed retry={() => void refetch()}>Field reports could not be loaded.</LoadFailed>
      ) : items.length === 0 ? (
        <EmptyState icon={FileText}>No field reports waiting.</EmptyState>
      ) : (
        <ReportQueue items={items} />
      )}
    </section>
  );
}
