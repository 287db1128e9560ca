import { uuidParam } from '@shared/schemas/common';
import { ZMyReviewList } from '@shared/schemas/me';
import { ZReviewListQuery, ZReviewPage } from '@shared/schemas/reviews';
import type { AppInstance } from '../../app-types';
import { listReviewsByAuthor } from './mine';
import { viewerOf } from '../../plugins/viewer';
import { listVisibleReviews } from './service';
import { admitted } from '../../plugins/guards';

/** Who may call: everyone. Approved reviews, plus a signed-in author's own pending ones. */
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
    async (req) => {
      const viewer = await viewerOf(app, req);
      return listVisibleReviews(app.db, app.storage, req.params.id, req.query, viewer?.id ?? null);
    },
  );

  /** Who may call: any signed-in user, for their own reviews (pending and rejected included). */
  app.get(
    '/api/me/reviews',
    {
      preValidation: app.guards.signedIn(),
      schema: { tags: ['reviews'], response: { 200: ZMyReviewList } },
    },
    async (req) => {
      const viewer = admitted(req);
      return { items: await listReviewsByAuthor(app.db, app.storage, viewer.id) };
    },
  );
}
