import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types';
import { CACHE_TAGS } from '../../lib/read-cache-tags';
import { apiNotFound } from '../../plugins/errors';
import { integrationCsp } from '../../plugins/integration-csp';
import { widenCsp } from '../../plugins/security';
import { SSR_STATE_ID } from '@shared/page-render';
import { inlineCsp } from './inline-csp';
import { framedPageKey, memberFrames } from './member-frame';
import { pageIntegrations } from './page-integrations';
import { pageBodies, readerOf } from './page-renderer';
import { renderHead, renderIntegrations } from './render-head';
import { resolveHead } from './resolve-head';
import { buildRobots, buildSitemap } from './sitemap';

const HEAD_MARKER = '<!--app-head-->';
const HTML_MARKER = '<!--app-html-->';
const SPRITE_MARKER = '<!--app-sprite-->';
const STATE_MARKER = '<!--app-state-->';

/**
 * Who may call: everyone. Serves the built SPA: hashed assets cached for good, and every other
 * GET answered with index.html whose <head> (title, canonical, social tags, JSON-LD) is rendered
 * here, so crawlers and link previews see it without running JavaScript; an indexed page's
 * content is rendered too (decision 013). Each page's CSP and integration IDs follow the
 * current site settings (decision 010).
 */
export async function seoRoutes(app: AppInstance) {
  const { publicUrl, siteName, webRoot } = app.config;
  const seo = (operationId: string, summary: string) => ({
    schema: { operationId, summary, tags: ['seo'] },
  });
  app.get('/robots.txt', seo('getRobotsTxt', 'Read the rules for crawlers'), async (_req, reply) =>
    reply.type('text/plain').send(buildRobots(publicUrl)),
  );
  app.get(
    '/sitemap.xml',
    seo('getSitemap', 'Read the sitemap of public pages'),
    async (_req, reply) =>
      reply.type('application/xml').send(await buildSitemap(app.db, publicUrl)),
  );

  const indexFile = webRoot ? path.join(webRoot, 'index.html') : null;
  const template =
    indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  if (webRoot && template) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      wildcard: false,
      // We set Cache-Control ourselves: hashed assets forever, pictures (which change only with
      // a release) for a week, the service worker never without asking, the rest for an hour.
      cacheControl: false,
      // Source maps are built for whoever runs the site, not served to visitors.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      // The build writes .br/.gz beside each asset (scripts/compress-assets.mjs).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const under = (dir: string) => filePath.includes(`${path.sep}${dir}${path.sep}`);
        res.setHeader(
          'cache-control',
          under('assets')
            ? 'public, max-age=31536000, immutable'
            : under('images')
              ? 'public, max-age=604800'
              : // A release's service worker must reach readers at once, never a kept copy.
                path.basename(filePath) === 'sw.js'
                ? 'no-cache'
                : 'public, max-age=3600',
        );
      },
    });
  }

  if (template) {
    const pageBody = await pageBodies(app);
    const templateCsp = inlineCsp(template);
    const frameFor = memberFrames(app);
    // A page is the same bytes for every visitor, and for every member of the same frame
    // (decision 018): the read cache keeps it whole, compressed, with its own CSP, until
    // anything changes.
    const readCache = {
      tags: () => [CACHE_TAGS.pages],
      key: async (req: FastifyRequest) => {
        const frame = await frameFor(req);
        const key = frame ? framedPageKey(req.url, frame) : req.url;
        // A page drawn for low-data mode is another page.
        return readerOf(req).lowData ? `${key}\nlow-data` : key;
      },
      keepHeaders: ['content-security-policy', 'cache-control', 'vary'],
    };
    // A route, not the not-found handler, so pages pass through compression like any reply.
    // Pages are no API operation: the document leaves it out.
    app.get('/*', { config: { readCache }, schema: { hide: true } }, async (req, reply) => {
      const pathname = req.url.split('?')[0] ?? '';
      if (pathname.startsWith('/api/') || path.extname(pathname)) {
        return reply.status(404).send(apiNotFound());
      }
      const url = new URL(req.url, publicUrl);
      const [{ status, head }, integrations] = await Promise.all([
        resolveHead(app.db, app.readCache, siteName, publicUrl, url),
        pageIntegrations(app.db, app.readCache, siteName),
      ]);
      // The CSP and the IDs the browser reads come from the same read of the settings.
      widenCsp(reply, [templateCsp, ...integrationCsp(integrations)]);
      const rendered = renderHead(head, publicUrl, siteName) + renderIntegrations(integrations);
      // The pages search engines index arrive rendered (issue 16); the rest render in the browser.
      const frame = await frameFor(req);
      const body =
        status === 200 && !head.noindex ? await pageBody(req, frame, readerOf(req)) : null;
      const state = body
        ? `<script type="application/json" id="${SSR_STATE_ID}">${body.stateJson}</script>`
        : '';
      // Replacer functions: a "$&" in a product name must stay text, not become a pattern.
      const html = template
        .replace(HEAD_MARKER, () => rendered)
        .replace(SPRITE_MARKER, () => body?.sprite ?? '')
        .replace(HTML_MARKER, () => body?.html ?? '')
        .replace(STATE_MARKER, () => state);
      return (
        reply
          .status(status)
          // A member's page is no visitor's: no shared cache may hand it on.
          .header('cache-control', frame ? 'private, no-cache' : 'no-cache')
          // The data saver's header draws another page (the cookie, a choice, is no header).
          .header('vary', 'Save-Data')
          .type('text/html; charset=utf-8')
          .send(html)
      );
    });
  }
  app.setNotFoundHandler(async (_req, reply) => reply.status(404).send(apiNotFound()));
}
