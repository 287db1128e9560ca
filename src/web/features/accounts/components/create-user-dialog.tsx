import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from '@web/components/icons';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import { ZCreateUserRequest, type TCreateUserRequest } from '@shared/schemas/admin-users';
import { BranchField } from '@web/components/branch-field';
import { Button } from '@web/components/ui/button';
import { DialogActions } from '@web/components/ui/dialog-actions';
import { Dialog, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { FieldError, Input, Label } from '@web/components/ui/input';
import { fieldA11y, toastFirstError } from '@web/lib/form-errors';
import { useCreateUser } from '../admin-mutations';

const ORDER = ['email', 'password', 'branch'] as const;

function CreateUserForm({ onDone }: { onDone: () => void }) {
  const { register, handleSubmit, control, formState } = useForm<TCreateUserRequest>({
    resolver: zodResolver(ZCreateUserRequest),
    defaultValues: { email: '', password: '' },
  });
  const errors = formState.errors;
  const mutation = useCreateUser({
    onSuccess: ({ user }) => {
      toast.success('User created', { description: `${user.email} can sign in now.` });
      onDone();
    },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((v) => mutation.mutate(v), toastFirstError<TCreateUserRequest>(ORDER))}
      className="space-y-4"
    >
      <div className="space-y-1.5">
        <Label htmlFor="create-user-email">Email</Label>
        <Input
          type="email"
          autoComplete="off"
          {...fieldA11y('create-user', errors, 'email')}
          {...register('email')}
        />
        <FieldError id="create-user-email-error" message={errors.email?.message} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="create-user-password">Password</Label>
        <Input
          type="password"
          autoComplete="new-password"
          {...fieldA11y('create-user', errors, 'password')}
          {...register('password')}
        />
        <FieldError id="create-user-password-error" message={errors.password?.message} />
      </div>
      <BranchField
        control={control}
        name="branch"
        id="create-user-branch"
        error={errors.branch?.message}
      />
      <DialogActions label="Create User" busyLabel="Creating..." busy={mutation.isPending} />
    </form>
  );
}

/** SPEC §2 Admin, Users: create a user directly, no invitation needed. */
export function CreateUserDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden /> Create user
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Create user"
        description="The account is ready at once: no invitation, and the address counts as confirmed."
      >
        {open ? <CreateUserForm onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
