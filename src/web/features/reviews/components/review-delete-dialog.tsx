import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { deleteReview } from '../api';
import { refresh, rootKeys } from '@web/lib/query-keys';
import { reviewKeys } from '../keys';

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
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteReview(reviewId),
    onSuccess: async () => {
      toast.success('Review deleted');
      onOpenChange(false);
      // The product's figures and the profile's lists change with it.
      await refresh(client, reviewKeys.all, rootKeys.products, rootKeys.viewer);
    },
    onError: (err) => toast.error('Error deleting review', { description: err.message }),
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
