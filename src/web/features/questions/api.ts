import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  TAcceptRequest,
  TQaFlagRequest,
  TQaQueueQuery,
  TQuestionListQuery,
  TQuestionWrite,
} from '@shared/schemas/questions';
import type { TVoteRequest } from '@shared/schemas/reviews';
import { api } from '@web/lib/api';
import { decisionBody, type Said } from '@web/components/moderation/decision-said';
import { questionKeys } from './keys';

export const questionListQuery = (productId: string, q: TQuestionListQuery) =>
  queryOptions({
    queryKey: questionKeys.list(productId, q),
    queryFn: ({ signal }) =>
      api('GET /api/products/:id/questions', {
        params: { id: productId },
        query: { ...q },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** A question's answers past the first ones its list shows, a page at a time. */
export const answersQuery = (productId: string, questionId: string) =>
  infiniteQueryOptions({
    queryKey: questionKeys.answers(productId, questionId),
    queryFn: ({ signal, pageParam }) =>
      api('GET /api/questions/:id/answers', {
        params: { id: questionId },
        query: { page: String(pageParam) },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

/** "Is this what you mean?": the product's questions most like the words typed. */
export const similarQuery = (productId: string, text: string) =>
  queryOptions({
    queryKey: questionKeys.similar(productId, text),
    queryFn: ({ signal }) =>
      api('GET /api/products/:id/questions/similar', {
        params: { id: productId },
        query: { text },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const revisionsQuery = (productId: string, kind: 'question' | 'answer', id: string) =>
  infiniteQueryOptions({
    queryKey: questionKeys.revisions(productId, kind, id),
    queryFn: ({ signal, pageParam }) =>
      api(
        kind === 'question' ? 'GET /api/questions/:id/revisions' : 'GET /api/answers/:id/revisions',
        {
          params: { id },
          query: { page: String(pageParam) },
          signal,
        },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

/** A question or answer as sent: its words, and whether its author posts past the OPSEC check. */
export type QaPost = TQuestionWrite;

export const askQuestion = (productId: string, post: QaPost) =>
  api('POST /api/products/:id/questions', { params: { id: productId }, json: post });
export const answerQuestion = (questionId: string, post: QaPost) =>
  api('POST /api/questions/:id/answers', { params: { id: questionId }, json: post });
export const editQuestion = (id: string, post: QaPost) =>
  api('PATCH /api/questions/:id', { params: { id }, json: post });
export const editAnswer = (id: string, post: QaPost) =>
  api('PATCH /api/answers/:id', { params: { id }, json: post });
export const deleteQuestion = (id: string) => api('DELETE /api/questions/:id', { params: { id } });
export const deleteAnswer = (id: string) => api('DELETE /api/answers/:id', { params: { id } });
export const voteOnAnswer = (id: string, voteType: TVoteRequest['voteType']) =>
  api('POST /api/answers/:id/vote', { params: { id }, json: { voteType } });
export const acceptAnswer = (questionId: string, body: TAcceptRequest) =>
  api('POST /api/questions/:id/accept', { params: { id: questionId }, json: body });
export const flagQuestion = (id: string, body: TQaFlagRequest) =>
  api('POST /api/questions/:id/flags', { params: { id }, json: body });
export const flagAnswer = (id: string, body: TQaFlagRequest) =>
  api('POST /api/answers/:id/flags', { params: { id }, json: body });

// The moderators' Questions tab.
export const qaQueueQuery = (q: TQaQueueQuery) =>
  queryOptions({
    queryKey: questionKeys.queuePage(q),
    queryFn: ({ signal }) => api('GET /api/admin/questions', { query: { ...q }, signal }),
    placeholderData: keepPreviousData,
  });
export const decideQa = (
  kind: 'question' | 'answer',
  id: string,
  action: 'approve' | 'reject',
  said?: Said,
) =>
  api(`POST /api/admin/${kind === 'question' ? 'questions' : 'answers'}/:id/${action}`, {
    params: { id },
    json: decisionBody(said),
  });
