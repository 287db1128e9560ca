import { LogIn, Mail, PackagePlus } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/skeleton';
import { useViewer } from '@web/features/accounts/api';
import { useStaticHead } from '@web/lib/head';

/**
 * SPEC §2 Submit product. Signed out: 'Sign in required'. Signed in: until the submission form
 * lands (issue 5, decision 005) the page says so and offers the contact form, which works today.
 */
export default function SubmitProductPage() {
  useStaticHead('/submit-product');
  const { viewer, loading } = useViewer();
  if (loading) return <Spinner />;
  return (
    <div className="mx-auto max-w-md px-4 py-20">
      <Card className="text-center">
        {viewer ? (
          <>
            <CardHeader>
              <PackagePlus className="mx-auto size-10 text-primary" aria-hidden />
              <CardTitle as="h1">Product submissions open soon</CardTitle>
              <CardDescription>
                The submission form is on its way. Until then, send us the product's name and Amazon
                link through the contact form and we'll add it for review.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild>
                <Link to={paths.contact}>
                  <Mail /> Contact us
                </Link>
              </Button>
            </CardContent>
          </>
        ) : (
          <>
            <CardHeader>
              <CardTitle as="h1">Sign in required</CardTitle>
              <CardDescription>Please sign in to submit products</CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild>
                <Link to={paths.auth}>
                  <LogIn /> Go to Sign In
                </Link>
              </Button>
            </CardContent>
          </>
        )}
      </Card>
    </div>
  );
}
