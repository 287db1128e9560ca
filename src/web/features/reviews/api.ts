import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TMyReview } from '@shared/schemas/me';
import type { TReviewListQuery, TReviewPage } from '@shared/schemas/reviews';
import { api, withQuery } from '@web/lib/api';

export const reviewListQuery = (productId: string, q: TReviewListQuery) =>
  queryOptions({
    queryKey: ['reviews', 'product', productId, q],
    queryFn: ({ signal }) =>
      api<TReviewPage>(
        withQuery(`/api/products/${encodeURIComponent(productId)}/reviews`, { ...q }),
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const myReviewsQuery = () =>
  queryOptions({
    queryKey: ['viewer', 'reviews'],
    queryFn: async ({ signal }) =>
      (await api<{ items: TMyReview[] }>('/api/me/reviews', { signal })).items,
  });
