import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN } from '@shared/limits';
import { KeyRound } from '@web/components/icons';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import { ZResetPasswordForm, type TResetPasswordForm } from '@shared/schemas/accounts';
import { paths } from '@web/lib/paths';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { TextField, useResetPassword, useSessionChanged } from '@web/features/accounts';
import { useStaticHead } from '@web/lib/head';
import { toastFirstError } from '@web/lib/form-errors';

/** Where the emailed reset link lands (via Better Auth, which adds ?token= or ?error=). */
export default function ResetPasswordPage() {
  useStaticHead('resetPassword');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sessionChanged = useSessionChanged();
  const token = params.get('token');
  const form = useForm<TResetPasswordForm>({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;
  const mutation = useResetPassword(token ?? '', {
    onSuccess: async () => {
      // A reset ends every session, this browser's too.
      await sessionChanged(null);
      toast.success('Password updated', { description: 'Sign in with your new password.' });
      navigate(paths.auth, { replace: true });
    },
  });

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <Card>
        <CardHeader className="text-center">
          <KeyRound className="mx-auto size-10 text-primary" aria-hidden />
          <CardTitle as="h1">Choose a new password</CardTitle>
          <CardDescription>
            Saving it signs your account out everywhere; then sign in with the new one.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {!token || params.get('error') ? (
            <div role="alert" className="space-y-4 text-center">
              <p className="text-sm">This reset link is invalid or has expired.</p>
              <Button asChild className="w-full">
                <Link to={`${paths.auth}?forgot=1`}>Send a new link</Link>
              </Button>
            </div>
          ) : (
            <form
              noValidate
              className="space-y-4"
              onSubmit={form.handleSubmit(
                (v) => mutation.mutate(v.newPassword),
                toastFirstError<TResetPasswordForm>(['newPassword', 'confirmPassword']),
              )}
            >
              <TextField
                id="reset-new"
                label="New password"
                type="password"
                autoComplete="new-password"
                hint={`At least ${PASSWORD_MIN} characters.`}
                error={errors.newPassword?.message}
                {...form.register('newPassword')}
              />
              <TextField
                id="reset-confirm"
                label="Confirm new password"
                type="password"
                autoComplete="new-password"
                error={errors.confirmPassword?.message}
                {...form.register('confirmPassword')}
              />
              <Button type="submit" className="w-full" disabled={mutation.isPending}>
                {mutation.isPending ? 'Updating...' : 'Update Password'}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
