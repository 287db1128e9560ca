import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN } from '@shared/limits';
import { useQuery } from '@tanstack/react-query';
import { Crown } from '@web/components/icons';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import { ZSuperAdminSetupRequest, type TSuperAdminSetupRequest } from '@shared/schemas/accounts';
import { paths } from '@web/lib/paths';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/skeleton';
import { accountKeys, setupStatus, TextField, useCompleteSetup } from '@web/features/accounts';
import { useStaticHead } from '@web/lib/head';
import { toastFirstError } from '@web/lib/form-errors';
import { BranchField } from '@web/components/branch-field';

const ORDER = ['name', 'email', 'password', 'branch'] as const;

/** The one-time page behind the link printed at a first start: creates the super admin. */
export default function SetupPage() {
  useStaticHead('setup');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const status = useQuery({
    queryKey: accountKeys.setup(token),
    queryFn: () => setupStatus(token),
    enabled: token.length > 0,
  });
  const form = useForm<TSuperAdminSetupRequest>({
    resolver: zodResolver(ZSuperAdminSetupRequest),
    defaultValues: { token, email: '', password: '', name: '' },
  });
  const errors = form.formState.errors;
  const mutation = useCompleteSetup({
    onSuccess: () => {
      toast.success('Super admin created', { description: 'Sign in with your new account.' });
      navigate(paths.auth, { replace: true });
    },
  });

  let body: React.ReactNode;
  if (token && status.isPending) body = <Spinner />;
  else if (!token || !status.data?.valid) {
    body = (
      <p role="alert" className="text-center text-sm">
        This setup link is invalid, has expired, or was already used. Restart the server for a new
        link, or run <code className="font-mono">npm run admin:create</code>.
      </p>
    );
  } else {
    body = (
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit(
          (v) => mutation.mutate(v),
          toastFirstError<TSuperAdminSetupRequest>(ORDER),
        )}
      >
        <TextField
          id="setup-name"
          label="Name"
          autoComplete="nickname"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          id="setup-email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          id="setup-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters. Turn on two-factor authentication after signing in.`}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <BranchField
          control={form.control}
          name="branch"
          id="setup-branch"
          error={errors.branch?.message}
        />
        <Button type="submit" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? 'Creating...' : 'Create Super Admin'}
        </Button>
      </form>
    );
  }

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <Card>
        <CardHeader className="text-center">
          <Crown className="mx-auto size-10 text-primary" aria-hidden />
          <CardTitle as="h1">Create the super admin</CardTitle>
          <CardDescription>
            The first account of this site. It can moderate everything and grant the admin role.
          </CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </div>
  );
}
