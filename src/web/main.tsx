import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes, preloadScreen } from './app/router';
import './styles.css';

// The server puts this response's CSP nonce in the page; Radix's runtime styles carry it.
const nonce = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
if (nonce) setNonce(nonce);
// zod, which loads with the first form, would otherwise probe \`new Function\` to compile its
// parsers, and our CSP forbids eval. It takes its settings from this global when it loads
// (what \`z.config\` writes); importing \`z.config\` here would pull zod into every first visit.
// The e2e fixture fails on any CSP violation, so a zod that stops reading it is caught.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  jitless: true,
};

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <Providers>
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </StrictMode>,
  );
}

// A chunk that fails to load fails again inside the app, which then offers a reload.
preloadScreen(window.location.pathname).then(render, render);
