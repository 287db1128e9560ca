import { queryOptions } from '@tanstack/react-query';
import type { TAdvisor, TPublicConfig } from '@shared/schemas/site';
import type { TAdminSetting } from '@shared/schemas/site-settings';
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

// The admin's Site Settings tab (SPEC §2 Admin).
export const adminSettingsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'settings'],
    queryFn: async ({ signal }) =>
      (await api<{ items: TAdminSetting[] }>('/api/admin/settings', { signal })).items,
  });

export const saveSetting = (key: string, value: string) =>
  api<TAdminSetting>(`/api/admin/settings/${key}`, { method: 'PUT', json: { value } });
