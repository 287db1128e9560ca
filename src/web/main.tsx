import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@web/lib/router';
import { App } from './app/app';
import { makeQueryClient } from './app/query-client';
import { preloadScreen } from './app/router';
import { siteInBrowser } from './lib/head';
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
const app = (
  <StrictMode>
    <BrowserRouter>
      <App client={client} site={siteInBrowser()} />
    </BrowserRouter>
  </StrictMode>
);

/**
 * A public page arrives rendered, with the answers it was rendered from (entry-server.tsx):
 * React takes over that markup. Member and admin screens arrive empty and render here.
 */
function start() {
  const container = document.getElementById('root')!;
  const state = document.getElementById(SSR_STATE_ID);
  if (!state?.textContent) return createRoot(container).render(app);
  const { at, answers } = JSON.parse(state.textContent) as PageAnswers;
  for (const [key, data] of answers) client.setQueryData(key, data, { updatedAt: at });
  // As a transition, React hydrates in slices and lets the browser paint and take input in
  // between, instead of holding the main thread for the whole page (issue 16: total blocking
  // time). A click on a part not yet hydrated hydrates that part first.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

// A chunk that fails to load fails again inside the app, which then offers a reload.
preloadScreen(window.location.pathname).then(start, start);
