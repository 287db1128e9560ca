import { ZOk, uuidParam } from '@shared/schemas/common';
import {
  ZCategoryList,
  ZProduct,
  ZProductHighlights,
  ZProductListQuery,
  ZProductLookupQuery,
  ZProductLookup,
  ZProductPage,
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
        response: { 200: ZProductLookup },
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
        response: { 200: ZCategoryList },
      },
    },
    async () => ({ items: await categoryCounts(app.db) }),
  );
}
