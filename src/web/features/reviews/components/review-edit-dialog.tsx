import type { TReview } from '@shared/schemas/reviews';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { ReviewForm } from './review-form';

/** The author's edit of their review; saved, it waits for approval again. */
export default function ReviewEditDialog({
  review,
  open,
  onOpenChange,
}: {
  review: TReview;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Edit review"
        description="After saving, your review waits for approval again."
        maxWidth="2xl"
      >
        <ReviewForm
          productId={review.productId}
          review={review}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
