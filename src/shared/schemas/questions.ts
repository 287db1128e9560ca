import { z } from 'zod';
import { BRANCH_IDS } from '../catalog';
import {
  ANSWER_MAX,
  ANSWER_MIN,
  QA_MSG,
  QUESTION_MAX,
  QUESTION_MIN,
  QUESTION_SORT_IDS,
} from '../questions';
import { AFFILIATION_IDS } from '../verification';
import { pageParam, searchParam } from './common';
import { ZFlagRequest } from './reviews';
import { opsecAcknowledgedInput } from './opsec-acknowledged';

// Questions and answers on products (issue 50): one schema per request, shared by the forms
// and the routes.

const words = (min: number, max: number, short: string, long: string) =>
  z.string({ error: short }).trim().min(min, short).max(max, long);

export const ZQuestionWrite = z.object({
  text: words(QUESTION_MIN, QUESTION_MAX, QA_MSG.questionShort, QA_MSG.questionLong),
  ...opsecAcknowledgedInput,
});
export type TQuestionWrite = z.input<typeof ZQuestionWrite>;

export const ZAnswerWrite = z.object({
  text: words(ANSWER_MIN, ANSWER_MAX, QA_MSG.answerShort, QA_MSG.answerLong),
  ...opsecAcknowledgedInput,
});
export type TAnswerWrite = z.input<typeof ZAnswerWrite>;

export const ZQuestionIdParam = z.object({ id: z.uuid(QA_MSG.questionNotFound) });
export const ZAnswerIdParam = z.object({ id: z.uuid(QA_MSG.answerNotFound) });

export const ZQuestionListQuery = z.object({
  sort: z.enum(QUESTION_SORT_IDS, 'Unknown sort').optional().default('useful'),
  search: searchParam,
  page: pageParam,
});
export type TQuestionListQuery = z.input<typeof ZQuestionListQuery>;

/** "Is this what you mean?": the words typed so far. */
export const ZSimilarQuestionsQuery = z.object({
  text: words(QUESTION_MIN, QUESTION_MAX, QA_MSG.questionShort, QA_MSG.questionLong),
});

/** A page of answers or of earlier versions. */
export const ZQaPageQuery = z.object({ page: pageParam });

/** The asker marks the answer that helped; null takes the mark back. */
export const ZAcceptRequest = z.object({
  answerId: z.uuid(QA_MSG.answerNotFound).nullable(),
});
export type TAcceptRequest = z.input<typeof ZAcceptRequest>;

/** A question or answer is flagged as a review is, without a field report to name. */
export const ZQaFlagRequest = ZFlagRequest.omit({ reportId: true });
export type TQaFlagRequest = z.input<typeof ZQaFlagRequest>;

const status = z.enum(['pending', 'approved', 'rejected']);

export const ZQaAuthor = z.object({
  name: z.string(),
  branch: z.enum(BRANCH_IDS).nullable(),
  /** Their current service verification: the affiliation, or null. */
  verification: z.enum(AFFILIATION_IDS).nullable(),
});

export const ZAnswer = z.object({
  id: z.string(),
  questionId: z.string(),
  userId: z.string(),
  status,
  text: z.string(),
  author: ZQaAuthor,
  /** The answerer keeps the product in their Gear Kit or reviewed it. */
  ownsIt: z.boolean(),
  /** The asker marked it as the answer that helped. */
  accepted: z.boolean(),
  upvotes: z.number(),
  downvotes: z.number(),
  /** The reader's own vote; null for visitors and when they have not voted. */
  myVote: z.enum(['upvote', 'downvote']).nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
});
export type TAnswer = z.infer<typeof ZAnswer>;

export const ZQuestion = z.object({
  id: z.string(),
  productId: z.string(),
  userId: z.string(),
  status,
  text: z.string(),
  author: ZQaAuthor,
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** Its approved answers. */
  answerCount: z.number(),
  acceptedAnswerId: z.string().nullable(),
  /** Its first answers: the accepted one, then owners', then the most voted. */
  answers: z.array(ZAnswer),
});
export type TQuestion = z.infer<typeof ZQuestion>;

export const ZQuestionPage = z.object({
  items: z.array(ZQuestion),
  /** Questions matching the search. */
  total: z.number(),
  /** All approved questions of the product. */
  totalUnfiltered: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TQuestionPage = z.infer<typeof ZQuestionPage>;

export const ZAnswerPage = z.object({
  items: z.array(ZAnswer),
  page: z.number(),
  pageSize: z.number(),
  hasMore: z.boolean(),
});
export type TAnswerPage = z.infer<typeof ZAnswerPage>;

export const ZSimilarQuestions = z.object({
  items: z.array(z.object({ id: z.string(), text: z.string(), answerCount: z.number() })),
});
export type TSimilarQuestions = z.infer<typeof ZSimilarQuestions>;

/** A question or answer written or edited: where it now stands. */
export const ZQaWritten = z.object({ id: z.string(), status });
export type TQaWritten = z.infer<typeof ZQaWritten>;

export const ZAccepted = z.object({ acceptedAnswerId: z.string().nullable() });

export const ZQaRevisionPage = z.object({
  items: z.array(z.object({ version: z.number(), text: z.string(), createdAt: z.string() })),
  page: z.number(),
  hasMore: z.boolean(),
});
export type TQaRevisionPage = z.infer<typeof ZQaRevisionPage>;

// The moderators' Questions tab.

export const QA_QUEUE_VIEWS = ['pending', 'flagged'] as const;
export const ZQaQueueQuery = z.object({
  view: z.enum(QA_QUEUE_VIEWS, 'Unknown view').optional().default('pending'),
  page: pageParam,
});
export type TQaQueueQuery = z.input<typeof ZQaQueueQuery>;

export const ZQaQueueItem = z.object({
  kind: z.enum(['question', 'answer']),
  id: z.string(),
  text: z.string(),
  status,
  createdAt: z.string(),
  /** Since its last edit, or since flags took it back to pending. */
  waitingSince: z.string(),
  author: z.object({ id: z.string(), name: z.string() }),
  product: z.object({ id: z.string(), name: z.string() }),
  /** The question an answer answers. */
  question: z.object({ id: z.string(), text: z.string() }).nullable(),
  hiddenByFlags: z.boolean(),
  /** A moderator kept it over members' flags before. */
  restoredBefore: z.boolean(),
  flags: z.array(
    z.object({
      reason: z.string(),
      description: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type TQaQueueItem = z.infer<typeof ZQaQueueItem>;

export const ZQaQueue = z.object({
  items: z.array(ZQaQueueItem),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TQaQueue = z.infer<typeof ZQaQueue>;
