import { useQuery } from '@tanstack/react-query';
import { MessageSquare, Pencil, Plus, Trash2 } from '@web/components/icons';
import { lazy, Suspense, useState } from 'react';
import { Link } from '@web/lib/router';
import type { TMyReview } from '@shared/schemas/me';
import { paths } from '@web/lib/paths';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FormattedDate } from '@web/components/ui/formatted-date';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { StatusBadge } from '@web/components/ui/status-badge';
import { Stars } from '@web/components/stars';
import { myReviewsQuery } from '../api';
import { FieldTestedBadge, reportWaitFor } from './field-reports';

// The same dialogs as on the product page, loaded when first opened.
const ReviewEditDialog = lazy(() => import('./review-edit-dialog'));
const ReviewDeleteDialog = lazy(() => import('./review-delete-dialog'));
const FieldReportDialog = lazy(() => import('./field-report-dialog'));

function MyReviewItem({ review }: { review: TMyReview }) {
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'report' | null>(null);
  const reports = review.reports.length;
  // Issue 30: offered here only when a report may be added now; the review's card says when not.
  const mayReport = review.status === 'approved' && reportWaitFor(review) === null;
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  return (
    <Card
      role="article"
      aria-labelledby={`my-review-${review.id}`}
      className="space-y-2 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3
          id={`my-review-${review.id}`}
          className="min-w-0 break-words font-semibold leading-snug"
        >
          {review.title}
        </h3>
        <div className="flex flex-wrap gap-2">
          <FieldTestedBadge months={review.fieldTestedMonths} />
          {review.status === 'approved' ? null : <StatusBadge status={review.status} />}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <Stars value={review.rating} />
        <Link
          to={paths.product(review.productId)}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {review.productName}
        </Link>
        <FormattedDate value={review.createdAt} />
        {reports > 0 ? (
          <span>{`${reports} field ${reports === 1 ? 'report' : 'reports'}`}</span>
        ) : null}
        <div className="ml-auto flex flex-wrap gap-1">
          {mayReport ? (
            <Button variant="ghost" size="sm" onClick={() => setDialog('report')}>
              <Plus /> Add field report
            </Button>
          ) : null}
          {/* A rejected review can be revised: saved, it goes back to moderation. */}
          <Button variant="ghost" size="sm" onClick={() => setDialog('edit')}>
            <Pencil /> Edit
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setDialog('delete')}>
            <Trash2 /> Delete
          </Button>
        </div>
      </div>
      {dialog ? (
        <Suspense fallback={null}>
          {dialog === 'edit' ? (
            <ReviewEditDialog review={review} open onOpenChange={close} />
          ) : dialog === 'report' ? (
            <FieldReportDialog review={review} open onOpenChange={close} />
          ) : (
            <ReviewDeleteDialog reviewId={review.id} open onOpenChange={close} />
          )}
        </Suspense>
      ) : null}
    </Card>
  );
}

/** SPEC §2 Profile, My Reviews: every review the user wrote, whatever its status. */
export function MyReviewsTab() {
  const { data, isPending } = useQuery(myReviewsQuery());
  if (isPending) return <ListSkeleton />;
  // A failed load leaves the list empty (SPEC §8).
  const reviews = data ?? [];
  if (reviews.length === 0) {
    return (
      <EmptyState
        icon={MessageSquare}
        action={
          <Button asChild variant="outline">
            <Link to={paths.products()}>Browse Products</Link>
          </Button>
        }
      >
        You haven&apos;t written any reviews yet.
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-3">
      {reviews.map((review) => (
        <li key={review.id}>
          <MyReviewItem review={review} />
        </li>
      ))}
    </ul>
  );
}
