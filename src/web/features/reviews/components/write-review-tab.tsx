import { ReviewForm } from './review-form';

/** The 'Write a Review' tab (SPEC §2), loaded only for signed-in readers. */
export default function WriteReviewTab({
  productId,
  onSubmitted,
}: {
  productId: string;
  onSubmitted: () => void;
}) {
  return (
    <div className="max-w-3xl rounded-lg border p-5 sm:p-6">
      <ReviewForm productId={productId} onDone={onSubmitted} />
    </div>
  );
}
