import { ZUpdateProfileRequest } from '@shared/schemas/accounts';
import { ZMeResponse, ZViewer } from '@shared/schemas/me';
import type { AppInstance } from '../../app-types';
import { describeViewer, renameViewer } from './me-service';
import { viewerOf } from '../../plugins/viewer';
import { admitted } from '../../plugins/guards';

export async function meRoutes(app: AppInstance) {
  /** Who may call: everyone; a visitor gets `{ viewer: null }`. */
  app.get(
    '/api/me',
    { schema: { tags: ['accounts'], response: { 200: ZMeResponse } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const viewer = await viewerOf(app, req);
      return { viewer: viewer ? await describeViewer(app.db, viewer) : null };
    },
  );

  /** Who may call: any signed-in user, for their own username (SPEC §2 Profile). */
  app.patch(
    '/api/me',
    {
      preValidation: app.guards.signedIn(),
      schema: { tags: ['accounts'], body: ZUpdateProfileRequest, response: { 200: ZViewer } },
    },
    async (req) => {
      const viewer = admitted(req);
      await renameViewer(app.db, viewer.id, req.body.name);
      return describeViewer(app.db, viewer);
    },
  );
}
