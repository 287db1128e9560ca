import { DATA_EXPORT_LIMIT } from '@shared/limits';
import { ZUpdateProfileRequest } from '@shared/schemas/accounts';
import { DATA_EXPORT_MSG, ZDataExport, ZMeResponse, ZViewer } from '@shared/schemas/me';
import type { AppInstance } from '../../app-types';
import { tooMany } from '../../lib/errors';
import { consumeRateLimit } from '../../lib/rate-limit';
import { exportMemberData } from './data-export';
import { describeViewer, renameViewer } from './me-service';
import { viewerOf } from '../../plugins/viewer';
import { admitted } from '../../plugins/guards';

export async function meRoutes(app: AppInstance) {
  /**
   * Who may call: everyone; a visitor gets `{ viewer: null }`. `private, no-cache` (the API's
   * default): the member's own service worker keeps it with their pages to open offline, and
   * drops it at sign-out (decision 034); no shared cache may, and the browser asks each time.
   */
  app.get(
    '/api/me',
    {
      schema: {
        operationId: 'getMe',
        summary: 'Read the signed-in member, or null for a visitor',
        tags: ['accounts'],
        response: { 200: ZMeResponse },
      },
    },
    async (req) => {
      const viewer = await viewerOf(app, req);
      return { viewer: viewer ? await describeViewer(app.db, viewer, app.viewerDetails) : null };
    },
  );

  /** Who may call: any signed-in user, for their own username (SPEC §2 Profile). */
  app.patch(
    '/api/me',
    {
      preValidation: app.guards.signedIn(),
      schema: {
        operationId: 'updateMe',
        summary: 'Change your username',
        tags: ['accounts'],
        body: ZUpdateProfileRequest,
        response: { 200: ZViewer },
      },
    },
    async (req) => {
      const viewer = admitted(req);
      await renameViewer(app.db, viewer.id, req.body.name);
      return describeViewer(app.db, viewer);
    },
  );

  /**
   * Who may call: any signed-in user, for their own data (issue 17, "Download my data"): one
   * JSON file of everything held about them (data-export.ts), DATA_EXPORT_LIMIT times an hour.
   */
  app.get(
    '/api/me/export',
    {
      preValidation: app.guards.signedIn(),
      schema: {
        operationId: 'exportMyData',
        summary: 'Download everything the site holds about you',
        tags: ['accounts'],
        errors: {
          429: 'The hourly limit of exports is reached; `Retry-After` says when to try again.',
        },
        response: { 200: ZDataExport },
      },
    },
    async (req, reply) => {
      const viewer = admitted(req);
      const limit = await consumeRateLimit(app.db, 'data_export', viewer.id, DATA_EXPORT_LIMIT);
      if (!limit.allowed) throw tooMany(DATA_EXPORT_MSG.rateLimited, limit.retryAfterSeconds);
      const data = await exportMemberData(app.db, app.storage, app.config.publicUrl, viewer.id);
      reply
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="battle-ready-data-${data.exportedAt.slice(0, 10)}.json"`,
        );
      return data;
    },
  );
}
