import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppInstance } from '../app-types';

/** Every route under this path is an admin's (SPEC §6), and only those routes are. */
const ADMIN_API = '/api/admin';

/** Whether a route is an admin's: the check below makes this the same as its being in the scope. */
export const isAdminUrl = (url: string) => url === ADMIN_API || url.startsWith(`${ADMIN_API}/`);

/** The contexts inside an admin scope: its own and those of the plugins registered within. */
const adminContexts = new WeakSet<FastifyInstance>();

type RoutesPlugin = (app: AppInstance) => Promise<void>;

/**
 * Where a feature declares its admin routes: `app.register(adminScope, { routes })`. The admin
 * guard runs first on each of them, before validation, so a visitor hears 401 and a member 403
 * before anything about their input; a handler takes the admin with `admitted(req)`. A route
 * only super admins may call adds `app.guards.superAdmin()` of its own.
 */
export async function adminScope(app: AppInstance, { routes }: { routes: RoutesPlugin }) {
  adminContexts.add(app);
  app.addHook('onRegister', (child) => {
    adminContexts.add(child);
  });
  app.addHook('preValidation', app.guards.admin());
  await app.register(routes);
}

/**
 * Start-up fails when an admin route is declared outside an admin scope (it would go without
 * the guard) or another route inside one. Fastify calls onRoute with `this` bound to the
 * context declaring the route, and copies hooks into a context only when it is made: so this
 * is registered before any feature.
 */
export const adminScopeCheck = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', function (route) {
    const inScope = adminContexts.has(this);
    if (isAdminUrl(route.url) === inScope) return;
    const where = inScope
      ? `inside the admin scope, outside ${ADMIN_API}`
      : 'outside the admin scope';
    throw new Error(
      `${String(route.method)} ${route.url} is declared ${where} (plugins/admin-scope.ts)`,
    );
  });
});
