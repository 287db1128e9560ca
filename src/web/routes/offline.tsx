import { House, RotateCw, WifiOff } from '@web/components/icons';
import { useEffect, useState } from 'react';
import { longDate } from '@shared/format';
import { titleInSite } from '@shared/seo';
import { Link, useLocation } from '@web/lib/router';
import { paths } from '@web/lib/paths';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/skeleton';
import { useSite, useStaticHead } from '@web/lib/head';
import { isOfflineFallback } from '@web/lib/offline/kept-at';
import { keptPages, type KeptPage } from '@web/lib/offline/kept-pages';

/**
 * What this device kept to read without a connection (issue 51). The service worker shows it in
 * place of a page it never kept when there is no connection; at /offline it is the same list.
 */
export default function OfflinePage() {
  useStaticHead('offline');
  const { pathname } = useLocation();
  const missed = isOfflineFallback(pathname);
  const { name: siteName } = useSite();
  const [kept, setKept] = useState<KeptPage[] | null>(null);
  useEffect(() => {
    let shown = true;
    // A device whose storage cannot be read has kept nothing to list.
    void keptPages()
      .catch(() => [])
      .then((pages) => shown && setKept(pages));
    return () => {
      shown = false;
    };
  }, []);

  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <WifiOff className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">
        {missed ? "You're offline" : 'Kept on this device'}
      </h1>
      <p className="mt-3 text-muted-foreground">
        {missed
          ? "This page wasn't kept on this device, so it can't open without a connection. The pages below were, and open without one."
          : 'The pages you read are kept on this device, so they open without a connection. Signing out removes them.'}
      </p>
      {missed && (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden />
            Try again
          </Button>
          <Button asChild variant="outline">
            <a href={paths.home}>
              <House aria-hidden />
              Return to Home
            </a>
          </Button>
        </div>
      )}
      <h2 className="mt-10 text-xl font-semibold">Pages kept</h2>
      {kept === null ? (
        <Spinner label="Looking for kept pages" />
      ) : kept.length === 0 ? (
        <p className="mt-3 text-muted-foreground">
          Nothing is kept on this device yet. Pages you read while online are kept here as you go.
        </p>
      ) : (
        <ul className="mt-3 divide-y rounded-md border">
          {kept.map((page) => (
            <li key={page.path}>
              {/* A whole page load: the service worker answers it with the page it kept. */}
              <a
                href={page.path}
                className="flex flex-col gap-0.5 px-4 py-3 hover:bg-muted focus-visible:bg-muted"
              >
                <span className="font-medium text-primary">
                  {titleInSite(siteName, page.title)}
                </span>
                {page.keptAt && (
                  <span className="text-sm text-muted-foreground">
                    Kept {longDate(page.keptAt)}
                  </span>
                )}
              </a>
            </li>
          ))}
        </ul>
      )}
      {!missed && (
        <Button asChild variant="outline" className="mt-8">
          <Link to={paths.home}>
            <House aria-hidden />
            Return to Home
          </Link>
        </Button>
      )}
    </div>
  );
}
