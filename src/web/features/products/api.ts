import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TProductEdit } from '@shared/schemas/product-edit';
import type {
  TCategoryCount,
  TProduct,
  TProductHighlights,
  TProductListQuery,
  TProductPage,
  TProductSummary,
} from '@shared/schemas/products';
import type { TPictureStatus } from '@shared/schemas/picture-status';
import type { TRelatedGear } from '@shared/schemas/search';
import { api, withQuery } from '@web/lib/api';
import { productKeys } from './keys';

export const productListQuery = (q: TProductListQuery) =>
  queryOptions({
    queryKey: productKeys.list(q),
    queryFn: ({ signal }) => api<TProductPage>(withQuery('/api/products', { ...q }), { signal }),
    placeholderData: keepPreviousData,
  });

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => api<TProduct>(`/api/products/${encodeURIComponent(id)}`, { signal }),
  });

/** A product page's related gear (issue 31): a Gear Kit change anywhere may change it. */
export const relatedQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.relatedTo(id),
    queryFn: async ({ signal }) =>
      (await api<TRelatedGear>(`/api/products/${encodeURIComponent(id)}/related`, { signal }))
        .items,
  });

export const highlightsQuery = () =>
  queryOptions({
    queryKey: productKeys.highlights,
    queryFn: ({ signal }) => api<TProductHighlights>('/api/products/highlights', { signal }),
  });

export const categoriesQuery = () =>
  queryOptions({
    queryKey: productKeys.categories,
    queryFn: async ({ signal }) =>
      (await api<{ items: TCategoryCount[] }>('/api/categories', { signal })).items,
  });

export const lookupQuery = (search: string) =>
  queryOptions({
    queryKey: productKeys.lookup(search),
    queryFn: async ({ signal }) =>
      (
        await api<{ items: TProductSummary[] }>(withQuery('/api/products/lookup', { search }), {
          signal,
        })
      ).items,
    placeholderData: keepPreviousData,
  });

export function recordView(id: string) {
  return api(`/api/products/${encodeURIComponent(id)}/views`, { method: 'POST' });
}

// The admin's Products tab (SPEC §2 Admin): it lists through the public catalogue.
export const editProduct = (id: string, body: TProductEdit) =>
  api<TProduct>(`/api/admin/products/${id}`, { method: 'PATCH', json: body });
export const deleteProduct = (id: string) => api(`/api/admin/products/${id}`, { method: 'DELETE' });
export const pictureStatusQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.picture(id),
    queryFn: ({ signal }) =>
      api<TPictureStatus>(`/api/admin/products/${encodeURIComponent(id)}/picture`, { signal }),
  });
