import { ZSubmissionList } from '@shared/schemas/me';
import type { AppInstance } from '../../app-types';
import { listSubmissionsBy } from './service';
import { admitted } from '../../plugins/guards';

export async function submissionRoutes(app: AppInstance) {
  /** Who may call: any signed-in user, for their own submissions. */
  app.get(
    '/api/me/submissions',
    {
      preValidation: app.guards.signedIn(),
      schema: { tags: ['submissions'], response: { 200: ZSubmissionList } },
    },
    async (req) => {
      const viewer = admitted(req);
      return { items: await listSubmissionsBy(app.db, viewer.id) };
    },
  );
}
