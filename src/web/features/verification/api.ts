import { queryOptions } from '@tanstack/react-query';
import type {
  TMilConfirm,
  TMilStart,
  TOidcFinish,
  TVerificationRevoke,
} from '@shared/schemas/verification';
import { api } from '@web/lib/api';
import { verificationKeys } from './keys';

/** The member's verification, the ways this site offers, and a `.mil` code waiting. */
export const verificationQuery = () =>
  queryOptions({
    queryKey: verificationKeys.mine,
    queryFn: ({ signal }) => api('GET /api/me/verification', { signal }),
  });

/** Where to send the browser to sign in at the identity provider. */
export const startOidc = () => api('POST /api/me/verification/oidc/start', { json: {} });

/** What the provider sent the browser back with, checked and turned into a verification. */
export const finishOidc = (body: TOidcFinish) =>
  api('POST /api/me/verification/oidc/finish', { json: body });

export const sendMilCode = (body: TMilStart) =>
  api('POST /api/me/verification/mil/start', { json: body });

export const confirmMilCode = (body: TMilConfirm) =>
  api('POST /api/me/verification/mil/confirm', { json: body });

export const removeVerification = () => api('DELETE /api/me/verification');

export const revokeVerification = (userId: string, body: TVerificationRevoke) =>
  api('POST /api/admin/users/:id/verification/revoke', { params: { id: userId }, json: body });

export const liftRevocation = (userId: string) =>
  api('POST /api/admin/users/:id/verification/lift', { params: { id: userId }, json: {} });
