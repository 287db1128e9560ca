import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TProductEdit } from '@shared/schemas/product-edit';
import type { Standard } from '@shared/compliance';
import type { TClaimFlagDecision, TClaimFlagRequest } from '@shared/schemas/compliance';
import type { TProductListQuery } from '@shared/schemas/products';
import { api } from '@web/lib/api';
import { productKeys } from './keys';

export const productListQuery = (q: TProductListQuery) =>
  queryOptions({
    queryKey: productKeys.list(q),
    queryFn: ({ signal }) =>
      api('GET /api/products', {
        query: { ...q, standard: q.standard && [q.standard].flat().join(',') },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => api('GET /api/products/:id', { params: { id }, signal }),
  });

/** How long a product lasts, from its owners' field reports (issue 47). */
export const durabilityQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.durability(id),
    queryFn: ({ signal }) => api('GET /api/products/:id/durability', { params: { id }, signal }),
  });

/** A product page's related gear (issue 31): a Gear Kit change anywhere may change it. */
export const relatedQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.relatedTo(id),
    queryFn: async ({ signal }) =>
      (await api('GET /api/products/:id/related', { params: { id }, signal })).items,
  });

export const highlightsQuery = () =>
  queryOptions({
    queryKey: productKeys.highlights,
    queryFn: ({ signal }) => api('GET /api/products/highlights', { signal }),
  });

export const categoriesQuery = () =>
  queryOptions({
    queryKey: productKeys.categories,
    queryFn: async ({ signal }) => (await api('GET /api/categories', { signal })).items,
  });

export const lookupQuery = (search: string) =>
  queryOptions({
    queryKey: productKeys.lookup(search),
    queryFn: async ({ signal }) =>
      (await api('GET /api/products/lookup', { query: { search }, signal })).items,
    placeholderData: keepPreviousData,
  });

export function recordView(id: string) {
  return api('POST /api/products/:id/views', { params: { id } });
}

// The admin's Products tab (SPEC §2 Admin): it lists through the public catalogue.
export const editProduct = (id: string, body: TProductEdit) =>
  api('PATCH /api/admin/products/:id', { params: { id }, json: body });
export const deleteProduct = (id: string) =>
  api('DELETE /api/admin/products/:id', { params: { id } });
export const pictureStatusQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.picture(id),
    queryFn: ({ signal }) => api('GET /api/admin/products/:id/picture', { params: { id }, signal }),
  });

/** Issue 49: a member says a product's claim of a standard looks wrong. */
export const flagClaim = (productId: string, standard: Standard, body: TClaimFlagRequest) =>
  api('POST /api/products/:id/compliance/:standard/flags', {
    params: { id: productId, standard },
    json: body,
  });

/** Issue 49: the admins' Standards tab: open flags on claims and checks due again. */
export const complianceQueueQuery = () =>
  queryOptions({
    queryKey: productKeys.complianceQueue,
    queryFn: ({ signal }) => api('GET /api/admin/compliance', { signal }),
  });

export const decideClaimFlag = (flagId: string, body: TClaimFlagDecision) =>
  api('POST /api/admin/compliance-flags/:id/decision', { params: { id: flagId }, json: body });
