import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { claimName, CLAIM_FLAG_REASON_MAX } from '@shared/compliance';
import {
  ZClaimFlagRequest,
  type TClaimFlagRequest,
  type TComplianceClaim,
} from '@shared/schemas/compliance';
import type { z } from 'zod';
import { DialogActions } from '@web/components/ui/dialog-actions';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { FieldError, Label, Textarea } from '@web/components/ui/input';
import { fieldA11y, toastFirstError } from '@web/lib/form-errors';
import { toast } from '@web/lib/toast';
import { useFlagClaim } from '../mutations';

function FlagClaimForm({
  productId,
  claim,
  onDone,
}: {
  productId: string;
  claim: TComplianceClaim;
  onDone: () => void;
}) {
  const { register, handleSubmit, formState } = useForm<
    TClaimFlagRequest,
    unknown,
    z.output<typeof ZClaimFlagRequest>
  >({ resolver: zodResolver(ZClaimFlagRequest), defaultValues: { reason: '' } });
  const errors = formState.errors;
  const mutation = useFlagClaim(productId, claim.standard, {
    onSuccess: () => {
      toast.success('Thanks: an admin will look at this claim');
      onDone();
    },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(
        (v) => mutation.mutate(v),
        toastFirstError<TClaimFlagRequest>(['reason']),
      )}
      className="space-y-4"
    >
      <div className="space-y-1.5">
        <Label htmlFor="flag-claim-reason">What looks wrong?</Label>
        <Textarea
          rows={4}
          maxLength={CLAIM_FLAG_REASON_MAX}
          placeholder="E.g. the model is not on the current list, or the listing says otherwise"
          {...fieldA11y('flag-claim', errors, 'reason')}
          {...register('reason')}
        />
        <FieldError id="flag-claim-reason-error" message={errors.reason?.message} />
      </div>
      <DialogActions label="Send flag" busyLabel="Sending..." busy={mutation.isPending} />
    </form>
  );
}

/** The flag's form in its dialog: loaded when a member first opens it. */
export default function FlagClaimDialog({
  productId,
  claim,
  onClose,
}: {
  productId: string;
  claim: TComplianceClaim;
  onClose: () => void;
}) {
  const name = claimName(claim);
  return (
    <Dialog open onOpenChange={(open) => open || onClose()}>
      <DialogContent
        title={`Flag the ${name} claim`}
        description="Tell the admins why it looks wrong. They check it against the official source."
      >
        <FlagClaimForm productId={productId} claim={claim} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}
