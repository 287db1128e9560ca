import { useQuery } from '@tanstack/react-query';
import { Check, MessageSquareText, X } from '@web/components/icons';
import { useEffect, useId, useState } from 'react';
import { Link } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import type { TPendingReview } from '@shared/schemas/admin';
import { paths } from '@web/lib/paths';
import { Badge } from '@web/components/ui/badge';
import { ObtainedBadge } from './obtained-badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { FormattedDate } from '@web/components/ui/formatted-date';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { Stars } from '@web/components/stars';
import { pendingReviewsQuery } from '../api';
import { useDecideReviews, type ReviewsDecision } from '../moderation-mutations';
import type { RejectSubject } from '@web/components/moderation/reject-dialog';
import { QueueKeysHelp, QueueOrderNote } from '@web/components/moderation/queue-keys-help';
import { RiskSummary } from './risk-summary';
import { QUEUE_LIST, useQueueKeys } from '@web/components/moderation/use-queue-keys';
import { useRejectFocus } from '@web/components/moderation/use-reject-focus';
import { ChangedSinceApproved } from './changed-since-approved';
import { PendingReports } from './pending-reports';
import { QueueRejectDialog } from '@web/components/moderation/queue-decision';
import { QueueItemCard, type QueueItemProps } from '@web/components/moderation/queue-item';
import { RestoredBefore } from './restored-before';

const reviewCount = (n: number) => `${n} ${n === 1 ? 'review' : 'reviews'}`;

function decidedToast({ ids, verdict }: ReviewsDecision) {
  if (ids.length > 1) {
    toast.success(verdict === 'approve' ? 'Reviews approved' : 'Reviews rejected', {
      description:
        verdict === 'approve'
          ? `${ids.length} reviews approved and now visible to the public`
          : `${ids.length} reviews rejected and will not be displayed`,
    });
  } else if (verdict === 'approve') {
    toast.success('Review approved', {
      description: 'Review approved and is now visible to the public',
    });
  } else {
    toast.success('Review rejected', { description: 'Review rejected and will not be displayed' });
  }
}

