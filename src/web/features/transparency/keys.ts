import { rootKeys } from '@web/lib/query-keys';

export const transparencyKeys = {
  page: ['transparency'] as const,
  policyVersions: [...rootKeys.admin, 'moderation-policy'] as const,
};
