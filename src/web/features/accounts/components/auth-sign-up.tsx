import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from '@web/components/icons';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import { INVITATION_CODE_LENGTH, PASSWORD_MIN } from '@shared/limits';
import {
  ZGoogleSignUpRequest,
  ZInvitationCodeStep,
  ZSignUpDetails,
  type TInvitationCodeStep,
} from '@shared/schemas/accounts';
import type { z } from 'zod';
import { paths } from '@web/lib/paths';
import { Button } from '@web/components/ui/button';
import { FieldError, Label } from '@web/components/ui/input';
import { RequestInviteButton } from '@web/features/contact';
import { useCheckInvitation, useSignUp, useStartGoogle } from '../mutations';
import { Divider, GoogleButton, TextField } from './auth-shared';
import { toastFirstError } from '@web/lib/form-errors';
import { BranchField } from '@web/components/branch-field';

type Details = z.input<typeof ZSignUpDetails>;
const DETAIL_ORDER = ['email', 'password', 'branch', 'name', 'acceptTerms'] as const;

/** Step 1: the invitation code, upper-cased as typed and checked by the server. */
function CodeStep({
  initialCode,
  onValid,
}: {
  initialCode: string;
  onValid: (code: string) => void;
}) {
  const form = useForm<TInvitationCodeStep>({
    resolver: zodResolver(ZInvitationCodeStep),
    defaultValues: { invitationCode: initialCode },
  });
  const check = useCheckInvitation({
    onSuccess: (result, code) => {
      if (result.valid) onValid(code);
      else toast.error('Invalid invitation code', { description: result.error });
    },
  });
  const { onChange, ...codeField } = form.register('invitationCode');
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit(
        (v) => check.mutate(v.invitationCode.trim().toUpperCase()),
        toastFirstError<TInvitationCodeStep>(['invitationCode']),
      )}
    >
      <TextField
        id="sign-up-code"
        label="Invitation code"
        placeholder="XXXXXXXX"
        maxLength={INVITATION_CODE_LENGTH}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="font-mono uppercase tracking-widest"
        error={form.formState.errors.invitationCode?.message}
        onChange={(e) => {
          e.target.value = e.target.value.toUpperCase();
          return onChange(e);
        }}
        {...codeField}
      />
      <p className="text-sm text-muted-foreground">
        Sign-up is by invitation. No code?{' '}
        <Link to={paths.contact} className="text-primary underline underline-offset-4">
          Request one here
        </Link>
      </p>
      <Button type="submit" className="w-full" disabled={check.isPending}>
        {check.isPending ? 'Checking...' : 'Continue'}
      </Button>
      <RequestInviteButton type="button" variant="outline" className="w-full" />
    </form>
  );
}

function TermsBox({ id, error, ...input }: React.ComponentProps<'input'> & { error?: string }) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <Label htmlFor={id} weight="normal" className="leading-snug">
          I accept the{' '}
          <Link to={paths.terms} target="_blank" className="text-primary underline">
            Terms of Service
          </Link>{' '}
          and the{' '}
          <Link to={paths.privacy} target="_blank" className="text-primary underline">
            Privacy Policy
          </Link>
          , and I am 18 or older.
        </Label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** Step 2: the account itself; Back returns to the code. */
function DetailsStep({
  code,
  googleEnabled,
  onBack,
  onCreated,
}: {
  code: string;
  googleEnabled: boolean;
  onBack: () => void;
  onCreated: (email: string) => void;
}) {
  const form = useForm<Details>({
    resolver: zodResolver(ZSignUpDetails),
    defaultValues: { email: '', password: '', name: '', acceptTerms: false as unknown as true },
  });
  const errors = form.formState.errors;
  const create = useSignUp({ onSuccess: (_r, v) => onCreated(v.email) });
  const google = useStartGoogle(() => {
    const parsed = ZGoogleSignUpRequest.safeParse({ ...form.getValues(), invitationCode: code });
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
    return parsed.data;
  });

  return (
    <div className="space-y-5">
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit(
          (v) => create.mutate({ ...(v as z.output<typeof ZSignUpDetails>), invitationCode: code }),
          toastFirstError<Details>(DETAIL_ORDER),
        )}
      >
        <p className="rounded-md bg-muted px-3 py-2 text-sm">
          Invitation code <span className="font-mono font-semibold tracking-widest">{code}</span>
        </p>
        <TextField
          id="sign-up-email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          id="sign-up-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters.`}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <BranchField
          control={form.control}
          name="branch"
          id="sign-up-branch"
          error={errors.branch?.message}
        />
        <TextField
          id="sign-up-name"
          label="Name (optional)"
          autoComplete="nickname"
          hint="Shown on your reviews. Leave it empty and we'll make one up for you."
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TermsBox
          id="sign-up-terms"
          error={errors.acceptTerms?.message}
          {...form.register('acceptTerms')}
        />
        <div className="flex gap-3">
          <Button type="button" variant="outline" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" className="flex-1" disabled={create.isPending}>
            {create.isPending ? 'Creating Account...' : 'Create Account'}
          </Button>
        </div>
      </form>
      {googleEnabled ? (
        <>
          <Divider>or</Divider>
          <GoogleButton
            label="Sign up with Google"
            busy={google.isPending}
            onClick={() => google.mutate()}
          />
        </>
      ) : null}
    </div>
  );
}

function CheckYourEmail({ email, onSignIn }: { email: string; onSignIn: () => void }) {
  return (
    <div role="status" className="space-y-4 text-center">
      <MailCheck className="mx-auto size-10 text-primary" aria-hidden />
      <h2 className="text-lg font-semibold">Confirm your email</h2>
      <p className="text-sm text-muted-foreground">
        If <strong className="text-foreground">{email}</strong> is new to us, a confirmation link is
        on its way. Open it, then sign in. Check your spam folder if it hasn't arrived in a few
        minutes.
      </p>
      <Button className="w-full" onClick={onSignIn}>
        Go to Sign In
      </Button>
    </div>
  );
}

/** SPEC §2 Sign Up in two steps: invitation code, then the account's details. */
export function AuthSignUp({
  initialCode,
  googleEnabled,
  siteName,
  onSignIn,
}: {
  initialCode: string;
  googleEnabled: boolean;
  siteName: string;
  onSignIn: (email: string) => void;
}) {
  const [code, setCode] = useState<string | null>(null);
  // Back shows step 1 again with the code that was accepted, ready to edit.
  const [lastCode, setLastCode] = useState(initialCode);
  const [createdFor, setCreatedFor] = useState<string | null>(null);
  if (createdFor)
    return <CheckYourEmail email={createdFor} onSignIn={() => onSignIn(createdFor)} />;
  if (!code) {
    return (
      <CodeStep
        initialCode={lastCode}
        onValid={(valid) => {
          setLastCode(valid);
          setCode(valid);
        }}
      />
    );
  }
  return (
    <DetailsStep
      code={code}
      googleEnabled={googleEnabled}
      onBack={() => setCode(null)}
      onCreated={(email) => {
        toast.success('Account created successfully!', { description: `Welcome to ${siteName}` });
        setCreatedFor(email);
      }}
    />
  );
}
