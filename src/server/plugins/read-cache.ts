import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { encodeBody, preferredEncoding } from '../lib/encodings';
import { ResponseCache, type Snapshot } from '../lib/response-cache';
import { sessionIdOf } from '../lib/session-cookie';
import { etagOf } from './etag';

/** How a public GET route's answers are cached (decision 012). */
interface ReadCachePolicy {
  /** What the answer is made of: a change to any of these drops it (features/events/cache-tags.ts). */
  tags(request: FastifyRequest): string[];
  /** Answers that differ for a signed-in reader are cached for visitors (no session) only. */
  visitorsOnly?: boolean;
  /** The entry's key when the URL alone does not name the answer (a member's page: its frame). */
  key?(request: FastifyRequest): Promise<string>;
  /** A bound on age for what the tags cannot see (signed media links run out). */
  maxAgeMs?: number;
  /** Headers the route sets on its answer that a hit must repeat (a page's own CSP). */
  keepHeaders?: readonly string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    readCache?: ReadCachePolicy;
  }
  interface FastifyInstance {
    readCache: ResponseCache;
  }
}

const DAY_MS = 86_400_000;

interface Pending {
  key: string;
  tags: string[];
  since: Snapshot;
  maxAgeMs: number;
  keepHeaders: readonly string[];
}

const pending = new WeakMap<FastifyRequest, Pending>();

/** A kept answer's own Vary (a page's `Save-Data`) with the encoding it is sent in. */
function withAcceptEncoding(kept: string | undefined): string {
  if (!kept) return 'accept-encoding';
  return /\baccept-encoding\b/i.test(kept) ? kept : `${kept}, accept-encoding`;
}

/**
 * Serves the routes that opt in (`config.readCache`) from memory and stores their 200 answers.
 * The change feed (features/events/feature.ts) drops what changed and suspends the cache while
 * it cannot hear; each write this process answers fences it (plugins/write-fence.ts).
 */
async function readCache(app: FastifyInstance, opts: { maxBytes: number }) {
  const cache = new ResponseCache({ maxBytes: opts.maxBytes, encode: encodeBody });
  app.decorate('readCache', cache);

  // Not onRequest: a reply sent there would skip the onRequest hooks registered after this
  // plugin, the security headers among them.
  app.addHook('preValidation', async (request, reply) => {
    const policy = request.routeOptions.config.readCache;
    if (request.method !== 'GET' || !policy) return;
    if (policy.visitorsOnly && sessionIdOf(request.headers.cookie)) return;
    const key = policy.key ? await policy.key(request) : request.url;
    const hit = cache.get(key);
    if (hit) {
      // plugins/etag.ts turns it into a 304 when the browser holds this version already.
      reply.header('content-type', hit.contentType).header('etag', hit.etag);
      if (hit.headers) reply.headers(hit.headers);
      if (!hit.encoded) {
        // An answer under the threshold goes raw whatever the reader accepts. Compression is
        // told so up front through its documented opt-out, or it would parse Accept-Encoding
        // and the content type on every hit only to let the body pass (about 8 % of a small
        // answer's throughput). A larger one not yet compressed goes through it as before.
        if (hit.small) request.headers['x-no-compression'] = '1';
        return reply.send(hit.body);
      }
      // Bytes compressed when the answer was stored; compression leaves them as they are.
      reply.header('vary', withAcceptEncoding(hit.headers?.vary));
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(hit.body);
      return reply.header('content-encoding', encoding).send(hit.encoded[encoding]);
    }
    const tags = policy.tags(request);
    pending.set(request, {
      key,
      tags,
      since: cache.snapshot(tags),
      maxAgeMs: policy.maxAgeMs ?? DAY_MS,
      keepHeaders: policy.keepHeaders ?? [],
    });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const stored = pending.get(request);
    if (!stored || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag);
    const headers: Record<string, string> = {};
    for (const name of stored.keepHeaders) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    cache.store(
      stored.key,
      stored.tags,
      stored.since,
      {
        body: payload,
        etag,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        headers,
      },
      stored.maxAgeMs,
      true,
    );
    return payload;
  });
}

export const readCachePlugin = fp(readCache, { name: 'read-cache' });
