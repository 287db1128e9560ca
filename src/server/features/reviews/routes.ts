import { uuidParam } from '@shared/schemas/common';
import { ZMyReviewList } from '@shared/schemas/me';
import { ZReviewListQuery, ZReviewPage } from '@shared/schemas/reviews';
import type { AppInstance } from '../../app-types';
import { CACHE_TAGS } from '../../lib/read-cache-tags';
import { listReviewsByAuthor } from './mine';
import { viewerOf } from '../../plugins/viewer';
import { listVisibleReviews } from './service';
import { admitted } from '../../plugins/guards';

// Cached review lists carry signed media links that last MEDIA_URL_TTL_SECONDS (55 minutes at
// least, url-signer.ts) and browsers refetch them every 50: a list served stays usable if it
// is at most 4 minutes old.
const MEDIA_LINKS_FRESH_MS = 4 * 60_000;

/**
 * Who may call: everyone. Approved reviews, plus a signed-in author's own pending ones; what
 * visitors read is served from the read cache.
 */
export async function reviewRoutes(app: AppInstance) {
  app.get(
    '/api/products/:id/reviews',
    {
      config: {
        readCache: {
          visitorsOnly: true,
          tags: (req) => {
            const productId = (req.params as { id: string }).id;
            return [CACHE_TAGS.reviewsOf(productId), CACHE_TAGS.reviewers];
          },
          maxAgeMs: MEDIA_LINKS_FRESH_MS,
        },
      },
      schema: {
        operationId: 'listProductReviews',
        summary: "List a product's reviews",
        tags: ['reviews'],
        errors: { 404: 'No product has this id.' },
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
      schema: {
        operationId: 'listMyReviews',
        summary: 'List your reviews, pending and rejected ones included',
        tags: ['reviews'],
        response: { 200: ZMyReviewList },
      },
    },
    async (req) => {
      const viewer = admitted(req);
      return { items: await listReviewsByAuthor(app.db, app.storage, viewer.id) };
    },
  );
}
