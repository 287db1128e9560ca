import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { ALERT_KIND_IDS, ALERT_KINDS, ALERT_TEXT_MAX } from '@shared/alerts';
import { ZAlertWrite, type TAlert, type TAlertWrite } from '@shared/schemas/alerts';
import type { z } from 'zod';
import { DialogActions } from '@web/components/ui/dialog-actions';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { FieldError, Input, Label, Textarea } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { fieldA11y, toastFirstError } from '@web/lib/form-errors';
import { toast } from '@web/lib/toast';
import { useSaveAlert } from '../mutations';

const ORDER = ['kind', 'text', 'source', 'batches'] as const;
const KIND_OPTIONS = ALERT_KIND_IDS.map((id) => ({ value: id, label: ALERT_KINDS[id].label }));
type Output = z.output<typeof ZAlertWrite>;

function AlertForm({
  productId,
  alert,
  onDone,
}: {
  productId: string;
  alert: TAlert | null;
  onDone: () => void;
}) {
  const { register, handleSubmit, control, formState } = useForm<TAlertWrite, unknown, Output>({
    resolver: zodResolver(ZAlertWrite),
    defaultValues: {
      kind: alert?.kind ?? 'recall',
      text: alert?.text ?? '',
      source: alert?.source ?? '',
      batches: alert?.batches ?? '',
    },
  });
  const errors = formState.errors;
  const mutation = useSaveAlert(productId, alert?.id ?? null, {
    onSuccess: () => {
      toast.success(alert ? 'Alert updated' : 'Alert posted: owners are being told');
      onDone();
    },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(
        // An update keeps the alert open or closed as it was.
        (v) => mutation.mutate(alert ? { ...v, resolved: Boolean(alert.resolvedAt) } : v),
        toastFirstError<TAlertWrite>(ORDER),
      )}
      className="space-y-4"
    >
      <div className="space-y-1.5">
        <Label htmlFor="alert-kind">Kind</Label>
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <Select
              {...fieldA11y('alert', errors, 'kind')}
              ref={field.ref}
              value={field.value}
              onValueChange={field.onChange}
              options={KIND_OPTIONS}
            />
          )}
        />
        <FieldError id="alert-kind-error" message={errors.kind?.message} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="alert-text">What owners must know</Label>
        <Textarea
          rows={4}
          maxLength={ALERT_TEXT_MAX}
          {...fieldA11y('alert', errors, 'text')}
          {...register('text')}
        />
        <FieldError id="alert-text-error" message={errors.text?.message} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="alert-batches">Affected batches or dates (optional)</Label>
        <Input {...fieldA11y('alert', errors, 'batches')} {...register('batches')} />
        <FieldError id="alert-batches-error" message={errors.batches?.message} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="alert-source">Source link (optional, shown as text)</Label>
        <Input
          type="url"
          inputMode="url"
          {...fieldA11y('alert', errors, 'source')}
          {...register('source')}
        />
        <FieldError id="alert-source-error" message={errors.source?.message} />
      </div>
      <DialogActions
        label={alert ? 'Save' : 'Post alert'}
        busyLabel={alert ? 'Saving...' : 'Posting...'}
        busy={mutation.isPending}
      />
    </form>
  );
}

/**
 * The admin's alert form: posting one on the product (`alert` null) or writing one again. A
 * posted alert is told to every member who keeps the product or reviewed it. Loaded when an
 * admin first opens it (product-alerts.tsx).
 */
export default function AlertDialog({
  open,
  productId,
  alert,
  onOpenChange,
}: {
  open: boolean;
  productId: string;
  alert: TAlert | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title={alert ? 'Edit alert' : 'Post an alert'}
          description={
            alert
              ? 'Owners were told when it was posted; an edit tells nobody again.'
              : 'Every member who keeps this product in their Gear Kit or reviewed it is told, in the site and by e-mail.'
          }
        >
          <AlertForm productId={productId} alert={alert} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
