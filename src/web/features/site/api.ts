import { queryOptions } from '@tanstack/react-query';
import type { TAdvisor, TPublicConfig } from '@shared/schemas/site';
import type { TAdminSetting } from '@shared/schemas/site-settings';
import type { TAdminAdvisor, TAdvisorWrite } from '@shared/schemas/advisors';
import { api } from '@web/lib/api';
import { siteKeys } from './keys';

export const settingsQuery = () =>
  queryOptions({
    queryKey: siteKeys.publicSettings,
    queryFn: ({ signal }) => api<TPublicConfig>('/api/settings/public', { signal }),
  });

export const advisorsQuery = () =>
  queryOptions({
    queryKey: siteKeys.advisors,
    queryFn: async ({ signal }) =>
      (await api<{ items: TAdvisor[] }>('/api/advisors', { signal })).items,
  });

// The admin's Site Settings tab (SPEC §2 Admin).
export const adminSettingsQuery = () =>
  queryOptions({
    queryKey: siteKeys.adminSettings,
    queryFn: async ({ signal }) =>
      (await api<{ items: TAdminSetting[] }>('/api/admin/settings', { signal })).items,
  });

export const saveSetting = (key: string, value: string) =>
  api<TAdminSetting>(`/api/admin/settings/${key}`, { method: 'PUT', json: { value } });

// The admin's Advisors tab.
export const adminAdvisorsQuery = () =>
  queryOptions({
    queryKey: siteKeys.adminAdvisors,
    queryFn: async ({ signal }) =>
      (await api<{ items: TAdminAdvisor[] }>('/api/admin/advisors', { signal })).items,
  });

export const saveAdvisor = (id: string | null, body: TAdvisorWrite) =>
  id
    ? api<TAdminAdvisor>(`/api/admin/advisors/${id}`, { method: 'PATCH', json: body })
    : api<TAdminAdvisor>('/api/admin/advisors', { method: 'POST', json: body });

export const deleteAdvisor = (id: string) => api(`/api/admin/advisors/${id}`, { method: 'DELETE' });

export const moveAdvisor = (id: string, direction: 'up' | 'down') =>
  api(`/api/admin/advisors/${id}/move`, { method: 'POST', json: { direction } });
