import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@web/components/ui/skeleton';
import { myReviewsQuery } from '../api';
import { OwnReviewOffer } from './own-review-offer';
import { ReviewForm } from './review-form';

/**
 * The 'Write a Review' tab (SPEC §2), loaded only for signed-in readers: the form, or for a
 * member who has reviewed the product already, theirs with its edit (issue 27). Their own list
 * says which; if it cannot load, the form shows and the server's answer decides.
 */
export default function WriteReviewTab({
  productId,
  onSubmitted,
}: {
  productId: string;
  onSubmitted: () => void;
}) {
  const mine = useQuery(myReviewsQuery());
  const own = mine.data?.find((r) => r.productId === productId);
  return (
    <div className="max-w-3xl rounded-lg border p-5 sm:p-6">
      {mine.isPending ? (
        <Spinner />
      ) : own ? (
        <OwnReviewOffer review={own} />
      ) : (
        <ReviewForm productId={productId} onDone={onSubmitted} />
      )}
    </div>
  );
}
