import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { deleteReport } from '../api';
import { refresh, rootKeys } from '@web/lib/query-keys';
import { reviewKeys } from '../keys';

/** The author's delete of their field report (issue 30), confirmed first as a review's is. */
export default function FieldReportDeleteDialog({
  reviewId,
  reportId,
  open,
  onOpenChange,
}: {
  reviewId: string;
  reportId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteReport(reviewId, reportId),
    onSuccess: async () => {
      toast.success('Field report deleted');
      onOpenChange(false);
      // An approved report counted in the review's scores and the product's figures.
      await refresh(client, reviewKeys.all, rootKeys.products, reviewKeys.mine);
    },
    onError: (err) => toast.error('Error deleting field report', { description: err.message }),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete field report"
      description="Are you sure you want to delete this field report? This action cannot be undone."
      busy={mutation.isPending}
      onConfirm={() => mutation.mutate()}
    />
  );
}
