import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, MessageSquareText, X } from '@web/components/icons';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import type { TPendingReview } from '@shared/schemas/admin';
import { paths } from '@web/lib/paths';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FormattedDate } from '@web/components/ui/formatted-date';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { Stars } from '@web/components/stars';
import { pendingReviewsQuery, setReviewStatus } from '../api';

// The note's dialog (and the form libraries) load when a moderator first rejects (issue 28).
const ReviewRejectDialog = lazy(() => import('./review-reject-dialog'));

type Verdict = { verdict: 'approve' | 'reject'; note?: string };

/** The queue's tab panel: it keeps a keyboard user's place when a decided item goes away. */
const queueOf = (el: Element | null) => el?.closest<HTMLElement>('[role="tabpanel"]');

/** After a decision: the admin lists, the product's figures and its public reviews change. */
export function useModerationRefresh() {
  const client = useQueryClient();
  return () => {
    for (const key of [['admin'], ['products'], ['reviews']]) {
      void client.invalidateQueries({ queryKey: key });
    }
  };
}

function PendingReview({ review }: { review: TPendingReview }) {
  const refresh = useModerationRefresh();
  const rejectButton = useRef<HTMLButtonElement>(null);
  const [rejecting, setRejecting] = useState(false);
  // Where focus goes when the dialog closes: back to Reject, or, once rejected, to the queue.
  const rejected = useRef(false);
  const mutation = useMutation({
    mutationFn: ({ verdict, note }: Verdict) => setReviewStatus(review.id, verdict, note),
    onSuccess: (_answer, { verdict }) => {
      refresh();
      if (verdict === 'approve') {
        toast.success('Review approved', {
          description: 'Review approved and is now visible to the public',
        });
      } else {
        toast.success('Review rejected', {
          description: 'Review rejected and will not be displayed',
        });
        rejected.current = true;
        setRejecting(false);
      }
    },
    onError: (err, { verdict }) =>
      toast.error(verdict === 'approve' ? 'Failed to approve review' : 'Failed to reject review', {
        description: err.message,
      }),
  });
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h3 className="break-words font-semibold leading-snug">{review.title}</h3>
          <Link
            to={paths.product(review.productId)}
            className="text-sm text-primary underline-offset-4 hover:underline"
          >
            {review.productName}
          </Link>
        </div>
        <span className="text-sm text-muted-foreground">
          {review.authorName} · <FormattedDate value={review.createdAt} />
        </span>
      </div>
      <Stars value={review.rating} />
      <p className="line-clamp-6 whitespace-pre-line break-words text-sm leading-relaxed">
        {review.content}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={mutation.isPending}
          onClick={(e) => {
            queueOf(e.currentTarget)?.focus();
            mutation.mutate({ verdict: 'approve' });
          }}
        >
          <Check aria-hidden /> Approve
        </Button>
        <Button
          ref={rejectButton}
          variant="outline"
          aria-haspopup="dialog"
          disabled={mutation.isPending}
          onClick={() => {
            rejected.current = false;
            setRejecting(true);
          }}
        >
          <X aria-hidden /> Reject
        </Button>
      </div>
      {rejecting ? (
        <Suspense fallback={null}>
          <ReviewRejectDialog
            title={review.title}
            author={review.authorName}
            open
            // While the rejection is on its way the dialog stays, its button saying so.
            onOpenChange={(open) => mutation.isPending || setRejecting(open)}
            onCloseAutoFocus={(e) => {
              e.preventDefault();
              const button = rejectButton.current;
              (rejected.current ? queueOf(button) : button)?.focus();
            }}
            busy={mutation.isPending}
            onReject={(note) => mutation.mutate({ verdict: 'reject', note })}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}

/** SPEC §2 Admin, Pending Reviews: newest first, each linking to its product. */
export default function PendingReviewsTab() {
  const { data, isPending, isError } = useQuery(pendingReviewsQuery());
  useEffect(() => {
    if (isError) toast.error('Failed to load pending reviews');
  }, [isError]);
  if (isPending) return <ListSkeleton rows={2} rowClassName="h-40" />;
  const items = data ?? [];
  if (items.length === 0) {
    return <EmptyState icon={MessageSquareText}>No reviews are waiting for approval.</EmptyState>;
  }
  return (
    <ul className="space-y-3">
      {items.map((review) => (
        <li key={review.id}>
          <PendingReview review={review} />
        </li>
      ))}
    </ul>
  );
}
