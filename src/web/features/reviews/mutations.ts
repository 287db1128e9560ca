import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFlagRequest, TVoteRequest } from '@shared/schemas/reviews';
import { ApiError } from '@web/lib/api';
import type { ScreenPart } from '@web/lib/mutations';
import { refresh, rootKeys } from '@web/lib/query-keys';
import { castVote, deleteReport, deleteReview, flagReview, setRevisionHidden } from './api';
import { reviewKeys } from './keys';

// A reader's changes to the reviews they see: votes, flags, and an author's deletions.

export function useCastVote(review: { id: string; productId: string }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (voteType: TVoteRequest['voteType']) => castVote(review.id, voteType),
    meta: {
      errorToast: (err) =>
        err instanceof ApiError && err.status === 429
          ? { title: 'Rate limit exceeded', description: 'Please wait before voting again' }
          : { title: 'Error voting', description: 'Please try again' },
    },
    onSuccess: () => refresh(client, reviewKeys.ofProduct(review.productId)),
  });
}

export const useFlagReview = (reviewId: string, screen: ScreenPart<unknown, TFlagRequest>) =>
  useMutation({
    ...screen,
    mutationFn: (body: TFlagRequest) => flagReview(reviewId, body),
    meta: { errorTitle: 'Error flagging review' },
  });

export function useDeleteReview(reviewId: string, screen: ScreenPart) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn: () => deleteReview(reviewId),
    meta: { errorTitle: 'Error deleting review' },
    onSuccess: async (...done) => {
      await screen.onSuccess?.(...done);
      // The product's figures and the profile's lists change with it.
      await refresh(client, rootKeys.reviews, rootKeys.products, rootKeys.viewer);
    },
  });
}

export function useDeleteReport(reviewId: string, reportId: string, screen: ScreenPart) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn: () => deleteReport(reviewId, reportId),
    meta: { errorTitle: 'Error deleting field report' },
    onSuccess: async (...done) => {
      await screen.onSuccess?.(...done);
      // An approved report counted in the review's scores and the product's figures.
      await refresh(client, rootKeys.reviews, rootKeys.products, reviewKeys.mine);
    },
  });
}

/** A moderator hides one earlier version of a review, or shows it again (issue 44). */
export function useSetRevisionHidden(
  review: { id: string; productId: string },
  revision: { version: number; hide: boolean },
  screen: ScreenPart,
) {
  const client = useQueryClient();
  const name = `version ${revision.version}`;
  return useMutation({
    ...screen,
    mutationFn: () => setRevisionHidden(review.id, revision.version, revision.hide),
    meta: { errorTitle: revision.hide ? `Could not hide ${name}` : `Could not show ${name} again` },
    onSuccess: async (...done) => {
      await screen.onSuccess?.(...done);
      await refresh(client, reviewKeys.revisions(review.productId, review.id));
    },
  });
}
