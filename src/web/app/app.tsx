import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SiteProvider, type Site } from '@web/lib/head';
import { LowDataProvider } from '@web/lib/low-data';
import { Providers } from './providers';
import { AppRoutes } from './router';

/** The whole app below the router: the browser's BrowserRouter or the server's StaticRouter. */
export function App({
  client,
  site,
  lowData,
}: {
  client: QueryClient;
  site: Site;
  /** The mode the page starts in (lib/low-data.tsx). */
  lowData: boolean;
}) {
  // A server-rendered page shows before its buttons work: this marks the moment they do (the
  // e2e suite waits for it before it clicks).
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <SiteProvider value={site}>
      <LowDataProvider initial={lowData}>
        <Providers client={client}>
          <AppRoutes />
        </Providers>
      </LowDataProvider>
    </SiteProvider>
  );
}
