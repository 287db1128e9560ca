import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { MEDIA_URL_REFRESH_MS } from '@shared/limits';
import type { TReportWrite } from '@shared/schemas/field-reports';
import type {
  TFlagRequest,
  TReviewListQuery,
  TReviewWrite,
  TVoteRequest,
} from '@shared/schemas/reviews';
import { api } from '@web/lib/api';
import { sendOrQueue, type WhenSent } from '@web/lib/offline/send-or-queue';
import { reviewKeys } from './keys';
import { decisionBody, type Said } from '@web/components/moderation/decision-said';

export const reviewListQuery = (productId: string, q: TReviewListQuery) =>
  queryOptions({
    queryKey: reviewKeys.list(productId, q),
    queryFn: ({ signal }) =>
      api('GET /api/products/:id/reviews', { params: { id: productId }, query: { ...q }, signal }),
    placeholderData: keepPreviousData,
    // Photo and video URLs are signed for an hour (SPEC §9): fetch fresh ones before then,
    // in a background tab too, so a page returned to later still shows its pictures.
    refetchInterval: MEDIA_URL_REFRESH_MS,
    refetchIntervalInBackground: true,
  });

export const myReviewsQuery = () =>
  queryOptions({
    queryKey: reviewKeys.mine,
    queryFn: async ({ signal }) => (await api('GET /api/me/reviews', { signal })).items,
    refetchInterval: MEDIA_URL_REFRESH_MS,
    refetchIntervalInBackground: true,
  });

/** Written without a connection, it waits on the device to be sent (issue 51). */
export const createReview = (productId: string, body: TReviewWrite, whenSent: WhenSent) =>
  sendOrQueue(
    'POST /api/products/:id/reviews',
    { params: { id: productId }, json: body },
    whenSent,
  );
export const updateReview = (id: string, body: TReviewWrite) =>
  api('PATCH /api/reviews/:id', { params: { id }, json: body });
export const deleteReview = (id: string) => api('DELETE /api/reviews/:id', { params: { id } });
export const castVote = (id: string, voteType: TVoteRequest['voteType']) =>
  api('POST /api/reviews/:id/vote', { params: { id }, json: { voteType } });
export const flagReview = (id: string, body: TFlagRequest) =>
  api('POST /api/reviews/:id/flags', { params: { id }, json: body });

/**
 * A review's earlier versions (issue 30), a page at a time (issue 44), under its product's
 * review keys: a live change of the product's reviews (an edit among them) reloads them.
 */
export const revisionsQuery = (productId: string, reviewId: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.revisions(productId, reviewId),
    queryFn: ({ signal, pageParam }) =>
      api('GET /api/reviews/:id/revisions', {
        params: { id: reviewId },
        query: { page: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

/** A moderator hides one earlier version from the public history, or shows it again (issue 44). */
export const setRevisionHidden = (reviewId: string, version: number, hidden: boolean) =>
  api(`POST /api/admin/reviews/:id/revisions/:version/${hidden ? 'hide' : 'unhide'}`, {
    params: { id: reviewId, version },
    json: {},
  });

// A review's field reports (issue 30), written, edited and deleted by its author. A new one
// written without a connection waits on the device to be sent (issue 51).
export const createReport = (reviewId: string, body: TReportWrite, whenSent: WhenSent) =>
  sendOrQueue('POST /api/reviews/:id/reports', { params: { id: reviewId }, json: body }, whenSent);
export const updateReport = (reviewId: string, reportId: string, body: TReportWrite) =>
  api('PATCH /api/reviews/:id/reports/:reportId', {
    params: { id: reviewId, reportId },
    json: body,
  });
export const deleteReport = (reviewId: string, reportId: string) =>
  api('DELETE /api/reviews/:id/reports/:reportId', { params: { id: reviewId, reportId } });

// The admin's Pending Reviews and Review Flags tabs (SPEC §2 Admin).
export const pendingReviewsQuery = () =>
  queryOptions({
    queryKey: reviewKeys.pending,
    queryFn: async ({ signal }) => (await api('GET /api/admin/reviews', { signal })).items,
  });

/** Field reports waiting (issue 30). */
export const pendingReportsQuery = () =>
  queryOptions({
    queryKey: reviewKeys.pendingReports,
    queryFn: async ({ signal }) => (await api('GET /api/admin/reports', { signal })).items,
  });

export const flagsQuery = () =>
  queryOptions({
    queryKey: reviewKeys.flags,
    queryFn: async ({ signal }) => (await api('GET /api/admin/flags', { signal })).items,
  });

/** A verdict, with the moderator's note to the author and reason when given (issues 28, 52). */
export const setReviewStatus = (id: string, verdict: 'approve' | 'reject', said?: Said) =>
  api(`POST /api/admin/reviews/:id/${verdict}`, { params: { id }, json: decisionBody(said) });

/** A field report's verdict, with the note to its author when there is one (issue 30). */
export const setReportStatus = (id: string, verdict: 'approve' | 'reject', said?: Said) =>
  api(`POST /api/admin/reports/:id/${verdict}`, { params: { id }, json: decisionBody(said) });

/** Several pending reviews decided at once, all or none (issue 29). */
export const decideReviews = (ids: string[], verdict: 'approve' | 'reject', said?: Said) =>
  api('POST /api/admin/reviews/bulk', {
    json: { ids, action: verdict, ...decisionBody(said) },
  });

export const settleFlag = (id: string, verdict: 'resolve' | 'dismiss') =>
  api(`POST /api/admin/flags/:id/${verdict}`, { params: { id }, json: {} });
