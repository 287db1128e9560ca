import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF: a state-changing API request that carries cookies must come from our own pages, i.e.
 * name PUBLIC_URL as its Origin (or, failing that, Referer). SameSite=Lax already keeps the
 * session cookie off most cross-site requests; this closes the rest, for every route at once.
 */
export const sameOriginPlugin = fp(async (app: FastifyInstance) => {
  const expected = new URL(app.config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.headers.cookie) return;
    if (!request.url.startsWith('/api/')) return;
    const origin = request.headers.origin ?? originOfReferer(request.headers.referer);
    if (origin !== expected) {
      throw forbidden('Cross-site request refused', 'cross_site');
    }
  });
});

function originOfReferer(referer: string | undefined) {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
