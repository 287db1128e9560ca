import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { claimName, CLAIM_FLAG_REASON_MAX } from '@shared/compliance';
import {
  ZClaimFlagRequest,
  type TClaimFlagRequest,
  type TComplianceClaim,
} from '@shared/schemas/compliance';
import type { z } from 'zod';
import { Flag } from '@web/components/icons';
import { Button } from '@web/components/ui/button';
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

/**
 * Issue 49: beside a claim on the product page, a member's way to say it looks wrong, with a
 * reason, for the admins' Standards tab.
 */
export function FlagClaimButton({
  productId,
  claim,
}: {
  productId: string;
  claim: TComplianceClaim;
}) {
  const [open, setOpen] = useState(false);
  const name = claimName(claim);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        className="h-7 px-2 text-xs text-muted-foreground"
        aria-label={`Looks wrong? Flag the ${name} claim`}
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden /> Looks wrong?
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open ? (
          <DialogContent
            title={`Flag the ${name} claim`}
            description="Tell the admins why it looks wrong. They check it against the official source."
          >
            <FlagClaimForm productId={productId} claim={claim} onDone={() => setOpen(false)} />
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
