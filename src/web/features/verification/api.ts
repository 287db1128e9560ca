import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  TMilConfirm,
  TMilStart,
  TOidcFinish,
  TVerificationRevoke,
  TVerificationStatus,
  ZOidcStarted,
  ZVerificationResult,
} from '@shared/schemas/verification';
import { api } from '@web/lib/api';
import { verificationKeys } from './keys';

type Result = z.infer<typeof ZVerificationResult>;

/** The member's verification, the ways this site offers, and a `.mil` code waiting. */
export const verificationQuery = () =>
  queryOptions({
    queryKey: verificationKeys.mine,
    queryFn: ({ signal }) => api<TVerificationStatus>('/api/me/verification', { signal }),
  });

/** Where to send the browser to sign in at the identity provider. */
export const startOidc = () =>
  api<z.infer<typeof ZOidcStarted>>('/api/me/verification/oidc/start', {
    method: 'POST',
    json: {},
  });

/** What the provider sent the browser back with, checked and turned into a verification. */
export const finishOidc = (body: TOidcFinish) =>
  api<Result>('/api/me/verification/oidc/finish', { method: 'POST', json: body });

export const sendMilCode = (body: TMilStart) =>
  api('/api/me/verification/mil/start', { method: 'POST', json: body });

export const confirmMilCode = (body: TMilConfirm) =>
  api<Result>('/api/me/verification/mil/confirm', { method: 'POST', json: body });

export const removeVerification = () => api('/api/me/verification', { method: 'DELETE' });

export const revokeVerification = (userId: string, body: TVerificationRevoke) =>
  api(`/api/admin/users/${encodeURIComponent(userId)}/verification/revoke`, {
    method: 'POST',
    json: body,
  });

export const liftRevocation = (userId: string) =>
  api(`/api/admin/users/${encodeURIComponent(userId)}/verification/lift`, {
    method: 'POST',
    json: {},
  });
