import { MSG } from '@shared/schemas/accounts';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../app-types';
import { forbidden, unauthorized } from '../lib/errors';
import { isAdmin, isSuperAdmin, viewerOf, type Viewer } from './viewer';

// The four guards every route uses (SPEC §6). Each is a preValidation hook, so a visitor hears
// "sign in" (401) before anything about their input (400), and a route states who may call it
// in its options:
//   app.post('/api/x', { preValidation: app.guards.verified({ signIn: '…', verify: '…' }) }, …)
// except the admin routes, which take the admin guard from the admin scope (admin-scope.ts).
// The handler then takes the admitted caller with `admitted(req)`.

export interface GuardMessages {
  /** 401 for a visitor. */
  signIn?: string;
  /** 403 for a signed-in user whose email is unconfirmed. */
  verify?: string;
}

const admittedViewers = new WeakMap<FastifyRequest, Viewer>();

/** Whom a guard admits: what the API document states of each route (plugins/docs-operation.ts). */
export type Access = 'signedIn' | 'verified' | 'admin' | 'superAdmin';
const accessOfGuard = new WeakMap<object, Access>();

/** The guards among a route's preValidation hooks, as the document reads them. */
export function guardsOf(hooks: unknown): Access[] {
  const list: unknown[] = Array.isArray(hooks) ? hooks : [hooks];
  return list.flatMap((hook) => {
    const access = typeof hook === 'function' ? accessOfGuard.get(hook) : undefined;
    return access ? [access] : [];
  });
}

/** The caller a guard admitted to this route. */
export function admitted(request: FastifyRequest): Viewer {
  const viewer = admittedViewers.get(request);
  if (!viewer) throw new Error(`${request.routeOptions.url} reads the viewer but has no guard`);
  return viewer;
}

export function createGuards(app: AppInstance) {
  async function signedIn(request: FastifyRequest, messages: GuardMessages) {
    const viewer = await viewerOf(app, request);
    if (!viewer) throw unauthorized(messages.signIn ?? MSG.signInRequired);
    return viewer;
  }
  const guard = (access: Access, check: (request: FastifyRequest) => Promise<Viewer> | Viewer) => {
    const hook = async (request: FastifyRequest) => {
      admittedViewers.set(request, await check(request));
    };
    accessOfGuard.set(hook, access);
    return hook;
  };

  return {
    signedIn: (messages: GuardMessages = {}) => guard('signedIn', (req) => signedIn(req, messages)),
    verified: (messages: Required<GuardMessages>) =>
      guard('verified', async (req) => {
        const viewer = await signedIn(req, messages);
        if (!viewer.emailVerified) throw forbidden(messages.verify, 'email_unverified');
        return viewer;
      }),
    admin: () =>
      guard('admin', async (req) => {
        const viewer = await signedIn(req, {});
        if (!isAdmin(viewer)) throw forbidden(MSG.adminRequired);
        return viewer;
      }),
    superAdmin: () =>
      guard('superAdmin', async (req) => {
        const viewer = await signedIn(req, {});
        if (!isSuperAdmin(viewer)) throw forbidden(MSG.superAdminRequired, 'super_admin_only');
        return viewer;
      }),
  };
}

export type Guards = ReturnType<typeof createGuards>;
