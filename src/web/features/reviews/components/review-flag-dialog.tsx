import { useState, type FormEvent } from 'react';
import { toast } from '@web/lib/toast';
import { FLAG_DESCRIPTION_MAX } from '@shared/limits';
import { FLAG_REASONS } from '@shared/catalog';
import { ZFlagRequest } from '@shared/schemas/reviews';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { DialogActions } from '@web/components/ui/dialog-actions';
import { Label, Textarea } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { useFlagReview } from '../mutations';

const REASON_OPTIONS = FLAG_REASONS.map((r) => ({ value: r.id, label: r.label }));

/**
 * SPEC §5 Flagging: a reason (required) and optional details, sent to moderation. With a
 * `reportId`, the flag is on that field report of the review (issue 30).
 */
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
  const [reason, setReason] = useState<string | undefined>();
  const [description, setDescription] = useState('');
  const mutation = useFlagReview(reviewId, {
    onSuccess: () => {
      toast.success(reportId ? 'Field report flagged' : 'Review flagged', {
        description: 'Thank you for helping keep our community safe',
      });
      onOpenChange(false);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZFlagRequest.safeParse({ reason, description });
    if (!parsed.success) {
      toast.error('Reason required', { description: 'Please select a reason for flagging' });
      return;
    }
    mutation.mutate(ZFlagRequest.parse({ reason, description, reportId }));
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={reportId ? 'Flag field report' : 'Flag review'}
        description={`Tell our moderators what is wrong with this ${reportId ? 'field report' : 'review'}.`}
      >
        <form noValidate onSubmit={submit} className="space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor="flag-reason">Reason</Label>
            <Select
              id="flag-reason"
              value={reason}
              onValueChange={setReason}
              options={REASON_OPTIONS}
              placeholder="Select a reason"
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="flag-details">Details (optional)</Label>
            <Textarea
              id="flag-details"
              rows={4}
              maxLength={FLAG_DESCRIPTION_MAX}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          </div>
          <DialogActions label="Flag Review" busyLabel="Flagging..." busy={mutation.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
