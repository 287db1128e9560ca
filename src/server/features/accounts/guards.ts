import { MSG } from '@shared/schemas/accounts';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types';
import { AppError } from '../../lib/errors';
import { isAdmin, isSuperAdmin, viewerOf, type Viewer } from './viewer';

// The four guards every route uses (SPEC §6). Each returns the viewer it admitted, so a handler
// states who may call it and gets the caller in one line:
//   const viewer = await guards.verified(req, { signIn: '…', verify: '…' });

export interface GuardMessages {
  /** 401 for a visitor. */
  signIn?: string;
  /** 403 for a signed-in user whose email is unconfirmed. */
  verify?: string;
}

const unauthorized = (message: string) => new AppError(401, 'unauthorized', message);
const forbidden = (code: string, message: string) => new AppError(403, code, message);

export function createGuards(app: AppInstance) {
  async function signedIn(request: FastifyRequest, messages: GuardMessages = {}): Promise<Viewer> {
    const viewer = await viewerOf(app, request);
    if (!viewer) throw unauthorized(messages.signIn ?? MSG.signInRequired);
    return viewer;
  }
  return {
    signedIn,
    async verified(request: FastifyRequest, messages: Required<GuardMessages>) {
      const viewer = await signedIn(request, messages);
      if (!viewer.emailVerified) throw forbidden('email_unverified', messages.verify);
      return viewer;
    },
    async admin(request: FastifyRequest) {
      const viewer = await signedIn(request);
      if (!isAdmin(viewer)) throw forbidden('forbidden', MSG.adminRequired);
      return viewer;
    },
    async superAdmin(request: FastifyRequest) {
      const viewer = await signedIn(request);
      if (!isSuperAdmin(viewer)) throw forbidden('forbidden', MSG.superAdminRequired);
      return viewer;
    },
  };
}

export type Guards = ReturnType<typeof createGuards>;
