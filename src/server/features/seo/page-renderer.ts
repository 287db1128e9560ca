import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';
import type { ApiTransport, RenderPage } from '@shared/page-render';
import type { AppInstance } from '../../app-types';
import { sessionIdOf } from '../../lib/session-cookie';
import { safeJson } from './render-head';

/** The built renderer, or null when there is none (the API-only test app, `npm run dev`). */
async function loadPageRenderer(file: string | null): Promise<RenderPage | null> {
  if (!file || !fs.existsSync(file)) return null;
  const mod = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };
  return mod.renderPage;
}

const NO_BODY = new Set([204, 205, 304]);

/**
 * The renderer's API calls go through the app in-process, carrying the visitor's cookie, so a
 * page is rendered from exactly the answers the visitor's browser would get.
 */
function inProcessTransport(app: AppInstance, cookie: string | undefined): ApiTransport {
  return async (path, init) => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
    });
    return new Response(NO_BODY.has(res.statusCode) ? null : res.payload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? '') },
    });
  };
}

export interface PageBody {
  /** The markup inside #root. */
  html: string;
  /** The answers it was rendered from, as JSON safe inside a <script> element. */
  stateJson: string;
  /** Rendered with a member's session: what it shows may be theirs alone. */
  personal: boolean;
}

/**
 * Renders the content of a page for the request, or gives null: no renderer was built, or it
 * failed (logged), and the browser renders the page itself. (A visitor's whole page is kept by
 * the read cache: routes.ts.)
 */
export async function pageBodies(app: AppInstance) {
  const render = await loadPageRenderer(app.config.pageRenderer);
  const site = { name: app.config.siteName, origin: app.config.publicUrl };
  return async (req: FastifyRequest): Promise<PageBody | null> => {
    if (!render) return null;
    const cookie = req.headers.cookie;
    const personal = sessionIdOf(cookie) !== '';
    try {
      const page = await render(req.url, site, inProcessTransport(app, cookie));
      return { html: page.html, stateJson: safeJson(page.state), personal };
    } catch (err) {
      req.log.error({ err }, 'page render failed: the browser renders the page instead');
      return null;
    }
  };
}
