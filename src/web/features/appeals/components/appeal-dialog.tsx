import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  APPEAL_KIND_LABELS,
  APPEAL_NOTE_MAX,
  ZAppealWrite,
  type TAppealItem,
  type TAppealWrite,
} from '@shared/schemas/appeals';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { DialogActions } from '@web/components/ui/dialog-actions';
import { FieldError, LabelWithCount, Textarea } from '@web/components/ui/input';
import { fieldA11y, toastFirstError } from '@web/lib/form-errors';
import { toast } from '@web/lib/toast';
import { useFileAppeal } from '../mutations';

const ID = 'appeal';

function AppealForm({ item, onSent }: { item: TAppealItem; onSent: () => void }) {
  const form = useForm<TAppealWrite, unknown, z.output<typeof ZAppealWrite>>({
    resolver: zodResolver(ZAppealWrite),
    defaultValues: { note: '' },
  });
  const errors = form.formState.errors;
  const note = useWatch({ control: form.control, name: 'note' }) ?? '';
  const mutation = useFileAppeal({
    onSuccess: () => {
      toast.success('Appeal sent', {
        description:
          'An admin who did not make the decision will look at it, and we will tell you what they decide.',
      });
      onSent();
    },
  });
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit(
        (v) => mutation.mutate({ item, note: v.note }),
        toastFirstError<TAppealWrite>(['note']),
      )}
    >
      <div className="space-y-1.5">
        <LabelWithCount htmlFor={`${ID}-note`} length={note.length} max={APPEAL_NOTE_MAX}>
          Why the decision should change
        </LabelWithCount>
        <Textarea
          rows={5}
          placeholder="What the moderator may have missed"
          {...fieldA11y(ID, errors, 'note')}
          {...form.register('note')}
        />
        <FieldError id={`${ID}-note-error`} message={errors.note?.message} />
      </div>
      <DialogActions label="Send appeal" busyLabel="Sending..." busy={mutation.isPending} />
    </form>
  );
}

/**
 * Issue 52: the author appeals once, in their own words; an admin other than the one who made the
 * decision settles it. Default export: loaded when first opened. The form is mounted only while
 * open, so each opening starts empty; a failed send keeps it open with the note.
 */
export default function AppealDialog({
  item,
  open,
  onOpenChange,
}: {
  item: TAppealItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const kind = APPEAL_KIND_LABELS[item.kind].toLowerCase();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Appeal the decision on your ${kind}?`}
        description={`You can appeal “${item.excerpt}” once. An admin other than the one who decided reads your note and either restores it or lets the decision stand.`}
      >
        <AppealForm item={item} onSent={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
