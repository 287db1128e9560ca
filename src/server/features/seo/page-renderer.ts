import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';
import { lowDataOf } from '@shared/low-data';
import type { ApiTransport, PageReader, RenderPage } from '@shared/page-render';
import type { AppInstance } from '../../app-types';
import type { Frame } from './member-frame';
import { safeJson } from './render-head';

/** The built renderer, or null when there is none (the API-only test app, `npm run dev`). */
async function loadPageRenderer(file: string | null): Promise<RenderPage | null> {
  if (!file || !fs.existsSync(file)) return null;
  const mod = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };
  return mod.renderPage;
}

const NO_BODY = new Set([204, 205, 304]);

/**
 * The renderer's API calls go through the app in-process, as a visitor: a page is rendered from
 * exactly the answers a visitor's browser would get. In a member's frame, /api/me answers with
 * the frame and the member's own answers (/api/me/…) are not asked: those queries stay loading,
 * as the browser first shows them, and the browser asks them itself (decision 018).
 */
function inProcessTransport(app: AppInstance, frame: Frame | null): ApiTransport {
  return async (path, init) => {
    if (frame && path.startsWith('/api/me')) {
      if (path === '/api/me') return Response.json({ viewer: frame });
      return new Response(null, { status: 404 });
    }
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers: { accept: 'application/json' },
    });
    return new Response(NO_BODY.has(res.statusCode) ? null : res.payload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? '') },
    });
  };
}

/** What the request asks of the page beyond its address: low-data mode, chosen or by the data saver. */
export function readerOf(req: FastifyRequest): PageReader {
  const saveData = String(req.headers['save-data'] ?? '').toLowerCase() === 'on';
  return { lowData: lowDataOf(req.headers.cookie, saveData) };
}

export interface PageBody {
  /** The markup inside #root. */
  html: string;
  /** The answers it was rendered from, as JSON safe inside a <script> element. */
  stateJson: string;
  /** The drawings of the icons the markup shows, once each, for the top of <body>. */
  sprite: string;
}

/**
 * Renders the content of a page for a visitor, or in a member's frame, or gives null: no
 * renderer was built, or it failed (logged), and the browser renders the page itself. Either
 * way the page holds nothing of one member's, so the read cache keeps it whole (routes.ts).
 */
export async function pageBodies(app: AppInstance) {
  const render = await loadPageRenderer(app.config.pageRenderer);
  const site = { name: app.config.siteName, origin: app.config.publicUrl };
  return async (
    req: FastifyRequest,
    frame: Frame | null,
    reader: PageReader,
  ): Promise<PageBody | null> => {
    if (!render) return null;
    try {
      const page = await render(req.url, site, inProcessTransport(app, frame), reader);
      return { html: page.html, stateJson: safeJson(page.state), sprite: page.sprite };
    } catch (err) {
      req.log.error({ err }, 'page render failed: the browser renders the page instead');
      return null;
    }
  };
}
