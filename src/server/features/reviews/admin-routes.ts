import { ZOk } from '@shared/schemas/common';
import {
  ZAdminFlagList,
  ZBulkReviewDecision,
  ZBulkReviewResult,
  ZFlagIdParam,
  ZPendingReviewList,
} from '@shared/schemas/admin';
import { ZReviewDecision, ZReviewIdParam } from '@shared/schemas/reviews';
import type { AppInstance } from '../../app-types';
import { admitted } from '../../plugins/guards';
import { decideReviewsInBulk } from './bulk';
import { listFlags, listPendingReviews, settleFlag } from './moderation';
import { setReviewStatus } from './write';

/** Who may call every route here: admins (and super admins). */
export async function reviewAdminRoutes(app: AppInstance) {
  /** Who may call: admins. The whole pending queue scored for risk, the riskiest first. */
  app.get(
    '/api/admin/reviews',
    { schema: { tags: ['admin'], response: { 200: ZPendingReviewList } } },
    async () => ({ items: await listPendingReviews(app.db) }),
  );

  /** Who may call: admins. Pending flags by their review's risk, then the handled ones. */
  app.get(
    '/api/admin/flags',
    { schema: { tags: ['admin'], response: { 200: ZAdminFlagList } } },
    async () => ({ items: await listFlags(app.db) }),
  );

  /** Who may call: admins. Settles every pending flag of the flag's review alike (issue 29). */
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

  /** Who may call: admins. Also settles the review's pending flags (issue 29). */
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

  /**
   * Who may call: admins. Approves or rejects up to MODERATION_LIST_MAX reviews in one
   * transaction: an unknown id is a 404 and nothing changes (issue 29).
   */
  app.post(
    '/api/admin/reviews/bulk',
    {
      schema: {
        tags: ['admin'],
        body: ZBulkReviewDecision,
        response: { 200: ZBulkReviewResult },
      },
    },
    async (req) => {
      const { ids, action, note } = req.body;
      const status = action === 'approve' ? 'approved' : 'rejected';
      const decision = { status, note: note ?? null } as const;
      const decided = await decideReviewsInBulk(app.db, app.notifier, admitted(req), ids, decision);
      return { ok: true as const, decided };
    },
  );
}