function PendingReview({
  review,
  selected,
  onSelect,
  ...queue
}: QueueItemProps & {
  review: TPendingReview;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const titleId = `pending-${review.id}`;
  return (
    <QueueItemCard id={review.id} labelledBy={titleId} describedBy={`${titleId}-risk`} {...queue}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-4 shrink-0 accent-primary"
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
            aria-label={`Select “${review.title}”`}
          />
          <div className="min-w-0 space-y-1">
            <h3 id={titleId} className="break-words font-semibold leading-snug">
              {review.title}
            </h3>
            <Link
              to={paths.product(review.productId)}
              className="text-sm text-primary underline-offset-4 hover:underline"
            >
              {review.productName}
            </Link>
          </div>
        </div>
        <span className="text-sm text-muted-foreground">
          {review.authorName} · <FormattedDate value={review.createdAt} />
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Stars value={review.rating} />
        {review.hiddenByFlags ? (
          <Badge variant="secondary">
            Hidden by flags · <FormattedDate value={review.hiddenByFlags} />
          </Badge>
        ) : null}
        <RestoredBefore at={review.restoredBefore} />
        <ObtainedBadge obtained={review.obtained} connection={review.connection} />
      </div>
      <RiskSummary risk={review.risk} id={`${titleId}-risk`} />
      <p className="line-clamp-6 whitespace-pre-line break-words text-sm leading-relaxed">
        {review.content}
      </p>
      <ChangedSinceApproved review={review} />
    </QueueItemCard>
  );
}

function PendingQueue({ items }: { items: TPendingReview[] }) {
  const listed = items.map((r) => r.id);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const chosen = listed.filter((id) => selected.has(id));
  const [current, setCurrent] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<{ ids: string[]; follow: boolean } | null>(null);
  const [approvingMany, setApprovingMany] = useState(false);
  const focus = useRejectFocus();

  const mutation = useDecideReviews({
    onSuccess: (_answer, decision) => {
      // Before the refetch, while the decided reviews are still on the page to count from.
      if (decision.follow) queue.focusAfter(decision.ids);
      decidedToast(decision);
      setSelected((was) => new Set([...was].filter((id) => !decision.ids.includes(id))));
      setApprovingMany(false);
      if (decision.verdict === 'reject') {
        focus.rejected();
        setRejecting(null);
      }
    },
  });

  const toggle = (id: string, on = !selected.has(id)) =>
    setSelected((was) => {
      const next = new Set(was);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const openReject = (ids: string[], follow = ids.length > 1) => {
    focus.opening();
    setRejecting({ ids, follow });
  };
  const queue = useQueueKeys(
    {
      toggle: (id) => toggle(id),
      approve: (id) => mutation.mutate({ ids: [id], verdict: 'approve', follow: true }),
      reject: (id) => openReject([id], true),
    },
    listed,
  );
  const rejectSubject = (ids: string[]): RejectSubject => {
    if (ids.length > 1) return { count: ids.length };
    const review = items.find((r) => r.id === ids[0]);
    return { title: review?.title ?? '', author: review?.authorName ?? '' };
  };
  const allSelected = chosen.length === listed.length;
  const focusable = current !== null && listed.includes(current) ? current : listed[0];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={allSelected}
            ref={(el) => {
              if (el) el.indeterminate = chosen.length > 0 && !allSelected;
            }}
            onChange={(e) => setSelected(e.target.checked ? new Set(listed) : new Set())}
          />
          Select all
        </label>
        <span className="text-sm text-muted-foreground" aria-live="polite">
          {`${chosen.length} selected`}
        </span>
        <Button
          size="sm"
          disabled={chosen.length === 0 || mutation.isPending}
          onClick={() => setApprovingMany(true)}
        >
          <Check aria-hidden /> Approve selected
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-haspopup="dialog"
          disabled={chosen.length === 0 || mutation.isPending}
          onClick={() => openReject(chosen)}
        >
          <X aria-hidden /> Reject selected
        </Button>
      </div>
      <QueueKeysHelp />
      <QueueOrderNote then="the riskiest" />
      <ul
        className="space-y-3"
        {...{ [QUEUE_LIST]: '' }}
        aria-label="Pending reviews, long-waiting first, then riskiest"
      >
        {items.map((review) => (
          <li key={review.id}>
            <PendingReview
              review={review}
              selected={selected.has(review.id)}
              focusable={review.id === focusable}
              busy={mutation.isPending}
              onSelect={(on) => toggle(review.id, on)}
              onApprove={() => mutation.mutate({ ids: [review.id], verdict: 'approve' })}
              onReject={() => openReject([review.id])}
              onFocus={() => setCurrent(review.id)}
              onKeyDown={queue.onKeyDown}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={approvingMany}
        onOpenChange={(open) => mutation.isPending || setApprovingMany(open)}
        title={`Approve ${reviewCount(chosen.length)}?`}
        description="They become public at once, and each author is told."
        confirmLabel={`Approve ${reviewCount(chosen.length)}`}
        busyLabel="Approving..."
        busy={mutation.isPending}
        onConfirm={() => mutation.mutate({ ids: chosen, verdict: 'approve', follow: true })}
      />
      {rejecting ? (
        <QueueRejectDialog
          subject={rejectSubject(rejecting.ids)}
          busy={mutation.isPending}
          onClose={() => setRejecting(null)}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          onReject={(said) =>
            mutation.mutate({
              ids: rejecting.ids,
              verdict: 'reject',
              said,
              follow: rejecting.follow,
            })
          }
        />
      ) : null}
    </div>
  );
}

function PendingReviews({ headingId }: { headingId: string }) {
  const { data, isPending, isError } = useQuery(pendingReviewsQuery());
  useEffect(() => {
    if (isError) toast.error('Failed to load pending reviews');
  }, [isError]);
  const items = data ?? [];
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {isPending ? 'Reviews' : `Reviews (${items.length})`}
      </h2>
      {isPending ? (
        <ListSkeleton rows={2} rowClassName="h-40" />
      ) : items.length === 0 ? (
        <EmptyState icon={MessageSquareText}>No reviews are waiting for approval.</EmptyState>
      ) : (
        <PendingQueue items={items} />
      )}
    </section>
  );
}

/**
 * SPEC §2 Admin, Pending Reviews, ordered by risk (issue 29), each linking to its product; then
 * the field reports waiting, each marked as one with its review beside it (issue 30).
 */
export default function PendingReviewsTab() {
  const id = useId();
  return (
    <div className="space-y-8">
      <PendingReviews headingId={`${id}-reviews`} />
      <PendingReports headingId={`${id}-reports`} />
    </div>
  );
}
