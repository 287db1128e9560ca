import { toast } from '@web/lib/toast';
import { useFlagReview } from '../mutations';
import { FlagDialog } from './flag-dialog';

/** A review's flag, or (with a `reportId`) one of its field reports' (issue 30). */
export default function ReviewFlagDialog({
  reviewId,
  reportId,
  open,
  onOpenChange,
}: {
  reviewId: string;
  reportId?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const mutation = useFlagReview(reviewId, {
    onSuccess: () => {
      toast.success(reportId ? 'Field report flagged' : 'Review flagged', {
        description: 'Thank you for helping keep our community safe',
      });
      onOpenChange(false);
    },
  });
  return (
    <FlagDialog
      subject={reportId ? 'field report' : 'review'}
      open={open}
      onOpenChange={onOpenChange}
      busy={mutation.isPending}
      onFlag={(body) => mutation.mutate({ ...body, reportId })}
    />
  );
}
