import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TAdminStats } from '@shared/schemas/admin';
import type { TAuditPage, TAuditQuery } from '@shared/schemas/audit';
import { api, withQuery } from '@web/lib/api';
import { adminKeys } from './keys';

export const adminStatsQuery = () =>
  queryOptions({
    queryKey: adminKeys.stats,
    queryFn: ({ signal }) => api<TAdminStats>('/api/admin/stats', { signal }),
  });

export const auditLogQuery = (q: TAuditQuery) =>
  queryOptions({
    queryKey: adminKeys.auditPage(q),
    queryFn: ({ signal }) =>
      api<TAuditPage>(withQuery('/api/admin/audit-log', { ...q }), { signal }),
    placeholderData: keepPreviousData,
  });
