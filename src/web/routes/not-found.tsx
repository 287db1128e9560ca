import { House, Search } from '@web/components/icons';
import { useEffect } from 'react';
import { Link, useLocation } from '@web/lib/router';
import { paths } from '@web/lib/paths';
import { Button } from '@web/components/ui/button';
import { useStaticHead } from '@web/lib/head';

export default function NotFoundPage() {
  useStaticHead('notFound');
  const location = useLocation();

  useEffect(() => {
    console.warn('404: no route for', location.pathname);
  }, [location.pathname]);

  return (
    <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-black tracking-tight text-primary sm:text-8xl" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">Mission Failed</h1>
      <p className="mt-4 max-w-md text-muted-foreground">
        Looks like this gear has been misplaced. The page you&apos;re looking for doesn&apos;t exist
        or has been moved.
      </p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg">
          <Link to={paths.home}>
            <House aria-hidden />
            Return to Home
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.products()}>
            <Search aria-hidden />
            Browse Gear
          </Link>
        </Button>
      </div>
    </div>
  );
}
