import { uuidParam } from '@shared/schemas/common';
import { ZDurability } from '@shared/schemas/durability';
import type { AppInstance } from '../../../app-types';
import { CACHE_TAGS } from '../../../lib/read-cache-tags';
import { productDurability } from './reads';

/** Who may call: everyone; the same answer for every reader, so it is read-cached. */
export async function durabilityRoutes(app: AppInstance) {
  app.get(
    '/api/products/:id/durability',
    {
      config: {
        readCache: { tags: (req) => [CACHE_TAGS.product((req.params as { id: string }).id)] },
      },
      schema: {
        operationId: 'getProductDurability',
        summary: "Read how long a product lasts, from its owners' field reports",
        description:
          'The Kaplan-Meier estimate of the share still in service by month, with its 95 % ' +
          "interval (Greenwood, log-log), from each owner's approved field reports: a failure " +
          'ends a timeline, any other last word censors it. Curve and modes are empty below 5 ' +
          'owners.',
        tags: ['products'],
        errors: { 404: 'No product has this id.' },
        params: uuidParam,
        response: { 200: ZDurability },
      },
    },
    (req) => productDurability(app.db, req.params.id),
  );
}
