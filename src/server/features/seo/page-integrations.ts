import { activeIntegrations, type Integrations } from '@shared/integrations';
import { toPublicSettings } from '@shared/schemas/site';
import type { Db } from '../../db/types';
import { CACHE_TAGS } from '../../lib/read-cache-tags';
import type { ResponseCache } from '../../lib/response-cache';
import { integrationSettings } from '../site';

/**
 * The integrations this page switches on (decision 010), from the read cache, which the change
 * feed empties of them when an admin saves the settings (decision 012): the change still
 * reaches every process's next page, without a query for every page.
 */
export async function pageIntegrations(
  db: Db,
  cache: ResponseCache,
  siteName: string,
): Promise<Integrations> {
  return cache.remember('page-integrations', [CACHE_TAGS.settings], async () => {
    const rows = await integrationSettings(db);
    return activeIntegrations(
      toPublicSettings(Object.fromEntries(rows.map((r) => [r.key, r.value])), siteName),
    );
  });
}
