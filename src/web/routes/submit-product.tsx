import { LogIn } from '@web/components/icons';
import { lazy, Suspense } from 'react';
import { Link } from '@web/lib/router';
import { paths } from '@web/lib/paths';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton, Spinner } from '@web/components/ui/skeleton';
import { useViewer } from '@web/lib/viewer';
import { useStaticHead } from '@web/lib/head';

// The form and its form libraries load only for members, who are the ones who can use it.
const SubmissionForm = lazy(() => import('@web/features/submissions/components/submission-form'));

function SignInRequired() {
  return (
    <div className="mx-auto max-w-md px-4 py-20">
      <Card className="text-center">
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
      </Card>
    </div>
  );
}

/** SPEC §2 Submit product: 'Sign in required' for visitors, the submission form for members. */
export default function SubmitProductPage() {
  useStaticHead('submitProduct');
  const { viewer, loading } = useViewer();
  if (loading) return <Spinner />;
  if (!viewer) return <SignInRequired />;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <Card>
        <CardHeader>
          <CardTitle as="h1">Submit a Product</CardTitle>
          <CardDescription>Add a tactical gear product for review by the community</CardDescription>
        </CardHeader>
        <CardContent>
          <Suspense fallback={<Skeleton className="h-[36rem]" />}>
            <SubmissionForm emailVerified={viewer.emailVerified} />
          </Suspense>
        </CardContent>
      </Card>
    </div>
  );
}
