import { uuidParam } from '@shared/schemas/common';
import { ZReviewListQuery, ZReviewPage } from '@shared/schemas/reviews';
import type { AppInstance } from '../../app-types';
import { listApprovedReviews } from './service';

/** Who may call: everyone. Only approved reviews are returned here. */
export async function reviewRoutes(app: AppInstance) {
  app.get(
    '/api/products/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        params: uuidParam,
        querystring: ZReviewListQuery,
        response: { 200: ZReviewPage },
      },
    },
    (req) => listApprovedReviews(app.db, req.params.id, req.query),
  );
}
