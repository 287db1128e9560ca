import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { config as zodConfig } from 'zod/v4/core';
import { Providers } from './app/providers';
import { router } from './app/router';
import './styles.css';

// The server puts this response's CSP nonce in the page; Radix's runtime styles carry it.
const nonce = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
if (nonce) setNonce(nonce);
// zod, which loads with the first form, would otherwise try \`new Function\` to compile its
// parsers: our CSP forbids eval, so each page that parsed a form logged a CSP violation.
zodConfig({ jitless: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
