import { useQuery } from '@tanstack/react-query';
import { MailWarning, ShieldAlert } from '@web/components/icons';
import { useEffect } from 'react';
import { Link, useSearchParams } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import { paths } from '@web/lib/paths';
import { Button } from '@web/components/ui/button';
import { settingsQuery } from '@web/features/site';
import { useResendVerification } from '../api';
import { useViewer } from '@web/lib/viewer';

function AlertBar({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <div role="status" className="border-b bg-accent/15">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 text-sm">
        <span className="text-accent-foreground dark:text-accent" aria-hidden>
          {icon}
        </span>
        {children}
      </div>
    </div>
  );
}

/** SPEC §2: shown to signed-in users whose email is unconfirmed, with Resend Email. */
function VerifyEmailAlert({ email }: { email: string }) {
  const resend = useResendVerification(email, {
    onSuccess: () =>
      toast.success('Verification email sent', {
        description: 'Please check your inbox and spam folder',
      }),
  });
  return (
    <AlertBar icon={<MailWarning className="size-4" />}>
      <p className="flex-1">
        {/* A member's page arrives in their frame, without the address, until /api/me answers. */}
        Please verify your email address{email ? ` (${email})` : ''} to write reviews, submit
        products and send invitations.
      </p>
      <Button
        size="sm"
        variant="outline"
        disabled={resend.isPending || !email}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? 'Sending...' : 'Resend Email'}
      </Button>
    </AlertBar>
  );
}

/** Admins are reminded until their account has a second factor (issue 3). */
function TwoFactorReminder() {
  return (
    <AlertBar icon={<ShieldAlert className="size-4" />}>
      <p className="flex-1">
        Your account can moderate the whole site. Protect it with two-factor authentication.
      </p>
      <Button asChild size="sm" variant="outline">
        <Link to={`${paths.profile}#two-factor`}>Turn it on</Link>
      </Button>
    </AlertBar>
  );
}

/** After a Google sign-up the browser returns to /?welcome=1: greet once, then tidy the URL. */
function useWelcome(signedIn: boolean) {
  const [params, setParams] = useSearchParams();
  const settings = useQuery(settingsQuery());
  const welcome = signedIn && params.get('welcome') === '1';
  useEffect(() => {
    if (!welcome) return;
    toast.success('Account created successfully!', {
      description: `Welcome to ${settings.data?.siteName ?? 'Battle Ready'}`,
    });
    setParams(
      (p) => {
        p.delete('welcome');
        return p;
      },
      { replace: true },
    );
  }, [welcome, settings.data?.siteName, setParams]);
}

export function HeaderAlerts() {
  const { viewer } = useViewer();
  useWelcome(Boolean(viewer));
  if (!viewer) return null;
  const isAdmin = viewer.roles.length > 0;
  return (
    <>
      {!viewer.emailVerified ? <VerifyEmailAlert email={viewer.email} /> : null}
      {isAdmin && !viewer.twoFactorEnabled ? <TwoFactorReminder /> : null}
    </>
  );
}
