import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TViewer } from '@shared/schemas/me';
import { userRoles } from '../db/schema';
import type { AppInstance } from '../app-types';
import { SESSION_CACHE_ENTRIES, SessionCache } from '../lib/session-cache';
import { sessionIdOf, signedSessionOf } from '../lib/session-cookie';
import { webHeaders } from '../lib/web-request';

export type Role = 'admin' | 'super_admin';

/** The signed-in person making a request, as every guard and service sees them. */
export interface Viewer {
  readonly id: string;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly roles: readonly Role[];
}

/**
 * What `/api/me` tells a member beyond their viewer: their profile, second factor, password and
 * Gear Kit count (features/accounts/me-service.ts). Apart from the viewer, so that a kept one
 * never carries an email, a verification or roles older than the session it is shown with.
 */
export type ViewerDetails = Readonly<Omit<TViewer, keyof Viewer>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Members' sessions and roles as this process read them (decision 030). */
    sessionCache: SessionCache<Viewer>;
    /** Members' `ViewerDetails` as this process read them, by member id (decision 030). */
    viewerDetails: SessionCache<ViewerDetails>;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();
/** Refreshed session cookies Better Auth issued while reading the session (sliding expiry). */
const refreshedCookies = new WeakMap<FastifyRequest, string[]>();

/** The request's viewer, or null for a visitor; looked up once per request. */
export function viewerOf(app: AppInstance, request: FastifyRequest): Promise<Viewer | null> {
  let viewer = cache.get(request);
  if (!viewer) {
    viewer = loadViewer(app, request);
    cache.set(request, viewer);
  }
  return viewer;
}

/**
 * The session as Better Auth reads it, with the member's roles, kept per signed cookie for a few
 * seconds (decision 030): a cookie whose signature does not match is never found, and the
 * change feed drops a member's entries the moment anything that could end or change their
 * session is committed on any instance.
 */
async function loadViewer(app: AppInstance, request: FastifyRequest): Promise<Viewer | null> {
  if (!sessionIdOf(request.headers.cookie)) return null;
  const key = signedSessionOf(request.headers.cookie);
  const kept = app.sessionCache.get(key);
  if (kept) return kept;
  const since = app.sessionCache.snapshot();
  const { headers, response: found } = await app.auth.api.getSession({
    headers: webHeaders(request),
    returnHeaders: true,
  });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) refreshedCookies.set(request, cookies);
  if (!found) return null;
  const roles = await app.db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, found.user.id));
  // Frozen: one kept viewer answers many requests, so none may change it for the others.
  const viewer: Viewer = Object.freeze({
    id: found.user.id,
    email: found.user.email,
    emailVerified: found.user.emailVerified,
    roles: Object.freeze(roles.map((r) => r.role)),
  });
  app.sessionCache.store(key, viewer.id, viewer, found.session.expiresAt.getTime(), since);
  return viewer;
}

/**
 * Decorates `app.sessionCache` and `app.viewerDetails`, kept alike (one TTL, one bound);
 * features/events/feature.ts keeps them true.
 */
export const sessionCachePlugin = fp(
  async (app: FastifyInstance, opts: { ttlMs: number }) => {
    const options = { ttlMs: opts.ttlMs, maxEntries: SESSION_CACHE_ENTRIES };
    app.decorate('sessionCache', new SessionCache<Viewer>(options));
    app.decorate('viewerDetails', new SessionCache<ViewerDetails>(options));
  },
  { name: 'session-cache' },
);

export { isAdmin, isSuperAdmin } from '@shared/roles';

/**
 * Sends on any cookie Better Auth refreshed while a route read the session, so an active
 * member's cookie slides forward with the session's expiry in the database.
 */
export const sessionRefreshPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const cookies = refreshedCookies.get(request);
    if (cookies) {
      const existing = reply.getHeader('set-cookie');
      const already =
        existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
      reply.header('set-cookie', [...already.map(String), ...cookies]);
    }
    return payload;
  });
});
