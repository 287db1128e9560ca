import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScreenPart } from '@web/lib/mutations';
import { refresh, rootKeys } from '@web/lib/query-keys';
import { decideReviews, setReportStatus, setReviewStatus, settleFlag } from './api';
import type { Said } from '@web/components/moderation/decision-said';

// The admin's decisions on pending reviews, field reports and flags (SPEC §2 Admin). After each,
// the admin lists, the product's figures and its public reviews change.

type Verdict = 'approve' | 'reject';

export interface ReviewsDecision {
  ids: string[];
  verdict: Verdict;
  /** Decided from the keyboard or several at once: focus goes on to the next review. */
  follow?: boolean;
  said?: Said;
}

export interface ReportDecision {
  id: string;
  verdict: Verdict;
  /** Decided from the keyboard: focus goes on to the next report. */
  follow?: boolean;
  said?: Said;
}

type FlagVerdict = 'resolve' | 'dismiss';

function useModeration<TVariables>(
  mutationFn: (variables: TVariables) => Promise<unknown>,
  errorTitle: (variables: TVariables) => string,
  screen: ScreenPart<unknown, TVariables>,
) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn,
    meta: {
      errorToast: (err, variables: TVariables) => ({
        title: errorTitle(variables),
        description: err.message,
      }),
    },
    onSuccess: async (...done) => {
      // The screen's part first: it counts from the decided items still on the page.
      await screen.onSuccess?.(...done);
      void refresh(client, rootKeys.admin, rootKeys.products, rootKeys.reviews);
    },
  });
}

export const useDecideReviews = (screen: ScreenPart<unknown, ReviewsDecision>) =>
  useModeration(
    ({ ids, verdict, said }: ReviewsDecision) =>
      ids.length === 1
        ? setReviewStatus(ids[0]!, verdict, said)
        : decideReviews(ids, verdict, said),
    ({ verdict }) =>
      verdict === 'approve' ? 'Failed to approve review' : 'Failed to reject review',
    screen,
  );

export const useDecideReport = (screen: ScreenPart<unknown, ReportDecision>) =>
  useModeration(
    ({ id, verdict, said }: ReportDecision) => setReportStatus(id, verdict, said),
    ({ verdict }) =>
      verdict === 'approve' ? 'Failed to approve field report' : 'Failed to reject field report',
    screen,
  );

export const useSettleFlag = (flagId: string, screen: ScreenPart<unknown, FlagVerdict>) =>
  useModeration(
    (verdict: FlagVerdict) => settleFlag(flagId, verdict),
    (verdict) => (verdict === 'resolve' ? 'Error resolving flag' : 'Error dismissing flag'),
    screen,
  );

/** A flagged review taken down from the flags tab. */
export const useRejectFlagged = (reviewId: string, screen: ScreenPart) =>
  useModeration(
    () => setReviewStatus(reviewId, 'reject'),
    () => 'Failed to reject review',
    screen,
  );
