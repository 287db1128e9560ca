import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@web/lib/router';
import { App } from './app/app';
import { makeQueryClient } from './app/query-client';
import { preloadScreen } from './app/router';
import { notePartsDrawnLater, preloadParts } from './lib/lazy-part';
import { hydratePartially } from './lib/partial-hydration';
import './lib/hydration-check';
import { siteInBrowser } from './lib/head';
import { lowDataInBrowser } from './lib/low-data';
import { startOffline } from './lib/offline/worker-link';
import { noteRendered } from './lib/offline/kept-at';
import { SSR_STATE_ID, type PageAnswers } from '@shared/page-render';
import './styles.css';

// zod, which loads with the first form, would otherwise probe \`new Function\` to compile its
// parsers, and our CSP forbids eval. It takes its settings from this global when it loads
// (what \`z.config\` writes); importing \`z.config\` here would pull zod into every first visit.
// The e2e fixture fails on any CSP violation, so a zod that stops reading it is caught.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  jitless: true,
};

const client = makeQueryClient();
const appIn = (lowData: boolean) => (
  <StrictMode>
    <BrowserRouter prepare={preloadScreen}>
      <App client={client} site={siteInBrowser()} lowData={lowData} />
    </BrowserRouter>
  </StrictMode>
);

/**
 * A public page arrives rendered, with the answers it was rendered from and the lazy parts it
 * holds (entry-server.tsx): once their chunks are here, the app takes that markup over. Member
 * and admin screens arrive empty and render here once their screen's chunk is.
 */
async function start() {
  const container = document.getElementById('root')!;
  const state = document.getElementById(SSR_STATE_ID);
  // A chunk that fails to load fails again inside the app, which then offers a reload.
  if (!state?.textContent) {
    await preloadScreen(window.location.pathname).catch(() => undefined);
    return createRoot(container).render(appIn(lowDataInBrowser(undefined)));
  }
  const { at, answers, parts, partsLater, read, lowData } = JSON.parse(
    state.textContent,
  ) as PageAnswers;
  noteRendered(read);
  // A page kept from before low-data mode has none.
  notePartsDrawnLater(partsLater ?? []);
  await preloadParts(parts).catch(() => undefined);
  for (const [key, data] of answers) client.setQueryData(key, data, { updatedAt: at });
  const began = performance.now();
  hydratePartially(() => hydrateRoot(container, appIn(lowDataInBrowser(lowData))));
  // Read by the bench (\`npm run bench -- phone\`): what taking the page over cost this reader.
  performance.measure('hydration', { start: began });
}

void start();

// After the page has loaded, so it takes nothing from the first paint.
const offline = () => startOffline(client);
if (document.readyState === 'complete') offline();
else window.addEventListener('load', offline, { once: true });
