import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TAlertUpdate, TAlertWrite } from '@shared/schemas/alerts';
import { api } from '@web/lib/api';
import { alertKeys } from './keys';

/** The public alerts, newest first, a page at a time. */
export const alertsQuery = (page: number) =>
  queryOptions({
    queryKey: alertKeys.page(page),
    queryFn: ({ signal }) =>
      api('GET /api/alerts', { query: { page: page > 1 ? String(page) : undefined }, signal }),
    placeholderData: keepPreviousData,
  });

export const postAlert = (productId: string, body: TAlertWrite) =>
  api('POST /api/admin/products/:id/alerts', { params: { id: productId }, json: body });

export const updateAlert = (alertId: string, body: TAlertUpdate) =>
  api('PATCH /api/admin/alerts/:id', { params: { id: alertId }, json: body });
