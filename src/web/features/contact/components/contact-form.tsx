import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import { CONTACT_MESSAGE_MAX } from '@shared/limits';
import { ZContactRequest, type TContactRequest } from '@shared/schemas/contact';
import { Button } from '@web/components/ui/button';
import { FieldError, Input, Label, Textarea } from '@web/components/ui/input';
import { fieldA11y, toastFirstError } from '@web/lib/form-errors';
import { DraftNote } from '@web/lib/offline/draft-note';
import { WaitingForConnection } from '@web/lib/offline/send-or-queue';
import { useDraft } from '@web/lib/offline/use-draft';
import { CONTACT_DRAFT, useSendContact } from '../mutations';

const EMPTY: TContactRequest = { name: '', email: '', subject: '', message: '' };
const ORDER = ['name', 'email', 'subject', 'message'] as const;
const SENT = { title: 'Message sent!', description: "We'll get back to you as soon as possible." };

export function ContactForm() {
  const form = useForm<TContactRequest>({
    resolver: zodResolver(ZContactRequest),
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, formState, control, reset } = form;
  const errors = formState.errors;
  const draft = useDraft(form, CONTACT_DRAFT);
  const mutation = useSendContact(
    {
      onSuccess: async () => {
        await draft.sent();
        toast.success(SENT.title, { description: SENT.description });
        reset(EMPTY);
      },
      onError: async (err) => {
        // It waits on the device with its own copy; the page says so above every screen.
        if (!(err instanceof WaitingForConnection)) return;
        await draft.sent();
        reset(EMPTY);
      },
    },
    SENT,
  );
  const messageLength = useWatch({ control, name: 'message' })?.length ?? 0;
  const field = (name: (typeof ORDER)[number]) => ({
    ...fieldA11y('contact', errors, name),
    ...register(name),
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((v) => mutation.mutate(v), toastFirstError<TContactRequest>(ORDER))}
      className="space-y-4"
    >
      <DraftNote draft={draft} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="contact-name">Name</Label>
          <Input autoComplete="name" {...field('name')} />
          <FieldError id="contact-name-error" message={errors.name?.message} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="contact-email">Email</Label>
          <Input type="email" autoComplete="email" {...field('email')} />
          <FieldError id="contact-email-error" message={errors.email?.message} />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="contact-subject">Subject</Label>
        <Input {...field('subject')} />
        <FieldError id="contact-subject-error" message={errors.subject?.message} />
      </div>
      <div className="space-y-1.5">
        <div className="flex justify-between">
          <Label htmlFor="contact-message">Message</Label>
          <span
            className={
              messageLength > CONTACT_MESSAGE_MAX
                ? 'text-sm text-destructive'
                : 'text-sm text-muted-foreground'
            }
            aria-live="polite"
          >
            {messageLength}/{CONTACT_MESSAGE_MAX}
          </span>
        </div>
        <Textarea rows={7} {...field('message')} />
        <FieldError id="contact-message-error" message={errors.message?.message} />
      </div>
      <Button type="submit" disabled={mutation.isPending} className="w-full sm:w-auto">
        {mutation.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
