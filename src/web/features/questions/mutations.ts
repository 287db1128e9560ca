import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TQaFlagRequest } from '@shared/schemas/questions';
import type { TVoteRequest } from '@shared/schemas/reviews';
import { ApiError } from '@web/lib/api';
import type { ScreenPart } from '@web/lib/mutations';
import { refresh, rootKeys } from '@web/lib/query-keys';
import {
  acceptAnswer,
  answerQuestion,
  askQuestion,
  decideQa,
  deleteAnswer,
  deleteQuestion,
  editAnswer,
  editQuestion,
  flagAnswer,
  flagQuestion,
  voteOnAnswer,
  type QaPost,
} from './api';
import { questionKeys } from './keys';
import type { Said } from '@web/components/moderation/decision-said';

export type QaKind = 'question' | 'answer';

/** Every change here is seen in its product's questions: those lists are fetched again. */
function useProductRefresh(productId: string) {
  const client = useQueryClient();
  return () => refresh(client, questionKeys.ofProduct(productId));
}

export function useAsk(productId: string, screen: ScreenPart<{ status: string }, QaPost>) {
  const refreshList = useProductRefresh(productId);
  return useMutation({
    ...screen,
    mutationFn: (post: QaPost) => askQuestion(productId, post),
    meta: { errorTitle: 'Error asking your question' },
    onSuccess: async (...done) => {
      await screen.onSuccess?.(...done);
      await refreshList();
    },
  });
}

export function useAnswer(
  productId: string,
  questionId: string,
  screen: ScreenPart<{ status: string }, QaPost>,
) {
  const refreshList = useProductRefresh(productId);
  return useMutation({
    ...screen,
    mutationFn: (post: QaPost) => answerQuestion(questionId, post),
    meta: { errorTitle: 'Error posting your answer' },
    onSuccess: async (...done) => {
      await screen.onSuccess?.(...done);
      await refreshList();
    },
  });
}

export function useEditQa(
  productId: string,
  kind: QaKind,
  id: string,
  screen: ScreenPart<{ status: string }, QaPost>,
) {
  const refreshList = useProductRefresh(productId);
  return useMutation({
    ...screen,
    mutationFn: (post: QaPost) =>
      kind === 'question' ? editQuestion(id, post) : editAnswer(id, post),
    meta: { errorTitle: `Error editing your ${kind}` },
    onSuccess: async (...done) => {
      await screen.onSuccess?.(...done);
      await refreshList();
    },
  });
}

export function useDeleteQa(productId: string, kind: QaKind, id: string, screen: ScreenPart) {
  const refreshList = useProductRefresh(productId);
  return useMutation({
    ...screen,
    mutationFn: () => (kind === 'question' ? deleteQuestion(id) : deleteAnswer(id)),
    meta: { errorTitle: `Error deleting the ${kind}` },
    onSuccess: async (...done) => {
      await screen.onSuccess?.(...done);
      await refreshList();
    },
  });
}

export function useVoteOnAnswer(productId: string, answerId: string) {
  const refreshList = useProductRefresh(productId);
  return useMutation({
    mutationFn: (voteType: TVoteRequest['voteType']) => voteOnAnswer(answerId, voteType),
    meta: {
      errorToast: (err) =>
        err instanceof ApiError && err.status === 429
          ? { title: 'Rate limit exceeded', description: 'Please wait before voting again' }
          : { title: 'Error voting', description: 'Please try again' },
    },
    onSuccess: refreshList,
  });
}

export function useAccept(productId: string, questionId: string) {
  const refreshList = useProductRefresh(productId);
  return useMutation({
    mutationFn: (answerId: string | null) => acceptAnswer(questionId, { answerId }),
    meta: { errorTitle: 'Error marking the answer' },
    onSuccess: refreshList,
  });
}

export const useFlagQa = (kind: QaKind, id: string, screen: ScreenPart<unknown, TQaFlagRequest>) =>
  useMutation({
    ...screen,
    mutationFn: (body: TQaFlagRequest) =>
      kind === 'question' ? flagQuestion(id, body) : flagAnswer(id, body),
    meta: { errorTitle: `Error flagging the ${kind}` },
  });

/**
 * A moderator's decision on a question or an answer; `follow`: the queue moves the keyboard's
 * focus on to the next item once it is gone.
 */
export interface QaDecision {
  kind: QaKind;
  id: string;
  action: 'approve' | 'reject';
  said?: Said;
  follow?: boolean;
}

export function useDecideQa(screen: ScreenPart<unknown, QaDecision>) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn: (d: QaDecision) => decideQa(d.kind, d.id, d.action, d.said),
    meta: { errorTitle: 'Error saving the decision' },
    onSuccess: async (...done) => {
      await screen.onSuccess?.(...done);
      // The queue and the dashboard's counts (both the admin's), and the product's lists.
      await refresh(client, rootKeys.admin, questionKeys.all);
    },
  });
}
