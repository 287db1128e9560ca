import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChangePasswordForm, TGoogleSignUpRequest } from '@shared/schemas/accounts';
import type { TViewer } from '@shared/schemas/me';
import { validateInvitation } from '@web/features/invitations';
import { ApiError } from '@web/lib/api';
import type { ScreenPart } from '@web/lib/mutations';
import { refresh } from '@web/lib/query-keys';
import { viewerQuery } from '@web/lib/viewer';
import {
  changePassword,
  completeSetup,
  deleteAccount,
  disableTwoFactor,
  downloadMyData,
  enableTwoFactor,
  recordAgreements,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signIn,
  signUp,
  startGoogle,
  updateProfile,
  verifyBackupCode,
  verifyTotp,
} from './api';
import { accountKeys } from './keys';

// A member's changes to their own account, and the sign-in, sign-up and recovery flows. What a
// sign-in or sign-out does to the cached answers is the screen's (useSessionChanged).

type Vars<F extends (...args: never[]) => unknown> = Parameters<F>[0];
type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

export const useSignIn = (screen: ScreenPart<Answer<typeof signIn>, Vars<typeof signIn>>) =>
  useMutation({ ...screen, mutationFn: signIn, meta: { errorTitle: 'Error signing in' } });

/** The code of an authenticator app or a backup code, the second step of a sign-in. */
export const useSecondFactor = (
  screen: ScreenPart<unknown, { code: string; backup: boolean; trustDevice: boolean }>,
) =>
  useMutation({
    ...screen,
    mutationFn: ({ code, backup, trustDevice }) =>
      backup ? verifyBackupCode(code) : verifyTotp(code, trustDevice),
    meta: { errorTitle: 'Error signing in' },
  });

/** Off to Google; a sign-up's details are read (and checked) as the request starts. */
export const useStartGoogle = (signUpDetails?: () => TGoogleSignUpRequest) =>
  useMutation({
    mutationFn: () => startGoogle(signUpDetails?.()),
    meta: { errorTitle: 'Error signing in with Google' },
  });

export const useCheckInvitation = (screen: ScreenPart<Answer<typeof validateInvitation>, string>) =>
  useMutation({
    ...screen,
    mutationFn: validateInvitation,
    meta: {
      errorToast: (err) => ({
        title: 'Error validating invitation code',
        description: err instanceof ApiError && err.status === 429 ? err.message : undefined,
      }),
    },
  });

export const useSignUp = (screen: ScreenPart<unknown, Vars<typeof signUp>>) =>
  useMutation({ ...screen, mutationFn: signUp, meta: { errorTitle: 'Error creating account' } });

export const useRequestPasswordReset = (screen: ScreenPart<unknown, string>) =>
  useMutation({
    ...screen,
    mutationFn: requestPasswordReset,
    meta: { errorTitle: 'Error sending reset email' },
  });

export const useResetPassword = (token: string, screen: ScreenPart<unknown, string>) =>
  useMutation({
    ...screen,
    mutationFn: (newPassword: string) => resetPassword(token, newPassword),
    meta: { errorTitle: 'Error updating password' },
  });

/** The first super admin (SPEC §2 Setup). */
export const useCompleteSetup = (screen: ScreenPart<unknown, Vars<typeof completeSetup>>) =>
  useMutation({
    ...screen,
    mutationFn: completeSetup,
    meta: { errorTitle: 'Error creating account' },
  });

export const useChangePassword = (screen: ScreenPart<unknown, TChangePasswordForm>) =>
  useMutation({
    ...screen,
    mutationFn: (v: TChangePasswordForm) => changePassword(v.currentPassword, v.newPassword),
    meta: { errorTitle: 'Error updating password' },
  });

export function useUpdateProfile(screen: ScreenPart<TViewer, Vars<typeof updateProfile>>) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn: updateProfile,
    meta: { errorTitle: 'Error updating username' },
    onSuccess: async (...done) => {
      client.setQueryData(viewerQuery().queryKey, done[0]);
      await screen.onSuccess?.(...done);
    },
  });
}

export const useEnableTwoFactor = () =>
  useMutation({
    mutationFn: enableTwoFactor,
    meta: { errorTitle: 'Error enabling two-factor authentication' },
  });

/** Two-factor turned on or off: the viewer's own answer says which. */
function useTwoFactorChange(
  mutationFn: (input: string) => Promise<unknown>,
  errorTitle: string,
  screen: ScreenPart<unknown, string>,
) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn,
    meta: { errorTitle },
    onSuccess: async (...done) => {
      void client.invalidateQueries({ queryKey: viewerQuery().queryKey, exact: true });
      await screen.onSuccess?.(...done);
    },
  });
}

/** The first code of the authenticator app, which turns two-factor on. */
export const useConfirmTwoFactor = (screen: ScreenPart<unknown, string>) =>
  useTwoFactorChange(
    (code) => verifyTotp(code, false),
    'Error enabling two-factor authentication',
    screen,
  );

export const useDisableTwoFactor = (screen: ScreenPart<unknown, string>) =>
  useTwoFactorChange(disableTwoFactor, 'Error disabling two-factor authentication', screen);

export function useRecordAgreements(documentIds: string[], screen: ScreenPart) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn: () => recordAgreements(documentIds),
    meta: { errorTitle: 'Error', errorFallback: 'Failed to record agreement' },
    onSuccess: async (...done) => {
      await screen.onSuccess?.(...done);
      await refresh(client, accountKeys.agreements);
    },
    onError: async (...failed) => {
      await screen.onError?.(...failed);
      // A document may have been replaced meanwhile: ask again which ones are missing.
      await refresh(client, accountKeys.agreements);
    },
  });
}

export const useDownloadMyData = () =>
  useMutation({ mutationFn: downloadMyData, meta: { errorTitle: 'Error downloading your data' } });

export const useDeleteAccount = (
  screen: ScreenPart<Answer<typeof deleteAccount>, Vars<typeof deleteAccount>>,
) =>
  useMutation({
    ...screen,
    mutationFn: deleteAccount,
    meta: { errorTitle: 'Error deleting account' },
  });

export const useResendVerification = (email: string, screen: ScreenPart) =>
  useMutation({
    ...screen,
    mutationFn: () => resendVerification(email),
    meta: { errorTitle: 'Error sending email' },
  });
