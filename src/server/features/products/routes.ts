import { z } from 'zod';
import { ZOk, uuidParam } from '@shared/schemas/common';
import {
  ZCategoryCount,
  ZProduct,
  ZProductListQuery,
  ZProductLookupQuery,
  ZProductPage,
  ZProductSummary,
} from '@shared/schemas/products';
import type { AppInstance } from '../../app-types';
import { CACHE_TAGS } from '../../lib/read-cache-tags';
import {
  categoryCounts,
  getProduct,
  listProducts,
  lookupProducts,
  productHighlights,
  recordProductView,
} from './service';

const catalogue = { readCache: { tags: () => [CACHE_TAGS.catalogue] } };

/**
 * Who may call: everyone, signed in or not. These routes only read (views only count), and
 * their answers are the same for every reader, so they are served from the read cache.
 */
export async function productRoutes(app: AppInstance) {
  app.get(
    '/api/products',
    {
      config: catalogue,
      schema: {
        tags: ['products'],
        querystring: ZProductListQuery,
        response: { 200: ZProductPage },
      },
    },
    (req) => listProducts(app.db, req.query),
  );
  app.get(
    '/api/products/lookup',
    {
      config: catalogue,
      schema: {
        tags: ['products'],
        querystring: ZProductLookupQuery,
        response: { 200: z.object({ items: z.array(ZProductSummary) }) },
      },
    },
    async (req) => ({ items: await lookupProducts(app.db, req.query.search) }),
  );
  app.get(
    '/api/products/highlights',
    {
      config: catalogue,
      schema: {
        tags: ['products'],
        response: {
          200: z.object({ topGear: z.array(ZProduct), recentlyReviewed: z.array(ZProduct) }),
        },
      },
    },
    () => productHighlights(app.db),
  );
  app.get(
    '/api/products/:id',
    {
      config: {
        readCache: {
          tags: (req) => [CACHE_TAGS.product((req.params as { id: string }).id)],
        },
      },
      schema: { tags: ['products'], params: uuidParam, response: { 200: ZProduct } },
    },
    (req) => getProduct(app.db, req.params.id),
  );
  app.post(
    '/api/products/:id/views',
    { schema: { tags: ['products'], params: uuidParam, response: { 200: ZOk } } },
    async (req) => {
      await recordProductView(app.db, req.params.id);
      return { ok: true as const };
    },
  );
  app.get(
    '/api/categories',
    {
      config: catalogue,
      schema: {
        tags: ['products'],
        response: { 200: z.object({ items: z.array(ZCategoryCount) }) },
      },
    },
    async () => ({ items: await categoryCounts(app.db) }),
  );
}
