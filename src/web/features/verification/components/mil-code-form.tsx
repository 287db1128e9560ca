import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from '@web/components/icons';
import { useForm } from 'react-hook-form';
import { MIL_CODE_DIGITS } from '@shared/verification';
import {
  ZMilConfirm,
  ZMilStart,
  type TMilConfirm,
  type TMilStart,
  type TVerificationStatus,
} from '@shared/schemas/verification';
import { Button } from '@web/components/ui/button';
import { FieldError, Input, Label } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api';
import { fieldA11y, toastFirstError } from '@web/lib/form-errors';
import { toast } from '@web/lib/toast';
import { useConfirmMilCode, useSendMilCode } from '../mutations';

type Waiting = NonNullable<TVerificationStatus['milCode']>;

/** A code lasts minutes: the time of day says enough. */
const clock = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/** A refusal about what was typed is shown at the field too; anything else only in the toast. */
const atField = (err: Error) => err instanceof ApiError && err.status === 400;

function AddressStep({ resend }: { resend: boolean }) {
  const { register, handleSubmit, formState, setError } = useForm<TMilStart>({
    resolver: zodResolver(ZMilStart),
    defaultValues: { email: '' },
  });
  const send = useSendMilCode({
    onSuccess: () => {
      toast.success('Code sent', { description: 'Check the inbox of that .mil address' });
    },
    onError: (err) => {
      if (atField(err)) setError('email', { message: err.message });
    },
  });
  const field = fieldA11y('mil', formState.errors, 'email');
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={handleSubmit((v) => send.mutate(v), toastFirstError<TMilStart>(['email']))}
    >
      <div className="space-y-1.5">
        <Label htmlFor={field.id}>Your .mil e-mail address</Label>
        <p id="mil-email-hint" className="text-sm text-muted-foreground">
          We send a {MIL_CODE_DIGITS}-digit code there. The address itself is never stored.
        </p>
        <Input
          {...field}
          aria-describedby={[field['aria-describedby'], 'mil-email-hint'].filter(Boolean).join(' ')}
          type="email"
          autoComplete="email"
          placeholder="name@army.mil"
          {...register('email')}
        />
        <FieldError id={`${field.id}-error`} message={formState.errors.email?.message} />
      </div>
      <Button type="submit" variant="outline" disabled={send.isPending}>
        <Mail aria-hidden />{' '}
        {send.isPending ? 'Sending...' : resend ? 'Send a new code' : 'Send code'}
      </Button>
    </form>
  );
}

function CodeStep({ waiting }: { waiting: Waiting }) {
  const { register, handleSubmit, formState, setError } = useForm<TMilConfirm>({
    resolver: zodResolver(ZMilConfirm),
    defaultValues: { code: '' },
  });
  const confirm = useConfirmMilCode({
    onSuccess: () => {
      toast.success('Service verified', { description: 'Your reviews now carry the badge' });
    },
    onError: (err) => {
      if (atField(err)) setError('code', { message: err.message });
    },
  });
  const field = fieldA11y('mil', formState.errors, 'code');
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={handleSubmit((v) => confirm.mutate(v), toastFirstError<TMilConfirm>(['code']))}
    >
      <div className="space-y-1.5">
        <Label htmlFor={field.id}>Code from the e-mail</Label>
        <p id="mil-code-hint" className="text-sm text-muted-foreground">
          Works until{' '}
          <time dateTime={waiting.expiresAt}>{clock.format(new Date(waiting.expiresAt))}</time>;{' '}
          {waiting.triesLeft === 1 ? '1 try' : `${waiting.triesLeft} tries`} left.
        </p>
        <Input
          {...field}
          aria-describedby={[field['aria-describedby'], 'mil-code-hint'].filter(Boolean).join(' ')}
          className="max-w-40 font-mono tracking-widest"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={MIL_CODE_DIGITS + 4}
          {...register('code')}
        />
        <FieldError id={`${field.id}-error`} message={formState.errors.code?.message} />
      </div>
      <Button type="submit" disabled={confirm.isPending}>
        {confirm.isPending ? 'Checking...' : 'Confirm code'}
      </Button>
    </form>
  );
}

/**
 * Issue 29: a `.mil` mailbox proves service. The member asks for a code, then types it; a code
 * waiting (with its tries) comes from the server, so a reload keeps the member's place.
 */
export function MilCodeForm({ waiting }: { waiting: TVerificationStatus['milCode'] }) {
  return (
    <div className="space-y-5">
      {waiting ? <CodeStep key={waiting.expiresAt} waiting={waiting} /> : null}
      <AddressStep resend={waiting !== null} />
    </div>
  );
}
