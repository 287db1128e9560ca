import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TInvitation } from '@shared/schemas/me';
import type { ScreenPart } from '@web/lib/mutations';
import { refresh, rootKeys } from '@web/lib/query-keys';
import { changeInvitation, INVITERS, type Inviter } from './api';

/** A member's invitation, or an admin's: each goes to the list its inviter sees. */
export function useCreateInvitation(
  inviter: Inviter,
  screen: ScreenPart<TInvitation, { email: string }>,
) {
  const client = useQueryClient();
  const { create, listKey } = INVITERS[inviter];
  return useMutation({
    ...screen,
    mutationFn: create,
    meta: { errorTitle: 'Error sending invitation' },
    onSuccess: async (...done) => {
      void refresh(client, listKey);
      await screen.onSuccess?.(...done);
    },
  });
}

type Change = 'revoke' | 'renew';

export function useChangeInvitation(id: string, screen: ScreenPart<unknown, Change>) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn: (change: Change) => changeInvitation(id, change),
    meta: { errorTitle: 'Error' },
    onSuccess: async (...done) => {
      void refresh(client, rootKeys.admin);
      await screen.onSuccess?.(...done);
    },
  });
}
