import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ZSignInRequest, type TSignInRequest } from '@shared/schemas/accounts';
import { Button } from '@web/components/ui/button';
import { useSessionChanged } from '../api';
import { useSignIn, useStartGoogle } from '../mutations';
import { AuthTwoFactor } from './auth-two-factor';
import { Divider, GoogleButton, TextField, welcomeBack } from './auth-shared';
import { toastFirstError } from '@web/lib/form-errors';

/** SPEC §2 Sign In: email, password, 'Forgot password?', and Google when configured. */
export function AuthSignIn({
  defaultEmail,
  googleEnabled,
  onForgotPassword,
}: {
  defaultEmail: string;
  googleEnabled: boolean;
  onForgotPassword: () => void;
}) {
  const sessionChanged = useSessionChanged();
  const [secondFactor, setSecondFactor] = useState(false);
  const form = useForm<TSignInRequest>({
    resolver: zodResolver(ZSignInRequest),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const errors = form.formState.errors;
  const mutation = useSignIn({
    onSuccess: async (result) => {
      if (result.twoFactorRedirect) {
        setSecondFactor(true);
        return;
      }
      welcomeBack();
      await sessionChanged();
    },
  });
  const google = useStartGoogle();

  if (secondFactor) return <AuthTwoFactor onCancel={() => setSecondFactor(false)} />;

  return (
    <div className="space-y-5">
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit(
          (v) => mutation.mutate(v),
          toastFirstError<TSignInRequest>(['email', 'password']),
        )}
      >
        <TextField
          id="sign-in-email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <div className="space-y-1.5">
          <TextField
            id="sign-in-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <button
            type="button"
            onClick={onForgotPassword}
            className="text-sm text-primary underline-offset-4 hover:underline"
          >
            Forgot password?
          </button>
        </div>
        <Button type="submit" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
      {googleEnabled ? (
        <>
          <Divider>or</Divider>
          <GoogleButton busy={google.isPending} onClick={() => google.mutate()} />
        </>
      ) : null}
    </div>
  );
}
