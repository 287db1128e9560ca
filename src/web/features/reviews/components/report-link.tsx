import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { REPORT_MSG } from '@shared/field-reports';
import type { TReview } from '@shared/schemas/reviews';
import { useLocation, useNavigate } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import { useViewer } from '@web/lib/viewer';
import { myReviewsQuery } from '../api';
import { reportWaitFor } from './field-reports';

const FieldReportDialog = lazy(() => import('./field-report-dialog'));

/** What the reader of a `?report=` link is told instead of the form, or null to open it. */
function whyNot(signedIn: boolean, review: TReview | undefined): string | null {
  if (!signedIn) return 'Please sign in to add a field report to your review';
  if (!review) return REPORT_MSG.notAuthor;
  if (review.status !== 'approved') return REPORT_MSG.notApproved;
  return reportWaitFor(review);
}

/**
 * Issue 30: the field report nudge links to `/product/<id>?report=<reviewId>`. For the review's
 * author this opens its report form, over the page scrolled to the review; anyone else is told
 * why not. The parameter then leaves the URL (replaced, with the review's #fragment), so a
 * reload or Back does not open the form again.
 */
export function ReportFromLink({
  productId,
  listReady,
}: {
  productId: string;
  listReady: boolean;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const reviewId = new URLSearchParams(location.search).get('report');
  const { viewer, loading } = useViewer();
  // The member's own reviews carry every one of their reports, whichever review page shows.
  const mine = useQuery({ ...myReviewsQuery(), enabled: Boolean(reviewId && viewer && !loading) });
  const [opened, setOpened] = useState<TReview | null>(null);
  const [handled, setHandled] = useState<string | null>(null);

  // Once it is known who reads and which reviews are theirs, and the list is on the page.
  const ready =
    reviewId !== null && !loading && (!viewer || !mine.isPending) && listReady ? reviewId : null;
  const review = mine.data?.find((r) => r.id === ready && r.productId === productId);
  const reason = ready ? whyNot(viewer !== null, review) : null;
  if (ready && handled !== ready) {
    setHandled(ready);
    if (!reason && review) setOpened(review);
  }
  useEffect(() => {
    if (!ready) return;
    if (reason) toast.error('Field report', { description: reason });
    const rest = new URLSearchParams(location.search);
    rest.delete('report');
    const query = rest.toString();
    navigate(`${location.pathname}${query ? `?${query}` : ''}#review-${ready}`, {
      replace: true,
    });
  }, [ready, reason, location, navigate]);

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <FieldReportDialog review={opened} open onOpenChange={(open) => !open && setOpened(null)} />
    </Suspense>
  );
}
