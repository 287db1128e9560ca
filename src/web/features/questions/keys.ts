import type { TQaQueueQuery, TQuestionListQuery } from '@shared/schemas/questions';
import { rootKeys } from '@web/lib/query-keys';

const all = ['questions'] as const;
const ofProduct = (productId: string) => [...all, 'product', productId] as const;

export const questionKeys = {
  all,
  /** A product's questions, answers and histories: the live `questions` topic names the product. */
  ofProduct,
  list: (productId: string, q: TQuestionListQuery) => [...ofProduct(productId), q] as const,
  answers: (productId: string, questionId: string) =>
    [...ofProduct(productId), 'answers', questionId] as const,
  similar: (productId: string, text: string) => [...ofProduct(productId), 'similar', text] as const,
  revisions: (productId: string, kind: 'question' | 'answer', id: string) =>
    [...ofProduct(productId), 'revisions', kind, id] as const,
  queue: [...rootKeys.admin, 'questions'] as const,
  queuePage: (q: TQaQueueQuery) => [...rootKeys.admin, 'questions', q] as const,
};
