import { queryOptions } from '@tanstack/react-query';
import type { TAdvisor, TPublicConfig } from '@shared/schemas/site';
import { api } from '@web/lib/api';

export const settingsQuery = () =>
  queryOptions({
    queryKey: ['settings', 'public'],
    queryFn: ({ signal }) => api<TPublicConfig>('/api/settings/public', { signal }),
  });

export const advisorsQuery = () =>
  queryOptions({
    queryKey: ['advisors'],
    queryFn: async ({ signal }) =>
      (await api<{ items: TAdvisor[] }>('/api/advisors', { signal })).items,
  });
