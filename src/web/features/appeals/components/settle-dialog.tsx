import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  APPEAL_REASON_MAX,
  ZAppealSettle,
  type TAppealSettle,
  type TOpenAppeal,
} from '@shared/schemas/appeals';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { DialogActions } from '@web/components/ui/dialog-actions';
import { FieldError, LabelWithCount, Textarea } from '@web/components/ui/input';
import { RadioChoices } from '@web/components/ui/radio-choices';
import { fieldA11y, toastFirstError } from '@web/lib/form-errors';
import { toast } from '@web/lib/toast';
import { useSettleAppeal } from '../mutations';

const ID = 'settle';

const OUTCOMES = [
  { value: 'reversed', label: 'Reverse: restore it' },
  { value: 'upheld', label: 'Uphold: the decision stands' },
] as const;

function SettleForm({ appeal, onSettled }: { appeal: TOpenAppeal; onSettled: () => void }) {
  const form = useForm<TAppealSettle, unknown, z.output<typeof ZAppealSettle>>({
    resolver: zodResolver(ZAppealSettle),
    defaultValues: { reason: '' },
  });
  const errors = form.formState.errors;
  const reason = useWatch({ control: form.control, name: 'reason' }) ?? '';
  const mutation = useSettleAppeal({
    onSuccess: (_, { outcome }) => {
      toast.success(outcome === 'reversed' ? 'Decision reversed' : 'Decision upheld', {
        description: 'The author has been told, with your reason.',
      });
      onSettled();
    },
  });
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit(
        (v) => mutation.mutate({ id: appeal.id, ...v }),
        toastFirstError<TAppealSettle>(['outcome', 'reason']),
      )}
    >
      <Controller
        control={form.control}
        name="outcome"
        render={({ field }) => (
          <RadioChoices
            name={`${ID}-outcome`}
            legend="Outcome"
            choices={OUTCOMES}
            chosen={field.value}
            onChoose={field.onChange}
            error={errors.outcome?.message}
            inputRef={field.ref}
          />
        )}
      />
      <div className="space-y-1.5">
        <LabelWithCount htmlFor={`${ID}-reason`} length={reason.length} max={APPEAL_REASON_MAX}>
          Reason, for the author
        </LabelWithCount>
        <Textarea rows={4} {...fieldA11y(ID, errors, 'reason')} {...form.register('reason')} />
        <FieldError id={`${ID}-reason-error`} message={errors.reason?.message} />
      </div>
      <DialogActions label="Settle appeal" busyLabel="Settling..." busy={mutation.isPending} />
    </form>
  );
}

/**
 * Issue 52: an admin who did not make the decision settles the appeal: reversed, the item is
 * approved and public; upheld, the decision stands (an item flags hid is rejected). Default
 * export: loaded when first opened; mounted only while open.
 */
export default function SettleDialog({
  appeal,
  open,
  onOpenChange,
}: {
  appeal: TOpenAppeal;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Settle this appeal?"
        description={`“${appeal.item.excerpt}” by ${appeal.authorName}. Reversing approves it as it stands now; upholding keeps it off the site. The author is told, with your reason.`}
      >
        <SettleForm appeal={appeal} onSettled={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
