import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FeedKeptCache } from '../lib/feed-kept-cache';

/** The caches the change feed keeps true: each is fenced, suspended and resumed alike. */
export const feedKeptCaches = (app: FastifyInstance): FeedKeptCache[] => [
  app.readCache,
  app.sessionCache,
  app.viewerDetails,
];

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Each write this process answers fences the caches until `sendFence`'s marker comes back
 * through the change feed (features/events/feature.ts lifts it), so whoever wrote reads their
 * own write, even from this process: the product they edited, the session they ended or the
 * role they took away, and the name or Gear Kit their header shows, which this process would
 * otherwise serve until the change's notice came.
 */
async function writeFence(
  app: FastifyInstance,
  opts: { sendFence: (token: string) => Promise<void> },
) {
  const instance = randomBytes(6).toString('hex');
  let fences = 0;
  app.addHook('onSend', async (request, _reply, payload) => {
    if (READS.has(request.method)) return payload;
    const caches = feedKeptCaches(app).filter((cache) => cache.enabled);
    if (caches.length === 0) return payload;
    const token = `${instance}:${(fences += 1)}`;
    for (const cache of caches) cache.fence(token);
    opts.sendFence(token).catch((err: unknown) => {
      // The caches stay fenced (reads go to the database) until the feed resyncs.
      app.log.warn({ err }, 'could not send the cache fence');
    });
    return payload;
  });
}

export const writeFencePlugin = fp(writeFence, { name: 'write-fence' });
