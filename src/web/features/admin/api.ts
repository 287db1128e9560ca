import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TAuditQuery } from '@shared/schemas/audit';
import { api } from '@web/lib/api';
import { adminKeys } from './keys';

export const adminStatsQuery = () =>
  queryOptions({
    queryKey: adminKeys.stats,
    queryFn: ({ signal }) => api('GET /api/admin/stats', { signal }),
  });

export const moderationParityQuery = () =>
  queryOptions({
    queryKey: adminKeys.parity,
    queryFn: ({ signal }) => api('GET /api/admin/moderation-parity', { signal }),
  });

export const auditLogQuery = (q: TAuditQuery) =>
  queryOptions({
    queryKey: adminKeys.auditPage(q),
    queryFn: ({ signal }) => api('GET /api/admin/audit-log', { query: { ...q }, signal }),
    placeholderData: keepPreviousData,
  });
