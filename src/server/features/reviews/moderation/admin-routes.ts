import { ZOk } from '@shared/schemas/common';
import {
  ZAdminFlagList,
  ZBulkReviewDecision,
  ZBulkReviewResult,
  ZFlagIdParam,
  ZPendingReviewList,
} from '@shared/schemas/admin';
import { ZReviewDecision, ZReviewIdParam } from '@shared/schemas/reviews';
import type { AppInstance } from '../../../app-types';
import { admitted } from '../../../plugins/guards';
import { decideReviewsInBulk } from './bulk';
import { listFlags, listPendingReviews, settleFlag } from './queues';
import { setReviewStatus } from './decide';

/** Who may call every route here: admins (and super admins). */
export async function reviewAdminRoutes(app: AppInstance) {
  /**
   * Who may call: admins. The whole pending queue scored for risk, the riskiest first, after
   * those waiting more than a day (the longest first).
   */
  app.get(
    '/api/admin/reviews',
    {
      schema: {
        operationId: 'adminListPendingReviews',
        summary: 'List pending reviews: those waiting over a day, then the riskiest',
        tags: ['admin'],
        response: { 200: ZPendingReviewList },
      },
    },
    async () => ({ items: await listPendingReviews(app.db) }),
  );

  /** Who may call: admins. Pending flags by their review's risk, then the handled ones. */
  app.get(
    '/api/admin/flags',
    {
      schema: {
        operationId: 'adminListFlags',
        summary: 'List flags, pending ones first',
        tags: ['admin'],
        response: { 200: ZAdminFlagList },
      },
    },
    async () => ({ items: await listFlags(app.db) }),
  );

  /** Who may call: admins. Settles every pending flag of the flag's review alike (issue 29). */
  for (const [action, status, doc] of [
    [
      'resolve',
      'resolved',
      { operationId: 'adminResolveFlag', summary: "Resolve a flag and its review's other flags" },
    ],
    [
      'dismiss',
      'dismissed',
      { operationId: 'adminDismissFlag', summary: "Dismiss a flag and its review's other flags" },
    ],
  ] as const) {
    app.post(
      `/api/admin/flags/:id/${action}`,
      {
        schema: {
          ...doc,
          tags: ['admin'],
          errors: { 404: 'No flag has this id.', 409: 'The flag has already been handled.' },
          params: ZFlagIdParam,
          response: { 200: ZOk },
        },
      },
      async (req) => {
        await settleFlag(app.db, app.notifier, admitted(req), req.params.id, status);
        return { ok: true as const };
      },
    );
  }

  /** Who may call: admins. Also settles the review's pending flags (issue 29). */
  for (const [action, status, doc] of [
    ['approve', 'approved', { operationId: 'adminApproveReview', summary: 'Approve a review' }],
    [
      'reject',
      'rejected',
      { operationId: 'adminRejectReview', summary: 'Reject a review, with a note to its author' },
    ],
  ] as const) {
    app.post(
      `/api/admin/reviews/:id/${action}`,
      {
        schema: {
          ...doc,
          tags: ['admin'],
          errors: { 404: 'No review has this id.' },
          params: ZReviewIdParam,
          body: ZReviewDecision,
          response: { 200: ZOk },
        },
      },
      async (req) => {
        const decision = { status, note: req.body?.note ?? null, reason: req.body?.reason };
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
        operationId: 'adminDecideReviews',
        summary: 'Approve or reject many reviews at once',
        tags: ['admin'],
        errors: { 404: 'An id names no review; nothing is changed.' },
        body: ZBulkReviewDecision,
        response: { 200: ZBulkReviewResult },
      },
    },
    async (req) => {
      const { ids, action, note, reason } = req.body;
      const status = action === 'approve' ? 'approved' : 'rejected';
      const decision = { status, note: note ?? null, reason } as const;
      const decided = await decideReviewsInBulk(app.db, app.notifier, admitted(req), ids, decision);
      return { ok: true as const, decided };
    },
  );
}
