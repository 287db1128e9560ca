import { ZOk } from '@shared/schemas/common';
import { ZAdminFlagList, ZFlagIdParam, ZPendingReviewList } from '@shared/schemas/admin';
import type { AppInstance } from '../../app-types';
import { admitted } from '../../plugins/guards';
import { listFlags, listPendingReviews, settleFlag } from './moderation';

/** Who may call every route here: admins (and super admins). */
export async function reviewAdminRoutes(app: AppInstance) {
  app.get(
    '/api/admin/reviews',
    {
      preValidation: app.guards.admin(),
      schema: { tags: ['admin'], response: { 200: ZPendingReviewList } },
    },
    async () => ({ items: await listPendingReviews(app.db) }),
  );

  app.get(
    '/api/admin/flags',
    {
      preValidation: app.guards.admin(),
      schema: { tags: ['admin'], response: { 200: ZAdminFlagList } },
    },
    async () => ({ items: await listFlags(app.db) }),
  );

  for (const [action, status] of [
    ['resolve', 'resolved'],
    ['dismiss', 'dismissed'],
  ] as const) {
    app.post(
      `/api/admin/flags/:id/${action}`,
      {
        preValidation: app.guards.admin(),
        schema: { tags: ['admin'], params: ZFlagIdParam, response: { 200: ZOk } },
      },
      async (req) => {
        await settleFlag(app.db, admitted(req), req.params.id, status);
        return { ok: true as const };
      },
    );
  }
}
