import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useStaticHead } from '@web/lib/head';

/** Signed-out behaviour of SPEC §2 Submit product; the form arrives with accounts. */
export default function SubmitProductPage() {
  useStaticHead('/submit-product');
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
