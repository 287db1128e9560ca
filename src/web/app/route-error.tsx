import { Link, useRouteError } from 'react-router';
import { Button } from '@web/components/ui/button';
import { paths } from './paths';

/** Shown when a screen fails to load (often a stale chunk after a deploy): offer a reload. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <div className="mx-auto max-w-lg space-y-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">This page could not be loaded. Reload to try again.</p>
      <div className="flex justify-center gap-2">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button asChild variant="outline">
          <Link to={paths.home} reloadDocument>
            Return to Home
          </Link>
        </Button>
      </div>
    </div>
  );
}
