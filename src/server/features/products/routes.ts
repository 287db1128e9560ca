import { z } from 'zod';
import { ZOk, uuidParam } from '@shared/schemas/common';
import {
  ZCategoryCount,
  ZProduct,
  ZProductHighlights,
  ZProductListQuery,
  ZProductLookupQuery,
  ZProductPage,
  ZProductSummary,
} from '@shared/schemas/products';
import { ZRelatedGear } from '@shared/schemas/search';
import type { AppInstance } from '../../app-types';
import { CACHE_TAGS } from '../../lib/read-cache-tags';
import { viewerOf } from '../../plugins/viewer';
import { relatedCacheKey, relatedGear } from './related';
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
 * their answers are the same for every reader (related gear but for a keeper of the product),
 * so they are served from the read cache.
 */
export async function productRoutes(app: AppInstance) {
  // Searches are the catalogue's costly reads: they go through the app's bulkhead.
  const search = <T>(term: string | undefined, read: () => Promise<T>) =>
    term ? app.searching(read) : read();
  app.get(
    '/api/products',
    {
      config: catalogue,
      schema: {
        operationId: 'listProducts',
        summary: 'List, search, filter and sort the catalogue',
        tags: ['products'],
        querystring: ZProductListQuery,
        response: { 200: ZProductPage },
      },
    },
    (req) => search(req.query.search, () => listProducts(app.db, req.query)),
  );
  app.get(
    '/api/products/lookup',
    {
      config: catalogue,
      schema: {
        operationId: 'lookupProducts',
        summary: 'Find products by name',
        tags: ['products'],
        querystring: ZProductLookupQuery,
        response: { 200: z.object({ items: z.array(ZProductSummary) }) },
      },
    },
    async (req) => ({
      items: await search(req.query.search, () => lookupProducts(app.db, req.query.search)),
    }),
  );
  app.get(
    '/api/products/highlights',
    {
      config: catalogue,
      schema: {
        operationId: 'getProductHighlights',
        summary: 'Read the highlighted products',
        tags: ['products'],
        response: { 200: ZProductHighlights },
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
      schema: {
        operationId: 'getProduct',
        summary: 'Read a product',
        tags: ['products'],
        errors: { 404: 'No product has this id.' },
        params: uuidParam,
        response: { 200: ZProduct },
      },
    },
    (req) => getProduct(app.db, req.params.id),
  );
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
  app.post(
    '/api/products/:id/views',
    {
      schema: {
        operationId: 'recordProductView',
        summary: 'Count a view of a product',
        tags: ['products'],
        errors: { 404: 'No product has this id.' },
        params: uuidParam,
        response: { 200: ZOk },
      },
    },
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
        operationId: 'listCategories',
        summary: 'List the categories with their product counts',
        tags: ['products'],
        response: { 200: z.object({ items: z.array(ZCategoryCount) }) },
      },
    },
    async () => ({ items: await categoryCounts(app.db) }),
  );
}
