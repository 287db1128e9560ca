import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { userRoles } from '../db/schema';
import type { AppInstance } from '../app-types';
import { sessionIdOf } from '../lib/session-cookie';
import { webHeaders } from '../lib/web-request';

export type Role = 'admin' | 'super_admin';

/** The signed-in person making a request, as every guard and service sees them. */
export interface Viewer {
  id: string;
  email: string;
  emailVerified: boolean;
  roles: Role[];
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

async function loadViewer(app: AppInstance, request: FastifyRequest): Promise<Viewer | null> {
  if (!sessionIdOf(request.headers.cookie)) return null;
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
  return {
    id: found.user.id,
    email: found.user.email,
    emailVerified: found.user.emailVerified,
    roles: roles.map((r) => r.role),
  };
}

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
