import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from '@web/components/icons';
import { Suspense, useEffect } from 'react';
import { Link, useSearchParams } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import { paths } from '@web/lib/paths';
import { Button } from '@web/components/ui/button';
import { settingsQuery } from '@web/features/site';
import { AlertBar } from './alert-bar';
import { useViewer } from '@web/lib/viewer';
import { lazyPart } from '@web/lib/lazy-part';

// The alert and its mutation load only for a member who has not confirmed their address: a
// visitor's first page carries neither.
const { Part: VerifyEmailAlert } = lazyPart(
  'verify-email-alert',
  () => import('./verify-email-alert'),
);

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
      {!viewer.emailVerified ? (
        <Suspense fallback={null}>
          <VerifyEmailAlert email={viewer.email} />
        </Suspense>
      ) : null}
      {isAdmin && !viewer.twoFactorEnabled ? <TwoFactorReminder /> : null}
    </>
  );
}
