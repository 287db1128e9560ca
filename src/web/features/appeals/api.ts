import { queryOptions } from '@tanstack/react-query';
import type { TAppealItem, TAppealSettle } from '@shared/schemas/appeals';
import { api } from '@web/lib/api';
import { appealKeys } from './keys';

/** What the member may still appeal, and the appeals they made (issue 52). */
export const myAppealsQuery = () =>
  queryOptions({
    queryKey: appealKeys.mine,
    queryFn: ({ signal }) => api('GET /api/me/appeals', { signal }),
  });

/** Open appeals, the longest waiting first, for the admins. */
export const openAppealsQuery = () =>
  queryOptions({
    queryKey: appealKeys.open,
    queryFn: ({ signal }) => api('GET /api/admin/appeals', { signal }),
  });

/** Each kind is appealed at its own item's path. */
export function fileAppeal(item: Pick<TAppealItem, 'kind' | 'id' | 'parentId'>, note: string) {
  const json = { note };
  switch (item.kind) {
    case 'review':
      return api('POST /api/reviews/:id/appeal', { params: { id: item.id }, json });
    case 'report':
      return api('POST /api/reviews/:id/reports/:reportId/appeal', {
        params: { id: item.parentId!, reportId: item.id },
        json,
      });
    case 'question':
      return api('POST /api/questions/:id/appeal', { params: { id: item.id }, json });
    case 'answer':
      return api('POST /api/answers/:id/appeal', { params: { id: item.id }, json });
  }
}

export const settleAppeal = (id: string, body: TAppealSettle) =>
  api('POST /api/admin/appeals/:id/settle', { params: { id }, json: body });
