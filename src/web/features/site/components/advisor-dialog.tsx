import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import {
  ZAdvisorWrite,
  type TAdminAdvisor,
  type TAdvisorWrite,
  type TAdvisorWriteInput,
} from '@shared/schemas/advisors';
import { DialogActions } from '@web/components/ui/dialog-actions';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { FieldError, Input, Label, Textarea } from '@web/components/ui/input';
import { Switch } from '@web/components/ui/switch';
import { fieldA11y, toastFirstError } from '@web/lib/form-errors';
import { useSaveAdvisor } from '../mutations';

const ORDER = ['name', 'title', 'yearsOfService', 'photoUrl', 'linkedinUrl', 'bio'] as const;
const TEXT_FIELDS = [
  { name: 'name', label: 'Name' },
  { name: 'title', label: 'Title' },
  { name: 'yearsOfService', label: 'Years of service (optional)' },
  { name: 'photoUrl', label: 'Photo URL (optional)' },
  { name: 'linkedinUrl', label: 'LinkedIn URL (optional)' },
] as const;

function AdvisorForm({ advisor, onDone }: { advisor: TAdminAdvisor | null; onDone: () => void }) {
  const { register, handleSubmit, control, formState } = useForm<
    TAdvisorWriteInput,
    unknown,
    TAdvisorWrite
  >({
    resolver: zodResolver(ZAdvisorWrite),
    defaultValues: {
      name: advisor?.name ?? '',
      title: advisor?.title ?? '',
      yearsOfService: advisor?.yearsOfService?.toString() ?? '',
      bio: advisor?.bio ?? '',
      photoUrl: advisor?.photoUrl ?? '',
      linkedinUrl: advisor?.linkedinUrl ?? '',
      isActive: advisor?.isActive ?? true,
    },
  });
  const errors = formState.errors;
  const mutation = useSaveAdvisor(advisor?.id ?? null, {
    onSuccess: () => {
      toast.success(advisor ? 'Advisor updated' : 'Advisor added');
      onDone();
    },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((v) => mutation.mutate(v), toastFirstError<TAdvisorWriteInput>(ORDER))}
      className="space-y-4"
    >
      {TEXT_FIELDS.map(({ name, label }) => (
        <div key={name} className="space-y-1.5">
          <Label htmlFor={`advisor-${name}`}>{label}</Label>
          <Input {...fieldA11y('advisor', errors, name)} {...register(name)} />
          <FieldError id={`advisor-${name}-error`} message={errors[name]?.message} />
        </div>
      ))}
      <div className="space-y-1.5">
        <Label htmlFor="advisor-bio">Bio (optional)</Label>
        <Textarea rows={3} {...fieldA11y('advisor', errors, 'bio')} {...register('bio')} />
        <FieldError id="advisor-bio-error" message={errors.bio?.message} />
      </div>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor="advisor-active">Shown on the site</Label>
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <Switch
              id="advisor-active"
              checked={field.value ?? true}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </div>
      <DialogActions
        label={advisor ? 'Save' : 'Add Advisor'}
        busyLabel="Saving..."
        busy={mutation.isPending}
      />
    </form>
  );
}

/** Adding (advisor null) or editing an advisor. */
export function AdvisorDialog({
  open,
  advisor,
  onOpenChange,
}: {
  open: boolean;
  advisor: TAdminAdvisor | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title={advisor ? 'Edit advisor' : 'Add advisor'}>
          <AdvisorForm advisor={advisor} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
