import { queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { legalKeys } from './keys';

export type LegalType = 'terms' | 'privacy';

/** The active Terms or Privacy Policy, or null before an admin uploads the first. */
export const legalDocumentQuery = (type: LegalType) =>
  queryOptions({
    queryKey: legalKeys.document(type),
    queryFn: ({ signal }) => api('GET /api/legal/:type', { params: { type }, signal }),
  });
