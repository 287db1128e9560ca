import { useState, type FormEvent } from 'react';
import { toast } from '@web/lib/toast';
import { FLAG_DESCRIPTION_MAX } from '@shared/limits';
import { FLAG_REASONS } from '@shared/catalog';
import { ZQaFlagRequest, type TQaFlagRequest } from '@shared/schemas/questions';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { DialogActions } from '@web/components/ui/dialog-actions';
import { Label, Textarea } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';

const REASON_OPTIONS = FLAG_REASONS.map((r) => ({ value: r.id, label: r.label }));

/**
 * SPEC §5 Flagging: a reason (required) and optional details, sent to moderation: of a review,
 * one of its field reports (issue 30), a question or an answer (issue 50). `subject` names it
 * ("review", "field report", …); the caller's mutation sends it and closes the dialog when done.
 */
export function FlagDialog({
  subject,
  open,
  onOpenChange,
  busy,
  onFlag,
}: {
  subject: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onFlag: (body: TQaFlagRequest) => void;
}) {
  const [reason, setReason] = useState<string | undefined>();
  const [description, setDescription] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZQaFlagRequest.safeParse({ reason, description });
    if (!parsed.success) {
      toast.error('Reason required', { description: 'Please select a reason for flagging' });
      return;
    }
    onFlag(parsed.data);
  };
  const label = `Flag ${subject.replace(/\b\w/g, (c) => c.toUpperCase())}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Flag ${subject}`}
        description={`Tell our moderators what is wrong with this ${subject}.`}
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
          <DialogActions label={label} busyLabel="Flagging..." busy={busy} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
