import { toast } from '@web/lib/toast';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useDeleteReview } from '../mutations';

/** SPEC §2: deleting a review is confirmed first; it cannot be undone. */
export default function ReviewDeleteDialog({
  reviewId,
  open,
  onOpenChange,
}: {
  reviewId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const mutation = useDeleteReview(reviewId, {
    onSuccess: () => {
      toast.success('Review deleted');
      onOpenChange(false);
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete review"
      description="Are you sure you want to delete this review? This action cannot be undone."
      busy={mutation.isPending}
      onConfirm={() => mutation.mutate()}
    />
  );
}
