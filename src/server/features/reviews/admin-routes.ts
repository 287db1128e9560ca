import { ZOk } from '@shared/schemas/common';
import { ZAdminFlagList, ZFlagIdParam, ZPendingReviewList } from '@shared/schemas/admin';
import { ZReviewDecision, ZReviewIdParam } from '@shared/schemas/reviews';
import type { AppInstance } from '../../app-types';
import { admitted } from '../../plugins/guards';
import { listFlags, listPendingReviews, settleFlag } from './moderation';
import { setReviewStatus } from './write';

/** Who may call every route here: admins (and super admins). */
export async function reviewAdminRoutes(app: AppInstance) {
  app.get(
    '/api/admin/reviews',
    { schema: { tags: ['admin'], response: { 200: ZPendingReviewList } } },
    async () => ({ items: await listPendingReviews(app.db) }),
  );

  app.get(
    '/api/admin/flags',
    { schema: { tags: ['admin'], response: { 200: ZAdminFlagList } } },
    async () => ({ items: await listFlags(app.db) }),
  );

  for (const [action, status] of [
    ['resolve', 'resolved'],
    ['dismiss', 'dismissed'],
  ] as const) {
    app.post(
      `/api/admin/flags/:id/${action}`,
      { schema: { tags: ['admin'], params: ZFlagIdParam, response: { 200: ZOk } } },
      async (req) => {
        await settleFlag(app.db, app.notifier, admitted(req), req.params.id, status);
        return { ok: true as const };
      },
    );
  }

  for (const [action, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/api/admin/reviews/:id/${action}`,
      {
        schema: {
          tags: ['admin'],
          params: ZReviewIdParam,
          body: ZReviewDecision,
          response: { 200: ZOk },
        },
      },
      async (req) => {
        const decision = { status, note: req.body?.note ?? null };
        await setReviewStatus(app.db, app.notifier, admitted(req), req.params.id, decision);
        return { ok: true as const };
      },
    );
  }
}
