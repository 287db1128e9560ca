import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TVerificationRevoke } from '@shared/schemas/verification';
import { noErrorToast, type ScreenPart } from '@web/lib/mutations';
import { refresh, rootKeys } from '@web/lib/query-keys';
import {
  confirmMilCode,
  finishOidc,
  liftRevocation,
  removeVerification,
  revokeVerification,
  sendMilCode,
  startOidc,
} from './api';
import { verificationKeys } from './keys';

// A verification won or lost changes the badge on the member's reviews.

export function useSendMilCode(screen: ScreenPart<unknown, Parameters<typeof sendMilCode>[0]>) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn: sendMilCode,
    meta: { errorTitle: 'Error sending code' },
    onSuccess: async (...done) => {
      await screen.onSuccess?.(...done);
      void refresh(client, verificationKeys.mine);
    },
  });
}

export function useConfirmMilCode(
  screen: ScreenPart<unknown, Parameters<typeof confirmMilCode>[0]>,
) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn: confirmMilCode,
    meta: { errorTitle: 'Error verifying code' },
    onSuccess: async (...done) => {
      await screen.onSuccess?.(...done);
      void refresh(client, verificationKeys.mine, rootKeys.reviews);
    },
    onError: async (...failed) => {
      await screen.onError?.(...failed);
      // Tries left, or the code gone: the status below the field follows.
      void refresh(client, verificationKeys.mine);
    },
  });
}

export function useFinishOidc() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: finishOidc,
    // The callback page tells what went wrong in its own words.
    meta: noErrorToast,
    onSuccess: () => {
      void refresh(client, verificationKeys.mine, rootKeys.reviews);
    },
  });
}

export const useStartOidc = () =>
  useMutation({
    mutationFn: startOidc,
    // The page leaves for the provider; the button stays busy until it has.
    onSuccess: ({ url }) => window.location.assign(url),
    meta: { errorTitle: 'Error starting verification' },
  });

export function useRemoveVerification(screen: ScreenPart) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn: removeVerification,
    meta: { errorTitle: 'Error removing verification' },
    onSuccess: async (...done) => {
      await screen.onSuccess?.(...done);
      void refresh(client, verificationKeys.mine, rootKeys.reviews);
    },
  });
}

export function useRevokeVerification(
  userId: string,
  screen: ScreenPart<unknown, TVerificationRevoke>,
) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn: (body: TVerificationRevoke) => revokeVerification(userId, body),
    meta: { errorTitle: 'Error revoking verification' },
    onSuccess: async (...done) => {
      await screen.onSuccess?.(...done);
      void refresh(client, rootKeys.admin, rootKeys.reviews, rootKeys.products);
    },
  });
}

export function useLiftRevocation(userId: string, screen: ScreenPart) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn: () => liftRevocation(userId),
    meta: { errorTitle: 'Error lifting revocation' },
    onSuccess: async (...done) => {
      await screen.onSuccess?.(...done);
      void refresh(client, rootKeys.admin);
    },
  });
}
