import { ZReviewRevisionListQuery, ZReviewRevisionPage } from '@shared/schemas/field-reports';
import { ZReviewIdParam } from '@shared/schemas/reviews';
import type { AppInstance } from '../../../app-types';
import { viewerOf } from '../../../plugins/viewer';
import { listRevisions } from './history';

/** A review's earlier versions (issue 30). */
export async function reviewRevisionRoutes(app: AppInstance) {
  /**
   * Who may call: anyone who may see the review: everyone, visitors included, when it is
   * approved; its author and admins whatever its status (anyone else: 404 'Review not found').
   * The author and admins get every earlier version, hidden ones marked; others those that
   * were approved and not hidden since. A page at a time (issue 44).
   */
  app.get(
    '/api/reviews/:id/revisions',
    {
      schema: {
        operationId: 'listReviewRevisions',
        summary: "List a review's earlier versions, newest first, a page at a time",
        tags: ['reviews'],
        errors: { 404: 'No review the caller may see has this id.' },
        params: ZReviewIdParam,
        querystring: ZReviewRevisionListQuery,
        response: { 200: ZReviewRevisionPage },
      },
    },
    async (req) => listRevisions(app.db, await viewerOf(app, req), req.params.id, req.query.page),
  );
}
