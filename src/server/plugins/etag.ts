import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A strong validator of the body as the route made it. Its compressed forms share it (with
 * Vary: Accept-Encoding): a browser keeps one of them and revalidates that, and every answer
 * that may be compressed is `private`, so no shared cache mixes them up.
 */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match holds this tag (or '*'); weak and strong forms compare equal for GETs. */
export function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** The API's answers and the pages; not robots, the sitemap or the files, which cache otherwise. */
const TAGGED = /^(application\/json|text\/html)\b/;

/**
 * ETags on the successful GETs of the API and of pages, and 304 when the browser already holds
 * the answer. A page is the same bytes for every visitor (decision 018), so it revalidates like
 * an answer. (@fastify/etag tags every method and status, and could answer a POST with 304.)
 */
async function etags(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    if (!TAGGED.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // An answer that must not be kept (health) has nothing to revalidate.
    if (reply.getHeader('cache-control') === 'no-store') return payload;
    // Kept, but asked about each time; private, since some answers are the reader's own.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
    let etag = reply.getHeader('etag');
    if (typeof etag !== 'string') {
      etag = etagOf(payload);
      reply.header('etag', etag);
    }
    if (!matchesEtag(request, etag)) return payload;
    reply.code(304).removeHeader('content-encoding').removeHeader('content-length');
    return '';
  });
}

export const etagPlugin = fp(etags, { name: 'etag' });
