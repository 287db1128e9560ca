import { queryOptions } from '@tanstack/react-query';
import type { TSubmission } from '@shared/schemas/me';
import { api } from '@web/lib/api';

export const mySubmissionsQuery = () =>
  queryOptions({
    queryKey: ['viewer', 'submissions'],
    queryFn: async ({ signal }) =>
      (await api<{ items: TSubmission[] }>('/api/me/submissions', { signal })).items,
  });
