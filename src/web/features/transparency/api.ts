import { queryOptions } from '@tanstack/react-query';
import type { TPolicyWrite } from '@shared/schemas/transparency';
import { api } from '@web/lib/api';
import { transparencyKeys } from './keys';

/** The moderation policy in force and the monthly figures (issue 52). */
export const transparencyQuery = () =>
  queryOptions({
    queryKey: transparencyKeys.page,
    queryFn: ({ signal }) => api('GET /api/transparency', { signal }),
  });

export const policyVersionsQuery = () =>
  queryOptions({
    queryKey: transparencyKeys.policyVersions,
    queryFn: ({ signal }) => api('GET /api/admin/moderation-policy', { signal }),
  });

export const publishPolicy = (body: TPolicyWrite) =>
  api('POST /api/admin/moderation-policy', { json: body });
