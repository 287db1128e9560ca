import { ZSuggestions, ZSuggestQuery } from '@shared/schemas/search';
import type { AppInstance } from '../../app-types';
import { CACHE_TAGS } from '../../lib/read-cache-tags';
import { suggest } from './service';

/**
 * Who may call: everyone, signed in or not. Suggestions are read from the catalogue and public
 * questions (issue 50) and are the same for every reader, so the read cache serves them and
 * drops them with either.
 */
export async function searchRoutes(app: AppInstance) {
  app.get(
    '/api/search/suggest',
    {
      config: { readCache: { tags: () => [CACHE_TAGS.catalogue, CACHE_TAGS.anyQuestion] } },
      schema: {
        operationId: 'suggestSearch',
        summary: 'Suggest products, categories and questions for a search as it is typed',
        tags: ['search'],
        querystring: ZSuggestQuery,
        response: { 200: ZSuggestions },
      },
    },
    // A burst of keystrokes is a burst of searches: they queue with the catalogue's.
    (req) => app.searching(() => suggest(app.db, req.query.q)),
  );
}
