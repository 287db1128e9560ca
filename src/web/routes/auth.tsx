import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from '@web/components/icons';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import { MSG } from '@shared/schemas/accounts';
import { paths } from '@web/lib/paths';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useViewer } from '@web/lib/viewer';
import { AuthForgotPassword, AuthSignIn, AuthSignUp } from '@web/features/accounts';
import { settingsQuery } from '@web/features/site';
import { useStaticHead } from '@web/lib/head';

/** Messages our own server may send back in error_description; anything else is not shown. */
const KNOWN_DESCRIPTIONS = new Set<string>([MSG.invalidCode, MSG.expiredCode, MSG.codeRequired]);

/**
 * What Better Auth's redirects to /auth carry (verification and Google outcomes), in our words:
 * the query string is anyone's to write, so only known codes and our own messages are shown.
 */
function noticeFrom(params: URLSearchParams): { kind: 'ok' | 'error'; text: string } | null {
  const error = params.get('error');
  if (params.get('verified') && !error) {
    return { kind: 'ok', text: 'Your email is confirmed. Sign in to continue.' };
  }
  if (!error) return null;
  if (params.get('verified')) {
    return {
      kind: 'error',
      text: 'This confirmation link is invalid or has expired. Sign in and use Resend Email for a new one.',
    };
  }
  if (error === 'signup_disabled') {
    return {
      kind: 'error',
      text: 'No account uses that Google sign-in yet. To join, open Sign Up, enter your invitation code, then choose Sign up with Google.',
    };
  }
  const description = params.get('error_description') ?? '';
  return {
    kind: 'error',
    text: KNOWN_DESCRIPTIONS.has(description)
      ? description
      : 'Google sign-in did not complete. Please try again.',
  };
}

type Tab = 'sign-in' | 'sign-up';

/** SPEC §2 Auth: Sign In and Sign Up tabs; a signed-in user is sent to /. */
export default function AuthPage() {
  useStaticHead('auth');
  const { viewer, loading } = useViewer();
  const settings = useQuery(settingsQuery());
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').toUpperCase().slice(0, 8);
  const [tab, setTab] = useState<Tab>(code ? 'sign-up' : 'sign-in');
  const [forgot, setForgot] = useState(params.has('forgot'));
  const [email, setEmail] = useState('');
  const [notice] = useState(() => noticeFrom(params));

  useEffect(() => {
    if (notice?.kind === 'error' && params.has('error') && !params.get('verified')) {
      toast.error('Error signing in with Google', { description: notice.text });
    }
  }, [notice, params]);

  if (loading) return <Spinner />;
  if (viewer) return <Navigate to={paths.home} replace />;

  const googleEnabled = settings.data?.googleSignIn ?? false;
  const siteName = settings.data?.siteName ?? 'Battle Ready';

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <Card>
        <CardHeader className="text-center">
          <ShieldCheck className="mx-auto size-10 text-primary" aria-hidden />
          <CardTitle as="h1">{tab === 'sign-in' ? 'Welcome back' : `Join ${siteName}`}</CardTitle>
          <CardDescription>
            Reviews of military and tactical gear by the people who carry it.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {notice ? (
            <p
              role={notice.kind === 'error' ? 'alert' : 'status'}
              className={
                notice.kind === 'error'
                  ? 'rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm'
                  : 'rounded-md border border-primary/40 bg-primary/10 p-3 text-sm'
              }
            >
              {notice.text}
            </p>
          ) : null}
          <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="sign-in">Sign In</TabsTrigger>
              <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="sign-in">
              {forgot ? (
                <AuthForgotPassword defaultEmail={email} onBack={() => setForgot(false)} />
              ) : (
                <AuthSignIn
                  key={email}
                  defaultEmail={email}
                  googleEnabled={googleEnabled}
                  onForgotPassword={() => setForgot(true)}
                />
              )}
            </TabsContent>
            <TabsContent value="sign-up">
              <AuthSignUp
                initialCode={code}
                googleEnabled={googleEnabled}
                siteName={siteName}
                onSignIn={(created) => {
                  setEmail(created);
                  setForgot(false);
                  setTab('sign-in');
                }}
              />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
