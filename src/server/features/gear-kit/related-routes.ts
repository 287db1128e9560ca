import { uuidParam } from '@shared/schemas/common';
import { ZRelatedGear } from '@shared/schemas/search';
import type { AppInstance } from '../../app-types';
import { CACHE_TAGS } from '../../lib/read-cache-tags';
import { viewerOf } from '../../plugins/viewer';
import { relatedCacheKey, relatedGear } from './related';

/**
 * Who may call: everyone, signed in or not. A product page's related gear, drawn from what
 * members keep in their Gear Kits: it only reads, and is served from the read cache.
 */
export async function relatedRoutes(app: AppInstance) {
  // The same for every reader but one who keeps the product, whose own kit it leaves out
  // (related.ts): theirs is cached under a key of their own.
  app.get(
    '/api/products/:id/related',
    {
      config: {
        readCache: {
          // Drawn from other products' rows and from every member's Gear Kit: either changing
          // may change it (features/events/cache-tags.ts).
          tags: () => [CACHE_TAGS.catalogue, CACHE_TAGS.gearKits],
          key: async (req) => {
            const params = uuidParam.safeParse(req.params);
            // A malformed id is refused after this (a 404): nothing is cached for it.
            if (!params.success) return req.url;
            const viewer = await viewerOf(app, req);
            return relatedCacheKey(app.db, req.url, params.data.id, viewer?.id ?? null);
          },
        },
      },
      schema: {
        operationId: 'listRelatedProducts',
        summary: "List a product's related gear",
        tags: ['products'],
        errors: { 404: 'No product has this id.' },
        params: uuidParam,
        response: { 200: ZRelatedGear },
      },
    },
    async (req) => relatedGear(app.db, req.params.id, (await viewerOf(app, req))?.id ?? null),
  );
}
