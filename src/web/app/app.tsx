import type { QueryClient } from '@tanstack/react-query';
import { SiteProvider, type Site } from '@web/lib/head';
import { Providers } from './providers';
import { AppRoutes } from './router';

/** The whole app below the router: the browser's BrowserRouter or the server's StaticRouter. */
export function App({ client, site }: { client: QueryClient; site: Site }) {
  return (
    <SiteProvider value={site}>
      <Providers client={client}>
        <AppRoutes />
      </Providers>
    </SiteProvider>
  );
}
