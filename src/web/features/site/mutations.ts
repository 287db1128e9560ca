import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdvisorWrite } from '@shared/schemas/advisors';
import type { ScreenPart } from '@web/lib/mutations';
import { refresh } from '@web/lib/query-keys';
import { deleteAdvisor, moveAdvisor, saveAdvisor, saveSetting } from './api';
import { siteKeys } from './keys';

/** A setting saved: the home page and header read the public settings, and change at once. */
export function useSaveSetting(key: string, screen: ScreenPart<unknown, string>) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn: (value: string) => saveSetting(key, value),
    meta: { errorTitle: 'Error', errorFallback: 'Failed to save setting' },
    onSuccess: async (...done) => {
      await screen.onSuccess?.(...done);
      void refresh(client, siteKeys.adminSettings, siteKeys.settings);
    },
  });
}

// The advisors, as the admin's tab lists them and as the public page shows the active ones.

function useAdvisorsChange<TVariables>(
  mutationFn: (variables: TVariables) => Promise<unknown>,
  meta: { errorFallback?: string },
  screen: ScreenPart<unknown, TVariables>,
) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn,
    meta: { errorTitle: 'Error', ...meta },
    onSuccess: async (...done) => {
      await screen.onSuccess?.(...done);
      void refresh(client, siteKeys.adminAdvisors, siteKeys.advisors);
    },
  });
}

export const useSaveAdvisor = (id: string | null, screen: ScreenPart<unknown, TAdvisorWrite>) =>
  useAdvisorsChange(
    (body: TAdvisorWrite) => saveAdvisor(id, body),
    { errorFallback: id ? 'Failed to update advisor' : 'Failed to add advisor' },
    screen,
  );

export const useMoveAdvisor = () =>
  useAdvisorsChange(
    ({ id, direction }: { id: string; direction: 'up' | 'down' }) => moveAdvisor(id, direction),
    {},
    {},
  );

export const useDeleteAdvisor = (screen: ScreenPart<unknown, string>) =>
  useAdvisorsChange(deleteAdvisor, {}, screen);
