import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPolicyVersion, TPolicyWrite } from '@shared/schemas/transparency';
import type { ScreenPart } from '@web/lib/mutations';
import { refresh, rootKeys } from '@web/lib/query-keys';
import { publishPolicy } from './api';
import { transparencyKeys } from './keys';

export function usePublishPolicy(screen: ScreenPart<TPolicyVersion, TPolicyWrite>) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn: publishPolicy,
    meta: { errorTitle: 'Policy not published' },
    onSuccess: async (...done) => {
      await screen.onSuccess?.(...done);
      void refresh(client, rootKeys.admin, transparencyKeys.page);
    },
  });
}
