import type { TAuditQuery } from '@shared/schemas/audit';
import { rootKeys } from '@web/lib/query-keys';

const auditLog = [...rootKeys.admin, 'audit-log'] as const;

export const adminKeys = {
  stats: [...rootKeys.admin, 'stats'] as const,
  parity: [...rootKeys.admin, 'moderation-parity'] as const,
  auditLog,
  auditPage: (q: TAuditQuery) => [...auditLog, q] as const,
};
