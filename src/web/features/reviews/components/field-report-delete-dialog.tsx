import { toast } from '@web/lib/toast';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useDeleteReport } from '../mutations';

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
  const mutation = useDeleteReport(reviewId, reportId, {
    onSuccess: () => {
      toast.success('Field report deleted');
      onOpenChange(false);
    },
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
