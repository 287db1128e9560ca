import { rootKeys } from '@web/lib/query-keys';

const all = ['legal'] as const;

export const legalKeys = {
  all,
  document: (type: string) => [...all, type] as const,
  admin: [...rootKeys.admin, 'legal-documents'] as const,
};
