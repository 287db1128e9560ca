import { hashKey, queryOptions, useQueryClient } from '@tanstack/react-query';
import { RESET_PASSWORD_PAGE, VERIFIED_CALLBACK } from '@shared/auth-paths';
import type {
  TSignInRequest,
  TSignUpRequest,
  TGoogleSignUpRequest,
  TUpdateProfileRequest,
} from '@shared/schemas/accounts';
import type { TDeleteAccountRequest } from '@shared/schemas/account-deletion';
import { api, betterAuth } from '@web/lib/api';
import { viewerQuery } from '@web/lib/viewer';
import { keepFor } from '@web/lib/offline/worker-link';
import { paths } from '@web/lib/paths';
import { accountKeys } from './keys';

// The browser's side of accounts: what a sign-in or sign-out does to the cached answers (who
// is signed in is lib/viewer.ts) and the Better Auth endpoints the forms call. Plain fetches:
// the flows are Better Auth's, on the server.

/** After sign-in or sign-out every cached answer may differ: refetch all of it. */
export function useSessionChanged() {
  const client = useQueryClient();
  return async (viewerNow?: null) => {
    if (viewerNow === null) {
      // Before the sign-out is told done: the pages this device kept for them go first.
      await keepFor(null);
      // "Signed out" first, so member-only screens unmount before their answers are dropped;
      // dropped the other way round, a screen still mounted would ask again and get a 401.
      client.setQueryData(viewerQuery().queryKey, null);
      client.removeQueries({
        predicate: (q) => hashKey(q.queryKey) !== hashKey(viewerQuery().queryKey),
      });
      client.getMutationCache().clear();
      return;
    }
    await client.invalidateQueries();
  };
}

export type SignInResult = { twoFactorRedirect?: boolean };

export const signIn = (body: TSignInRequest) =>
  betterAuth<SignInResult>('/api/auth/sign-in/email', { ...body, rememberMe: true });
export const signUp = (body: TSignUpRequest) => betterAuth('/api/auth/sign-up/email', body);
export const signOut = () => betterAuth('/api/auth/sign-out', {});
export const requestPasswordReset = (email: string) =>
  betterAuth('/api/auth/request-password-reset', {
    email,
    redirectTo: RESET_PASSWORD_PAGE,
  });
export const resetPassword = (token: string, newPassword: string) =>
  betterAuth('/api/auth/reset-password', { token, newPassword });
export const changePassword = (currentPassword: string, newPassword: string) =>
  betterAuth('/api/auth/change-password', { currentPassword, newPassword });
export const resendVerification = (email: string) =>
  betterAuth('/api/auth/send-verification-email', { email, callbackURL: VERIFIED_CALLBACK });

export const verifyTotp = (code: string, trustDevice: boolean) =>
  betterAuth('/api/auth/two-factor/verify-totp', { code, trustDevice });
export const verifyBackupCode = (code: string) =>
  betterAuth('/api/auth/two-factor/verify-backup-code', { code });
export const enableTwoFactor = (password: string) =>
  betterAuth<{ totpURI: string; backupCodes: string[] }>('/api/auth/two-factor/enable', {
    password,
  });
export const disableTwoFactor = (password: string) =>
  betterAuth('/api/auth/two-factor/disable', { password });

/** Where a new Google member lands: the site root, which greets them (SPEC §2, §8). */
export const WELCOME_PATH = `${paths.home}?welcome=1`;

/**
 * Google through Better Auth: it answers with Google's authorization URL and the browser goes
 * there. A sign-up carries the invitation code, branch and terms through the round trip.
 */
export async function startGoogle(signUpDetails?: TGoogleSignUpRequest) {
  const { url } = await betterAuth<{ url: string }>('/api/auth/sign-in/social', {
    provider: 'google',
    callbackURL: paths.home,
    errorCallbackURL: paths.auth,
    ...(signUpDetails
      ? { requestSignUp: true, additionalData: signUpDetails, newUserCallbackURL: WELCOME_PATH }
      : {}),
  });
  window.location.assign(url);
}

export const updateProfile = (body: TUpdateProfileRequest) => api('PATCH /api/me', { json: body });

export const deleteAccount = (body: TDeleteAccountRequest) => api('DELETE /api/me', { json: body });

/** Everything the site holds about the member, saved by the browser as one JSON file. */
export async function downloadMyData() {
  const data = await api('GET /api/me/export');
  const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = `battle-ready-data-${new Date().toISOString().slice(0, 10)}.json`;
  link.click();
  // The click has handed the file to the browser's download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

export const agreementsQuery = () =>
  queryOptions({
    queryKey: accountKeys.agreements,
    queryFn: ({ signal }) => api('GET /api/me/agreements', { signal }),
  });
export const recordAgreements = (documentIds: string[]) =>
  api('POST /api/me/agreements', { json: { documentIds } });

export const setupStatus = (token: string) => api('GET /api/setup/:token', { params: { token } });
export const completeSetup = (body: unknown) => api('POST /api/setup', { json: body });
