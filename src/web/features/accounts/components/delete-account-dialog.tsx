import { zodResolver } from '@hookform/resolvers/zod';
import { isSuperAdmin } from '@shared/roles';
import { Trash2 } from '@web/components/icons';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  accountDeletionForm,
  describeRemoved,
  type TDeleteAccountRequest,
} from '@shared/schemas/account-deletion';
import type { TViewer } from '@shared/schemas/me';
import { Button } from '@web/components/ui/button';
import { DialogActions } from '@web/components/ui/dialog-actions';
import { Dialog, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { FieldError, Input, Label } from '@web/components/ui/input';
import { fieldA11y, toastFirstError } from '@web/lib/form-errors';
import { toast } from '@web/lib/toast';
import { ApiError } from '@web/lib/api';
import { useSessionChanged } from '../api';
import { useDeleteAccount } from '../mutations';

const ORDER = ['password', 'confirmEmail', 'code'] as const;

// Mounted only while the dialog is open, so closing it forgets what was typed.
function DeleteAccountForm({ viewer, onDeleted }: { viewer: TViewer; onDeleted: () => void }) {
  const sessionChanged = useSessionChanged();
  const proofs = {
    hasPassword: viewer.hasPassword,
    twoFactorEnabled: viewer.twoFactorEnabled,
    email: viewer.email,
  };
  const { register, handleSubmit, formState, setError } = useForm<TDeleteAccountRequest>({
    resolver: zodResolver(accountDeletionForm(proofs)),
    // Only the proofs this account gives are fields; the others stay absent from the request.
    defaultValues: {
      ...(proofs.hasPassword ? { password: '' } : { confirmEmail: '' }),
      ...(proofs.twoFactorEnabled ? { code: '' } : {}),
    },
  });
  const errors = formState.errors;
  const mutation = useDeleteAccount({
    onSuccess: async ({ removed }) => {
      onDeleted();
      await sessionChanged(null);
      toast.success('Account deleted', {
        description: `We removed ${describeRemoved(removed).join(', ')}. A confirmation is on its way to ${viewer.email}.`,
      });
    },
    onError: (err) => {
      const field = err instanceof ApiError ? err.field : undefined;
      if (field === 'password' || field === 'confirmEmail' || field === 'code') {
        setError(field, { message: err.message }, { shouldFocus: true });
      }
    },
  });
  const a11y = (name: (typeof ORDER)[number]) => fieldA11y('delete-account', errors, name);

  return (
    <form
      noValidate
      onSubmit={handleSubmit((v) => mutation.mutate(v), toastFirstError(ORDER))}
      className="space-y-4"
    >
      <p className="text-sm">
        Your profile, reviews with their photos and videos, votes, flags, Gear Kit, product
        submissions, invitations and the contact messages you sent while signed in will be deleted.
        Products you reviewed have their scores recomputed. <strong>This cannot be undone.</strong>
      </p>
      {viewer.hasPassword ? (
        <div className="space-y-1.5">
          <Label htmlFor="delete-account-password">Password</Label>
          <Input
            type="password"
            autoComplete="current-password"
            {...a11y('password')}
            {...register('password')}
          />
          <FieldError id="delete-account-password-error" message={errors.password?.message} />
        </div>
      ) : (
        <div className="space-y-1.5">
          <Label htmlFor="delete-account-confirmEmail">
            Type your email address (<span className="break-all">{viewer.email}</span>) to confirm
          </Label>
          <Input
            type="email"
            autoComplete="off"
            {...a11y('confirmEmail')}
            {...register('confirmEmail')}
          />
          <FieldError
            id="delete-account-confirmEmail-error"
            message={errors.confirmEmail?.message}
          />
        </div>
      )}
      {viewer.twoFactorEnabled ? (
        <div className="space-y-1.5">
          <Label htmlFor="delete-account-code">Code from your authenticator app</Label>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...a11y('code')}
            {...register('code')}
          />
          <FieldError id="delete-account-code-error" message={errors.code?.message} />
        </div>
      ) : null}
      <DialogActions
        label="Delete my account"
        busyLabel="Deleting..."
        busy={mutation.isPending}
        variant="destructive"
      />
    </form>
  );
}

/** Deleting one's own account (SPEC §2 Privacy), confirmed with the password and 2FA again. */
export function DeleteAccountDialog({
  viewer,
  onDeleted,
}: {
  viewer: TViewer;
  /** Called once the account is gone, before the browser's session is dropped. */
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const superAdmin = isSuperAdmin(viewer);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive" disabled={superAdmin}>
          <Trash2 aria-hidden /> Delete account
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Delete your account?"
        description="Confirm it is you to delete your account and everything in it."
      >
        <DeleteAccountForm viewer={viewer} onDeleted={onDeleted} />
      </DialogContent>
    </Dialog>
  );
}
