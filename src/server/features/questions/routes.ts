import { uuidParam } from '@shared/schemas/common';
import {
  ZAnswerIdParam,
  ZQaPageQuery,
  ZAnswerPage,
  ZQaRevisionPage,
  ZQuestionIdParam,
  ZQuestionListQuery,
  ZQuestionPage,
  ZSimilarQuestions,
  ZSimilarQuestionsQuery,
} from '@shared/schemas/questions';
import type { AppInstance } from '../../app-types';
import { CACHE_TAGS } from '../../lib/read-cache-tags';
import { viewerOf } from '../../plugins/viewer';
import { listAnswers, listQuestions, mustSeeItem, similarQuestions } from './service';
import { listVersions } from './versions';

/** The public reads of questions and answers (issue 50). Who may call: everyone. */
export async function questionRoutes(app: AppInstance) {
  /**
   * Approved questions with their first answers, plus a signed-in member's own waiting ones
   * (and their votes); what visitors read is served from the read cache.
   */
  app.get(
    '/api/products/:id/questions',
    {
      config: {
        readCache: {
          visitorsOnly: true,
          tags: (req) => {
            const productId = (req.params as { id: string }).id;
            return [CACHE_TAGS.questionsOf(productId), CACHE_TAGS.reviewers];
          },
        },
      },
      schema: {
        operationId: 'listProductQuestions',
        summary: "List a product's questions, each with its first answers",
        tags: ['questions'],
        errors: { 404: 'No product has this id.' },
        params: uuidParam,
        querystring: ZQuestionListQuery,
        response: { 200: ZQuestionPage },
      },
    },
    async (req) => {
      const viewer = await viewerOf(app, req);
      return listQuestions(app.db, req.params.id, req.query, viewer?.id ?? null);
    },
  );

  /** The product's public questions most like the words a member is typing. */
  app.get(
    '/api/products/:id/questions/similar',
    {
      schema: {
        operationId: 'listSimilarQuestions',
        summary: 'Find questions already asked that look like the one being typed',
        tags: ['questions'],
        errors: { 404: 'No product has this id.' },
        params: uuidParam,
        querystring: ZSimilarQuestionsQuery,
        response: { 200: ZSimilarQuestions },
      },
    },
    (req) => similarQuestions(app.db, req.params.id, req.query.text),
  );

  /** A page of one question's answers: of a public question, or the reader's own. */
  app.get(
    '/api/questions/:id/answers',
    {
      schema: {
        operationId: 'listAnswers',
        summary: "List a question's answers, owners' first",
        tags: ['questions'],
        errors: { 404: 'No question the caller may see has this id.' },
        params: ZQuestionIdParam,
        querystring: ZQaPageQuery,
        response: { 200: ZAnswerPage },
      },
    },
    async (req) => {
      const viewer = await viewerOf(app, req);
      return listAnswers(app.db, req.params.id, req.query.page, viewer?.id ?? null);
    },
  );

  /** A question's earlier public versions: of a public question, or the reader's own. */
  app.get(
    '/api/questions/:id/revisions',
    {
      schema: {
        operationId: 'listQuestionRevisions',
        summary: "List a question's earlier versions, newest first",
        tags: ['questions'],
        errors: { 404: 'No question the caller may see has this id.' },
        params: ZQuestionIdParam,
        querystring: ZQaPageQuery,
        response: { 200: ZQaRevisionPage },
      },
    },
    async (req) => {
      const viewer = await viewerOf(app, req);
      await mustSeeItem(app.db, 'question', req.params.id, viewer?.id ?? null);
      return listVersions(app.db, 'question', req.params.id, req.query.page);
    },
  );

  /** An answer's earlier public versions: of a public answer, or the reader's own. */
  app.get(
    '/api/answers/:id/revisions',
    {
      schema: {
        operationId: 'listAnswerRevisions',
        summary: "List an answer's earlier versions, newest first",
        tags: ['questions'],
        errors: { 404: 'No answer the caller may see has this id.' },
        params: ZAnswerIdParam,
        querystring: ZQaPageQuery,
        response: { 200: ZQaRevisionPage },
      },
    },
    async (req) => {
      const viewer = await viewerOf(app, req);
      await mustSeeItem(app.db, 'answer', req.params.id, viewer?.id ?? null);
      return listVersions(app.db, 'answer', req.params.id, req.query.page);
    },
  );
}
