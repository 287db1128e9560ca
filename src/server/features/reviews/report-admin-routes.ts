import { ZOk } from '@shared/schemas/common';
import { ZPendingReportList, ZReportDecisionParams } from '@shared/schemas/admin';
import { ZReviewDecision } from '@shared/schemas/reviews';
import type { AppInstance } from '../../app-types';
import { admitted } from '../../plugins/guards';
import { listPendingReports, setReportStatus } from './report-moderation';

/** Who may call every route here: admins (and super admins). Field reports' moderation (issue 30). */
export async function reportAdminRoutes(app: AppInstance) {
  /** Who may call: admins. Pending field reports, newest first, each beside its review. */
  app.get(
    '/api/admin/reports',
    { schema: { tags: ['admin'], response: { 200: ZPendingReportList } } },
    async () => ({ items: await listPendingReports(app.db) }),
  );

  /** Who may call: admins. The author is told, with the optional note, as for a review. */
  for (const [action, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/api/admin/reports/:id/${action}`,
      {
        schema: {
          tags: ['admin'],
          params: ZReportDecisionParams,
          body: ZReviewDecision,
          response: { 200: ZOk },
        },
      },
      async (req) => {
        const decision = { status, note: req.body?.note ?? null };
        await setReportStatus(app.db, app.notifier, admitted(req), req.params.id, decision);
        return { ok: true as const };
      },
    );
  }
}
