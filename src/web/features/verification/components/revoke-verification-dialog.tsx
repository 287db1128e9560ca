import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  REVOKE_REASON_MAX,
  ZVerificationRevoke,
  type TVerificationRevoke,
} from '@shared/schemas/verification';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { DialogActions } from '@web/components/ui/dialog-actions';
import { FieldError, Label, Textarea } from '@web/components/ui/input';
import { fieldA11y, toastFirstError } from '@web/lib/form-errors';
import { toast } from '@web/lib/toast';
import { useRevokeVerification } from '../mutations';

// Mounted only while open, so each opening starts with an empty reason.
function RevokeForm({ userId, onDone }: { userId: string; onDone: () => void }) {
  const { register, handleSubmit, formState } = useForm<TVerificationRevoke>({
    resolver: zodResolver(ZVerificationRevoke),
    defaultValues: { reason: '' },
  });
  const revoke = useRevokeVerification(userId, {
    onSuccess: () => {
      toast.success('Verification revoked', { description: 'The member has been told why' });
      onDone();
    },
  });
  const field = fieldA11y('revoke', formState.errors, 'reason');
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={handleSubmit(
        (v) => revoke.mutate(v),
        toastFirstError<TVerificationRevoke>(['reason']),
      )}
    >
      <div className="space-y-1.5">
        <Label htmlFor={field.id}>Reason (sent to the member and kept in the audit log)</Label>
        <Textarea rows={3} maxLength={REVOKE_REASON_MAX} {...field} {...register('reason')} />
        <FieldError id={`${field.id}-error`} message={formState.errors.reason?.message} />
      </div>
      <DialogActions
        label="Revoke verification"
        busyLabel="Revoking..."
        busy={revoke.isPending}
        variant="destructive"
      />
    </form>
  );
}

/** Issue 29: an admin takes a member's verification away, saying why. */
export function RevokeVerificationDialog({
  member,
  onClose,
}: {
  member: { id: string; name: string } | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={member !== null} onOpenChange={(open) => open || onClose()}>
      <DialogContent
        title="Revoke verification"
        description={`${member?.name ?? ''} loses the Verified badge on every review at once, and is told your reason.`}
      >
        {member ? <RevokeForm userId={member.id} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
