import { ZOk } from '@shared/schemas/common';
import {
  ZAnswerIdParam,
  ZQaQueue,
  ZQaQueueQuery,
  ZQuestionIdParam,
} from '@shared/schemas/questions';
import { ZReviewDecision } from '@shared/schemas/reviews';
import type { AppInstance } from '../../app-types';
import { admitted } from '../../plugins/guards';
import { decideAnswer, decideQuestion, listQaQueue } from './admin-service';

const DECISIONS = [
  ['approve', 'approved'],
  ['reject', 'rejected'],
] as const;

/** Who may call every route here: admins (and super admins). */
export async function questionAdminRoutes(app: AppInstance) {
  const publishing = { jobs: app.jobs, notifier: app.notifier };

  app.get(
    '/api/admin/questions',
    {
      schema: {
        operationId: 'adminListQuestions',
        summary: 'List questions and answers waiting for a moderator, or flagged',
        tags: ['admin', 'questions'],
        querystring: ZQaQueueQuery,
        response: { 200: ZQaQueue },
      },
    },
    (req) => listQaQueue(app.db, req.query),
  );

  /** Also settles the question's pending flags; a first approval asks its owners. */
  for (const [action, status] of DECISIONS) {
    app.post(
      `/api/admin/questions/:id/${action}`,
      {
        schema: {
          operationId: `admin${action === 'approve' ? 'Approve' : 'Reject'}Question`,
          summary:
            action === 'approve'
              ? 'Approve a question'
              : 'Reject a question, with a note to its asker',
          tags: ['admin', 'questions'],
          errors: { 404: 'No question has this id.' },
          params: ZQuestionIdParam,
          body: ZReviewDecision,
          response: { 200: ZOk },
        },
      },
      async (req) => {
        const said = { note: req.body?.note ?? null, reason: req.body?.reason };
        await decideQuestion(app.db, publishing, admitted(req), req.params.id, status, said);
        return { ok: true as const };
      },
    );
  }

  /** Also settles the answer's pending flags; a first approval tells the asker. */
  for (const [action, status] of DECISIONS) {
    app.post(
      `/api/admin/answers/:id/${action}`,
      {
        schema: {
          operationId: `admin${action === 'approve' ? 'Approve' : 'Reject'}Answer`,
          summary:
            action === 'approve'
              ? 'Approve an answer'
              : 'Reject an answer, with a note to its author',
          tags: ['admin', 'questions'],
          errors: { 404: 'No answer has this id.' },
          params: ZAnswerIdParam,
          body: ZReviewDecision,
          response: { 200: ZOk },
        },
      },
      async (req) => {
        const said = { note: req.body?.note ?? null, reason: req.body?.reason };
        await decideAnswer(app.db, publishing, admitted(req), req.params.id, status, said);
        return { ok: true as const };
      },
    );
  }
}
