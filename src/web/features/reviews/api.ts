import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { MEDIA_URL_REFRESH_MS } from '@shared/limits';
import type { TAdminFlag, TPendingReport, TPendingReview } from '@shared/schemas/admin';
import type { TReport, TReportWrite, TReviewRevisionPage } from '@shared/schemas/field-reports';
import type { TMyReview } from '@shared/schemas/me';
import type {
  TFlagRequest,
  TReviewListQuery,
  TReviewPage,
  TReviewWrite,
  TVoteRequest,
  TVoteResult,
} from '@shared/schemas/reviews';
import { api, withQuery } from '@web/lib/api';
import { reviewKeys } from './keys';

export const reviewListQuery = (productId: string, q: TReviewListQuery) =>
  queryOptions({
    queryKey: reviewKeys.list(productId, q),
    queryFn: ({ signal }) =>
      api<TReviewPage>(
        withQuery(`/api/products/${encodeURIComponent(productId)}/reviews`, { ...q }),
        { signal },
      ),
    placeholderData: keepPreviousData,
    // Photo and video URLs are signed for an hour (SPEC §9): fetch fresh ones before then,
    // in a background tab too, so a page returned to later still shows its pictures.
    refetchInterval: MEDIA_URL_REFRESH_MS,
    refetchIntervalInBackground: true,
  });

export const myReviewsQuery = () =>
  queryOptions({
    queryKey: reviewKeys.mine,
    queryFn: async ({ signal }) =>
      (await api<{ items: TMyReview[] }>('/api/me/reviews', { signal })).items,
    refetchInterval: MEDIA_URL_REFRESH_MS,
    refetchIntervalInBackground: true,
  });

const json = (method: 'POST' | 'PATCH' | 'DELETE', body?: unknown) => ({ method, json: body });

export const createReview = (productId: string, body: TReviewWrite) =>
  api<{ id: string; status: string }>(
    `/api/products/${encodeURIComponent(productId)}/reviews`,
    json('POST', body),
  );
export const updateReview = (id: string, body: TReviewWrite) =>
  api<{ id: string; status: string }>(
    `/api/reviews/${encodeURIComponent(id)}`,
    json('PATCH', body),
  );
export const deleteReview = (id: string) =>
  api<unknown>(`/api/reviews/${encodeURIComponent(id)}`, json('DELETE'));
export const castVote = (id: string, voteType: TVoteRequest['voteType']) =>
  api<TVoteResult>(`/api/reviews/${encodeURIComponent(id)}/vote`, json('POST', { voteType }));
export const flagReview = (id: string, body: TFlagRequest) =>
  api<unknown>(`/api/reviews/${encodeURIComponent(id)}/flags`, json('POST', body));

/**
 * A review's earlier versions (issue 30), a page at a time (issue 44), under its product's
 * review keys: a live change of the product's reviews (an edit among them) reloads them.
 */
export const revisionsQuery = (productId: string, reviewId: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.revisions(productId, reviewId),
    queryFn: ({ signal, pageParam }) =>
      api<TReviewRevisionPage>(
        withQuery(`/api/reviews/${encodeURIComponent(reviewId)}/revisions`, { page: pageParam }),
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

/** A moderator hides one earlier version from the public history, or shows it again (issue 44). */
export const setRevisionHidden = (reviewId: string, version: number, hidden: boolean) =>
  api(
    `/api/admin/reviews/${encodeURIComponent(reviewId)}/revisions/${version}/${hidden ? 'hide' : 'unhide'}`,
    { method: 'POST', json: {} },
  );

// A review's field reports (issue 30), written, edited and deleted by its author.
const reportsPath = (reviewId: string) => `/api/reviews/${encodeURIComponent(reviewId)}/reports`;
export const createReport = (reviewId: string, body: TReportWrite) =>
  api<TReport>(reportsPath(reviewId), json('POST', body));
export const updateReport = (reviewId: string, reportId: string, body: TReportWrite) =>
  api<TReport>(`${reportsPath(reviewId)}/${encodeURIComponent(reportId)}`, json('PATCH', body));
export const deleteReport = (reviewId: string, reportId: string) =>
  api<unknown>(`${reportsPath(reviewId)}/${encodeURIComponent(reportId)}`, json('DELETE'));

// The admin's Pending Reviews and Review Flags tabs (SPEC §2 Admin).
export const pendingReviewsQuery = () =>
  queryOptions({
    queryKey: reviewKeys.pending,
    queryFn: async ({ signal }) =>
      (await api<{ items: TPendingReview[] }>('/api/admin/reviews', { signal })).items,
  });

/** Field reports waiting (issue 30). */
export const pendingReportsQuery = () =>
  queryOptions({
    queryKey: reviewKeys.pendingReports,
    queryFn: async ({ signal }) =>
      (await api<{ items: TPendingReport[] }>('/api/admin/reports', { signal })).items,
  });

export const flagsQuery = () =>
  queryOptions({
    queryKey: reviewKeys.flags,
    queryFn: async ({ signal }) =>
      (await api<{ items: TAdminFlag[] }>('/api/admin/flags', { signal })).items,
  });

/** A verdict, with the moderator's note to the author only when there is one (issue 28). */
export const setReviewStatus = (id: string, verdict: 'approve' | 'reject', note?: string) =>
  api(`/api/admin/reviews/${encodeURIComponent(id)}/${verdict}`, {
    method: 'POST',
    json: note ? { note } : {},
  });

/** A field report's verdict, with the note to its author when there is one (issue 30). */
export const setReportStatus = (id: string, verdict: 'approve' | 'reject', note?: string) =>
  api(`/api/admin/reports/${encodeURIComponent(id)}/${verdict}`, {
    method: 'POST',
    json: note ? { note } : {},
  });

/** Several pending reviews decided at once, all or none (issue 29). */
export const decideReviews = (ids: string[], verdict: 'approve' | 'reject', note?: string) =>
  api('/api/admin/reviews/bulk', {
    method: 'POST',
    json: { ids, action: verdict, ...(note ? { note } : {}) },
  });

export const settleFlag = (id: string, verdict: 'resolve' | 'dismiss') =>
  api(`/api/admin/flags/${id}/${verdict}`, { method: 'POST', json: {} });
