import { ZOk } from '@shared/schemas/common';
import {
  VERIFICATION_MSG,
  ZMilConfirm,
  ZMilStart,
  ZOidcFinish,
  ZOidcStarted,
  ZVerificationResult,
  ZVerificationStatus,
} from '@shared/schemas/verification';
import type { AppInstance } from '../../app-types';
import { networkOf } from '../../lib/client-network';
import { notFound } from '../../lib/errors';
import { admitted } from '../../plugins/guards';
import { confirmMilCode, startMilCode, type MilCodeDeps } from './mil-code';
import type { OidcVerifier } from './oidc-client';
import { finishOidcFlow, startOidcFlow } from './oidc-flow';
import { removeOwnVerification, verificationStatus } from './service';

/** Like every member's write, verifying asks for a confirmed e-mail first. */
const WRITE_GUARD = { signIn: VERIFICATION_MSG.signIn, verify: VERIFICATION_MSG.confirmEmail };

/**
 * Who may call: a signed-in member reads their own verification; verifying (either way) and
 * removing it need a confirmed e-mail (403 otherwise), and act on the caller's own alone.
 * The provider's routes answer 404 when no provider is configured.
 */
export async function verificationRoutes(
  app: AppInstance,
  { verifier, milDeps }: { verifier: OidcVerifier | null; milDeps: MilCodeDeps },
) {
  const verified = app.guards.verified(WRITE_GUARD);
  const provider = () => {
    if (!verifier) throw notFound(VERIFICATION_MSG.oidcUnavailable);
    return verifier;
  };

  app.get(
    '/api/me/verification',
    {
      preValidation: app.guards.signedIn({ signIn: WRITE_GUARD.signIn }),
      schema: { tags: ['verification'], response: { 200: ZVerificationStatus } },
    },
    (req) => verificationStatus(app.db, admitted(req).id, verifier?.settings.name ?? null),
  );

  app.delete(
    '/api/me/verification',
    {
      preValidation: verified,
      schema: { tags: ['verification'], response: { 200: ZOk } },
    },
    async (req) => {
      await removeOwnVerification(app.db, admitted(req).id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/me/verification/oidc/start',
    {
      preValidation: verified,
      schema: { tags: ['verification'], response: { 200: ZOidcStarted } },
    },
    (req) => startOidcFlow(app.db, provider(), admitted(req).id),
  );

  app.post(
    '/api/me/verification/oidc/finish',
    {
      preValidation: verified,
      schema: {
        tags: ['verification'],
        body: ZOidcFinish,
        response: { 200: ZVerificationResult },
      },
    },
    async (req) => ({
      verification: await finishOidcFlow(app.db, provider(), admitted(req).id, req.body),
    }),
  );

  app.post(
    '/api/me/verification/mil/start',
    {
      preValidation: verified,
      schema: { tags: ['verification'], body: ZMilStart, response: { 200: ZOk } },
    },
    async (req) => {
      const member = { userId: admitted(req).id, network: networkOf(req) };
      await startMilCode(milDeps, member, req.body.email);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/me/verification/mil/confirm',
    {
      preValidation: verified,
      schema: { tags: ['verification'], body: ZMilConfirm, response: { 200: ZVerificationResult } },
    },
    async (req) => ({
      verification: await confirmMilCode(milDeps, admitted(req).id, req.body.code),
    }),
  );
}
