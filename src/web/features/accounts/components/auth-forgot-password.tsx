import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import { ZForgotPasswordRequest, type TForgotPasswordRequest } from '@shared/schemas/accounts';
import { Button } from '@web/components/ui/button';
import { useRequestPasswordReset } from '../mutations';
import { TextField } from './auth-shared';
import { toastFirstError } from '@web/lib/form-errors';

/** SPEC §2: the reset-by-email form that toggles with Sign In. */
export function AuthForgotPassword({
  defaultEmail,
  onBack,
}: {
  defaultEmail: string;
  onBack: () => void;
}) {
  const form = useForm<TForgotPasswordRequest>({
    resolver: zodResolver(ZForgotPasswordRequest),
    defaultValues: { email: defaultEmail },
  });
  const mutation = useRequestPasswordReset({
    onSuccess: () =>
      toast.success('Password reset email sent', {
        description: 'Check your email for the password reset link',
      }),
  });
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit(
        (v) => mutation.mutate(v.email.trim()),
        toastFirstError<TForgotPasswordRequest>(['email']),
      )}
    >
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">Reset your password</h2>
        <p className="text-sm text-muted-foreground">
          Enter your account's email and we'll send you a link to choose a new password.
        </p>
      </div>
      <TextField
        id="reset-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      {mutation.isSuccess ? (
        <p role="status" className="rounded-md bg-muted p-3 text-sm">
          If an account uses that email, a reset link is on its way. It works once, for an hour.
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
        Back to Sign In
      </Button>
    </form>
  );
}
