import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import { ZInviteRequest, type TInviteRequest } from '@shared/schemas/contact';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { FieldError, Input, Label, Textarea } from '@web/components/ui/input';
import { toastFirstError } from '@web/lib/form-errors';
import { useSendInviteRequest } from '../mutations';
import { BranchField } from '@web/components/branch-field';

const ORDER = ['name', 'email', 'branch', 'socialMedia', 'message'] as const;
const EMPTY = {
  name: '',
  email: '',
  branch: undefined,
  socialMedia: '',
  message: '',
} as unknown as TInviteRequest;

/**
 * SPEC §2 Home: 'Request Beta Invite' opens this form; it is sent as a contact message.
 * Default export so the home page can load it (and its form libraries) only when opened.
 */
export default function InviteRequestDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<TInviteRequest>({
    resolver: zodResolver(ZInviteRequest),
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, formState, control, reset } = form;
  const errors = formState.errors;
  const mutation = useSendInviteRequest({
    onSuccess: () => {
      toast.success('Request submitted!', {
        description: "We'll review your request and send an invite code soon.",
      });
      reset(EMPTY);
      onOpenChange(false);
    },
  });
  const aria = (name: (typeof ORDER)[number]) => ({
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `invite-${name}-error` : undefined,
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Request Beta Invite"
        description="Tell us a little about yourself and we'll send you an invitation code."
      >
        <form
          noValidate
          onSubmit={handleSubmit((v) => mutation.mutate(v), toastFirstError<TInviteRequest>(ORDER))}
          className="space-y-4"
        >
          <div className="space-y-1.5">
            <Label htmlFor="invite-name">Name</Label>
            <Input id="invite-name" autoComplete="name" {...aria('name')} {...register('name')} />
            <FieldError id="invite-name-error" message={errors.name?.message} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="invite-email">Email</Label>
            <Input
              id="invite-email"
              type="email"
              autoComplete="email"
              {...aria('email')}
              {...register('email')}
            />
            <FieldError id="invite-email-error" message={errors.email?.message} />
          </div>
          <BranchField
            control={control}
            name="branch"
            id="invite-branch"
            error={errors.branch?.message}
          />
          <div className="space-y-1.5">
            <Label htmlFor="invite-social">Social media (optional)</Label>
            <Input
              id="invite-social"
              placeholder="LinkedIn, Instagram, X…"
              {...aria('socialMedia')}
              {...register('socialMedia')}
            />
            <FieldError id="invite-socialMedia-error" message={errors.socialMedia?.message} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="invite-message">Message (optional)</Label>
            <Textarea id="invite-message" rows={4} {...aria('message')} {...register('message')} />
            <FieldError id="invite-message-error" message={errors.message?.message} />
          </div>
          <Button type="submit" className="w-full" disabled={mutation.isPending}>
            {mutation.isPending ? 'Submitting...' : 'Submit Request'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
