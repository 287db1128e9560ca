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
import type { IdentityHasher } from './identity-hash';
import { confirmMilCode, startMilCode, type MilCodeDeps } from './mil-code';
import type { OidcVerifier } from './oidc-client';
import { finishOidcFlow, startOidcFlow } from './oidc-flow';
import { removeOwnVerification, verificationStatus, type OnVerifiedChange } from './service';

/** Like every member's write, verifying asks for a confirmed e-mail first. */
const WRITE_GUARD = { signIn: VERIFICATION_MSG.signIn, verify: VERIFICATION_MSG.confirmEmail };

/**
 * Who may call: a signed-in member reads their own verification; verifying (either way) and
 * removing it need a confirmed e-mail (403 otherwise), and act on the caller's own alone.
 * The provider's routes answer 404 when no provider is configured.
 */
export async function verificationRoutes(
  app: AppInstance,
  {
    verifier,
    milDeps,
    identities,
    onVerifiedChange,
  }: {
    verifier: OidcVerifier | null;
    milDeps: MilCodeDeps;
    identities: IdentityHasher;
    onVerifiedChange: OnVerifiedChange;
  },
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
      schema: {
        operationId: 'getMyVerification',
        summary: 'Read your military verification',
        tags: ['verification'],
        response: { 200: ZVerificationStatus },
      },
    },
    (req) => verificationStatus(app.db, admitted(req).id, verifier?.settings.name ?? null),
  );

  app.delete(
    '/api/me/verification',
    {
      preValidation: verified,
      schema: {
        operationId: 'removeMyVerification',
        summary: 'Remove your military verification',
        tags: ['verification'],
        response: { 200: ZOk },
      },
    },
    async (req) => {
      await removeOwnVerification(app.db, admitted(req).id, onVerifiedChange);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/me/verification/oidc/start',
    {
      preValidation: verified,
      schema: {
        operationId: 'startOidcVerification',
        summary: 'Start verifying with the identity provider',
        tags: ['verification'],
        errors: {
          404: 'No identity provider is configured.',
          429: 'Too many verifications started by you or from your network; `Retry-After` says when to try again.',
        },
        response: { 200: ZOidcStarted },
      },
    },
    (req) =>
      startOidcFlow(app.db, provider(), { userId: admitted(req).id, network: networkOf(req) }),
  );

  app.post(
    '/api/me/verification/oidc/finish',
    {
      preValidation: verified,
      schema: {
        operationId: 'finishOidcVerification',
        summary: "Finish verifying with the identity provider's answer",
        tags: ['verification'],
        errors: {
          400: 'The provider refused or was cancelled, its answer could not be checked, the attempt is unknown or has expired, or it names no military status.',
          403: 'Another member started this attempt, or a moderator revoked a verification made with this provider account.',
          404: 'No identity provider is configured.',
          409: 'This provider account verifies another account.',
        },
        body: ZOidcFinish,
        response: { 200: ZVerificationResult },
      },
    },
    async (req) => ({
      verification: await finishOidcFlow(
        app.db,
        provider(),
        identities,
        onVerifiedChange,
        admitted(req).id,
        req.body,
      ),
    }),
  );

  app.post(
    '/api/me/verification/mil/start',
    {
      preValidation: verified,
      schema: {
        operationId: 'startMilVerification',
        summary: 'Send a code to your .mil email address',
        tags: ['verification'],
        errors: {
          429: 'Too many codes sent to you or from your network; `Retry-After` says when to try again.',
        },
        body: ZMilStart,
        response: { 200: ZOk },
      },
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
      schema: {
        operationId: 'confirmMilVerification',
        summary: 'Confirm the code sent to your .mil address',
        tags: ['verification'],
        errors: {
          400: 'No code was sent, it has expired, or it is wrong.',
          403: 'A moderator revoked a verification made with this address.',
          409: 'This address verifies another account.',
          429: 'Too many wrong codes: ask for a new one.',
        },
        body: ZMilConfirm,
        response: { 200: ZVerificationResult },
      },
    },
    async (req) => ({
      verification: await confirmMilCode(milDeps, admitted(req).id, req.body.code),
    }),
  );
}
