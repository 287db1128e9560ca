import { zodResolver } from '@hookform/resolvers/zod';
import { Dices, Pencil } from '@web/components/icons';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import { randomUsername } from '@shared/random-name';
import { ZUpdateProfileRequest, type TUpdateProfileRequest } from '@shared/schemas/accounts';
import { Button } from '@web/components/ui/button';
import { DialogActions } from '@web/components/ui/dialog-actions';
import { Dialog, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { FieldError, Input, Label } from '@web/components/ui/input';
import { useUpdateProfile } from '../mutations';
import { toastFirstError } from '@web/lib/form-errors';

/** SPEC §8: an empty name is 'Username required'; any other first message is a validation error. */

// Mounted only while the dialog is open, so every opening starts from the current name.
function UsernameForm({ currentName, onDone }: { currentName: string; onDone: () => void }) {
  const { register, handleSubmit, setValue, formState } = useForm<TUpdateProfileRequest>({
    resolver: zodResolver(ZUpdateProfileRequest),
    defaultValues: { name: currentName },
  });
  const error = formState.errors.name?.message;
  const mutation = useUpdateProfile({
    onSuccess: () => {
      toast.success('Username updated');
      onDone();
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(
        (v) => mutation.mutate(v),
        toastFirstError<TUpdateProfileRequest>(['name']),
      )}
      className="space-y-4"
    >
      <div className="space-y-1.5">
        <Label htmlFor="profile-username">Username</Label>
        <div className="flex gap-2">
          <Input
            id="profile-username"
            autoComplete="nickname"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'profile-username-error' : undefined}
            {...register('name')}
          />
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="shrink-0"
            aria-label="Generate random username"
            title="Generate random username"
            onClick={() =>
              setValue('name', randomUsername(), { shouldDirty: true, shouldValidate: true })
            }
          >
            <Dices />
          </Button>
        </div>
        <FieldError id="profile-username-error" message={error} />
      </div>
      <DialogActions label="Save" busyLabel="Saving..." busy={mutation.isPending} />
    </form>
  );
}

export function EditUsernameDialog({ currentName }: { currentName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Pencil aria-hidden /> Edit username
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Edit username"
        description="This is the name shown with your reviews. Roll the dice for a random one."
      >
        <UsernameForm currentName={currentName} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
