import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck, UserPlus } from '@web/components/icons';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import { INVITATION_VALID_DAYS } from '@shared/limits';
import { ZCreateInvitationRequest, type TCreateInvitationRequest } from '@shared/schemas/accounts';
import type { TInvitation } from '@shared/schemas/me';
import { paths } from '@web/lib/paths';
import { Button } from '@web/components/ui/button';
import { CopyButton } from '@web/components/ui/copy-button';
import { DialogActions } from '@web/components/ui/dialog-actions';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { FieldError, Input, Label } from '@web/components/ui/input';
import type { Inviter } from '../api';
import { useCreateInvitation } from '../mutations';
import { toastFirstError } from '@web/lib/form-errors';

/** SPEC §5/§8: a bad address is 'Invalid email' / 'Please enter a valid email address'. */

const signUpLink = (code: string) =>
  `${window.location.origin}${paths.auth}?code=${encodeURIComponent(code)}`;

function Created({ invitation }: { invitation: TInvitation }) {
  const code = invitation.invitationCode;
  const link = signUpLink(code);
  return (
    <div className="space-y-5">
      <div className="space-y-2 text-center">
        <p className="text-sm text-muted-foreground">Invitation code</p>
        <div className="flex items-center justify-center gap-2">
          <span className="font-mono text-3xl font-bold tracking-[0.2em]">{code}</span>
          <CopyButton value={code} label="invitation code" />
        </div>
      </div>
      <div className="space-y-1.5">
        <p className="text-sm font-medium">Sign-up link</p>
        <div className="flex items-center gap-2">
          <code className="min-w-0 flex-1 break-all rounded-md bg-muted px-3 py-2 font-mono text-xs">
            {link}
          </code>
          <CopyButton value={link} label="sign-up link" />
        </div>
      </div>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <MailCheck className="size-4 shrink-0" aria-hidden />
        <span className="min-w-0 break-words">We&apos;ve emailed it to {invitation.email}.</span>
      </p>
      <DialogClose asChild>
        <Button type="button" className="w-full">
          Done
        </Button>
      </DialogClose>
    </div>
  );
}

// Mounted only while the dialog is open: each opening starts with a fresh form.
function InviteForm({ inviter, email }: { inviter: Inviter; email: string }) {
  const { register, handleSubmit, formState } = useForm<TCreateInvitationRequest>({
    resolver: zodResolver(ZCreateInvitationRequest),
    defaultValues: { email },
  });
  const error = formState.errors.email?.message;
  const mutation = useCreateInvitation(inviter, {
    onSuccess: (invitation) => {
      toast.success('Invitation created!', {
        description: `Share the code ${invitation.invitationCode} with ${invitation.email}.`,
      });
    },
  });

  if (mutation.data) return <Created invitation={mutation.data} />;
  return (
    <form
      noValidate
      onSubmit={handleSubmit(
        (v) => mutation.mutate(v),
        toastFirstError<TCreateInvitationRequest>(['email']),
      )}
      className="space-y-4"
    >
      <div className="space-y-1.5">
        <Label htmlFor="invite-someone-email">Email</Label>
        <Input
          id="invite-someone-email"
          type="email"
          autoComplete="off"
          placeholder="name@example.com"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'invite-someone-email-error' : undefined}
          {...register('email')}
        />
        <FieldError id="invite-someone-email-error" message={error} />
      </div>
      <DialogActions label="Send Invitation" busyLabel="Sending..." busy={mutation.isPending} />
    </form>
  );
}

/**
 * SPEC §5 "Invitation by a user": the button and its dialog. Admins use it too (their tab, and
 * a contact message's "create invitation for this email"), without the members' daily limit.
 */
export function InviteDialog({
  disabled = false,
  inviter = 'member',
  email = '',
  label = 'Invite someone',
}: {
  disabled?: boolean;
  inviter?: Inviter;
  email?: string;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          disabled={disabled}
          variant={email ? 'outline' : 'default'}
          size={email ? 'sm' : 'default'}
        >
          <UserPlus aria-hidden /> {label}
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Invite someone"
        description={`We'll email them an invitation code, valid for ${INVITATION_VALID_DAYS} days. You can share it yourself too.`}
      >
        <InviteForm inviter={inviter} email={email} />
      </DialogContent>
    </Dialog>
  );
}
