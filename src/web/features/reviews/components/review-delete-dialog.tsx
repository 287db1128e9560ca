import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { deleteReview } from '../api';

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
      await client.invalidateQueries({ queryKey: ['reviews'] });
      await client.invalidateQueries({ queryKey: ['products'] });
      await client.invalidateQueries({ queryKey: ['viewer'] });
    },
    onError: (err) => toast.error('Error deleting review', { description: err.message }),
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Delete review"
        description="Are you sure you want to delete this review? This action cannot be undone."
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={mutation.isPending}
            onClick={() => mutation.mutate()}
          >
            {mutation.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
