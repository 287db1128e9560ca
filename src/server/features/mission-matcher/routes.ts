import { missionInputs, ZMissionQuery, ZMissionResult } from '@shared/schemas/mission';
import type { AppInstance } from '../../app-types';
import { CACHE_TAGS } from '../../lib/read-cache-tags';
import { viewerOf } from '../../plugins/viewer';
import { matchMission } from './service';

/**
 * Who may call: everyone. A signed-in member may ask to leave out what is already in their
 * Gear Kit (`skipKit=1`); a visitor's request ignores it, so visitors' kits are the same for
 * all and served from the read cache.
 */
export async function missionMatcherRoutes(app: AppInstance) {
  app.get(
    '/api/mission-matcher',
    {
      config: {
        readCache: {
          // Products carry their reviews' figures; branch scores also read reviewers' profiles.
          tags: () => [CACHE_TAGS.catalogue, CACHE_TAGS.reviewers],
          visitorsOnly: true,
        },
      },
      schema: {
        operationId: 'matchMission',
        summary: 'Build a kit for a mission within a budget',
        tags: ['mission-matcher'],
        querystring: ZMissionQuery,
        response: { 200: ZMissionResult },
      },
    },
    async (req) => {
      const inputs = missionInputs(req.query);
      const viewer = inputs.skipKit ? await viewerOf(app, req) : null;
      return matchMission(app.db, app.readCache, inputs, viewer?.id ?? null);
    },
  );
}
