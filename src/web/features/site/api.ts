import { queryOptions } from '@tanstack/react-query';
import type { TAdvisorWrite } from '@shared/schemas/advisors';
import { api } from '@web/lib/api';
import { siteKeys } from './keys';

export const settingsQuery = () =>
  queryOptions({
    queryKey: siteKeys.publicSettings,
    queryFn: ({ signal }) => api('GET /api/settings/public', { signal }),
  });

export const advisorsQuery = () =>
  queryOptions({
    queryKey: siteKeys.advisors,
    queryFn: async ({ signal }) => (await api('GET /api/advisors', { signal })).items,
  });

// The admin's Site Settings tab (SPEC §2 Admin).
export const adminSettingsQuery = () =>
  queryOptions({
    queryKey: siteKeys.adminSettings,
    queryFn: async ({ signal }) => (await api('GET /api/admin/settings', { signal })).items,
  });

export const saveSetting = (key: string, value: string) =>
  api('PUT /api/admin/settings/:key', { params: { key }, json: { value } });

// The admin's Advisors tab.
export const adminAdvisorsQuery = () =>
  queryOptions({
    queryKey: siteKeys.adminAdvisors,
    queryFn: async ({ signal }) => (await api('GET /api/admin/advisors', { signal })).items,
  });

export const saveAdvisor = (id: string | null, body: TAdvisorWrite) =>
  id
    ? api('PATCH /api/admin/advisors/:id', { params: { id }, json: body })
    : api('POST /api/admin/advisors', { json: body });

export const deleteAdvisor = (id: string) =>
  api('DELETE /api/admin/advisors/:id', { params: { id } });

export const moveAdvisor = (id: string, direction: 'up' | 'down') =>
  api('POST /api/admin/advisors/:id/move', { params: { id }, json: { direction } });
