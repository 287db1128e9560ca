import { ZOk } from '@shared/schemas/common';
import { ZPendingReportList, ZReportDecisionParams } from '@shared/schemas/admin';
import { ZReviewDecision } from '@shared/schemas/reviews';
import type { AppInstance } from '../../../app-types';
import { admitted } from '../../../plugins/guards';
import { listPendingReports, setReportStatus } from './moderation';

/** Who may call every route here: admins (and super admins). Field reports' moderation (issue 30). */
export async function reportAdminRoutes(app: AppInstance) {
  /**
   * Who may call: admins. Pending field reports, those waiting more than a day first (the
   * longest first), then the newest, each beside its review.
   */
  app.get(
    '/api/admin/reports',
    {
      schema: {
        operationId: 'adminListPendingReports',
        summary: 'List pending field reports: those waiting over a day, then the newest',
        tags: ['admin'],
        response: { 200: ZPendingReportList },
      },
    },
    async () => ({ items: await listPendingReports(app.db) }),
  );

  /** Who may call: admins. The author is told, with the optional note, as for a review. */
  for (const [action, status, doc] of [
    [
      'approve',
      'approved',
      { operationId: 'adminApproveReport', summary: 'Approve a field report' },
    ],
    [
      'reject',
      'rejected',
      {
        operationId: 'adminRejectReport',
        summary: 'Reject a field report, with a note to its author',
      },
    ],
  ] as const) {
    app.post(
      `/api/admin/reports/:id/${action}`,
      {
        schema: {
          ...doc,
          tags: ['admin'],
          errors: { 404: 'No field report has this id.' },
          params: ZReportDecisionParams,
          body: ZReviewDecision,
          response: { 200: ZOk },
        },
      },
      async (req) => {
        const decision = { status, note: req.body?.note ?? null, reason: req.body?.reason };
        await setReportStatus(app.db, app.notifier, admitted(req), req.params.id, decision);
        return { ok: true as const };
      },
    );
  }
}
