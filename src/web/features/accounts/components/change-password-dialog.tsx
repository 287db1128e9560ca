import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN } from '@shared/limits';
import { KeyRound } from '@web/components/icons';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import { ZChangePasswordForm, type TChangePasswordForm } from '@shared/schemas/accounts';
import { Button } from '@web/components/ui/button';
import { DialogActions } from '@web/components/ui/dialog-actions';
import { Dialog, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { FieldError, Input, Label } from '@web/components/ui/input';
import { useChangePassword } from '../mutations';
import { toastFirstError } from '@web/lib/form-errors';

const FIELDS = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;
const EMPTY: TChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** SPEC §5/§8 toast titles for the change-password messages; anything else is a validation error. */

// Mounted only while the dialog is open, so closing it clears every field.
function PasswordForm({ onDone }: { onDone: () => void }) {
  const { register, handleSubmit, formState } = useForm<TChangePasswordForm>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: EMPTY,
  });
  const errors = formState.errors;
  const mutation = useChangePassword({
    onSuccess: () => {
      toast.success('Password updated');
      onDone();
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(
        (v) => mutation.mutate(v),
        toastFirstError<TChangePasswordForm>(FIELDS.map((f) => f.name)),
      )}
      className="space-y-4"
    >
      {FIELDS.map(({ name, label, autoComplete }) => (
        <div key={name} className="space-y-1.5">
          <Label htmlFor={`password-${name}`}>{label}</Label>
          <Input
            id={`password-${name}`}
            type="password"
            autoComplete={autoComplete}
            aria-invalid={Boolean(errors[name])}
            aria-describedby={errors[name] ? `password-${name}-error` : undefined}
            {...register(name)}
          />
          <FieldError id={`password-${name}-error`} message={errors[name]?.message} />
        </div>
      ))}
      <p className="text-sm text-muted-foreground">
        You&apos;ll stay signed in here; other devices will be signed out.
      </p>
      <DialogActions label="Update Password" busyLabel="Updating..." busy={mutation.isPending} />
    </form>
  );
}

export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound aria-hidden /> Change Password
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Change Password"
        description={`Enter your current password, then choose a new one of at least ${PASSWORD_MIN} characters.`}
      >
        <PasswordForm onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
