import { Mail, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { RequestInviteButton } from '@web/features/contact/components/request-invite-button';
import { useStaticHead } from '@web/lib/head';

/**
 * Until member accounts open (the accounts issue), this page says so plainly and offers the
 * one thing a visitor can do now: request an invitation for the beta.
 */
export default function AuthPage() {
  useStaticHead('/auth');
  return (
    <div className="mx-auto max-w-md px-4 py-20">
      <Card>
        <CardHeader className="text-center">
          <ShieldCheck className="mx-auto size-10 text-primary" aria-hidden />
          <CardTitle as="h1">Member sign-in opens with the beta</CardTitle>
          <CardDescription>
            Accounts are invitation-based. Request an invitation and we'll email you a code when
            your spot is ready.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <RequestInviteButton />
          <Button asChild variant="outline">
            <Link to={paths.contact}>
              <Mail /> Contact us
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
