import { ZAdvisorList, ZPublicConfig } from '@shared/schemas/site';
import type { AppInstance } from '../../app-types';
import { CACHE_TAGS } from '../../lib/read-cache-tags';
import { listActiveAdvisors, publicSettings } from './service';

/** Who may call: everyone. Inactive advisors and admin-only settings are never returned. */
export async function siteRoutes(app: AppInstance) {
  app.get(
    '/api/advisors',
    {
      config: { readCache: { tags: () => [CACHE_TAGS.advisors] } },
      schema: {
        operationId: 'listAdvisors',
        summary: 'List the active advisors',
        tags: ['site'],
        response: { 200: ZAdvisorList },
      },
    },
    async () => ({ items: await listActiveAdvisors(app.db) }),
  );
  app.get(
    '/api/settings/public',
    {
      config: { readCache: { tags: () => [CACHE_TAGS.settings] } },
      schema: {
        operationId: 'getPublicSettings',
        summary: "Read the site's public settings",
        tags: ['site'],
        response: { 200: ZPublicConfig },
      },
    },
    async () => ({
      ...(await publicSettings(app.db, app.config.siteName)),
      googleSignIn: app.config.google !== null,
    }),
  );
}
