import { lazy, Suspense } from 'react';
import type { TReport } from '@shared/schemas/field-reports';
import type { TReview } from '@shared/schemas/reviews';

/** What a review card has open: its own dialogs, and those of its field reports (issue 30). */
export type CardDialog =
  | { kind: 'flag'; reportId?: string }
  | { kind: 'delete' }
  | { kind: 'edit' }
  | { kind: 'revisions' }
  | { kind: 'report'; report?: TReport }
  | { kind: 'report-delete'; reportId: string };

// Dialogs (and the form libraries the forms need) load when first opened.
const ReviewFlagDialog = lazy(() => import('./review-flag-dialog'));
const ReviewDeleteDialog = lazy(() => import('./review-delete-dialog'));
const ReviewEditDialog = lazy(() => import('./review-edit-dialog'));
const ReviewRevisionsDialog = lazy(() => import('./review-revisions-dialog'));
const FieldReportDialog = lazy(() => import('./field-report-dialog'));
const FieldReportDeleteDialog = lazy(() => import('./field-report-delete-dialog'));

/** The one dialog a review card has open, loaded on first use. */
export function ReviewCardDialogs({
  review,
  dialog,
  onClose,
}: {
  review: TReview;
  dialog: CardDialog;
  onClose: () => void;
}) {
  const props = {
    open: true,
    onOpenChange: (open: boolean) => {
      if (!open) onClose();
    },
  };
  return (
    <Suspense fallback={null}>
      {dialog.kind === 'flag' ? (
        <ReviewFlagDialog reviewId={review.id} reportId={dialog.reportId} {...props} />
      ) : dialog.kind === 'delete' ? (
        <ReviewDeleteDialog reviewId={review.id} {...props} />
      ) : dialog.kind === 'edit' ? (
        <ReviewEditDialog review={review} {...props} />
      ) : dialog.kind === 'revisions' ? (
        <ReviewRevisionsDialog review={review} {...props} />
      ) : dialog.kind === 'report' ? (
        <FieldReportDialog review={review} report={dialog.report} {...props} />
      ) : (
        <FieldReportDeleteDialog reviewId={review.id} reportId={dialog.reportId} {...props} />
      )}
    </Suspense>
  );
}
