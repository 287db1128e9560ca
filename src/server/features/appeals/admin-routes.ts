import { ZOk } from '@shared/schemas/common';
import { ZAppealParams, ZAppealSettle, ZOpenAppealList } from '@shared/schemas/appeals';
import type { AppInstance } from '../../app-types';
import { admitted } from '../../plugins/guards';
import { openAppeals } from './reads';
import { settleAppeal } from './settle';

/** Who may call every route here: admins (and super admins). */
export async function appealAdminRoutes(app: AppInstance) {
  const deciding = { notifier: app.notifier, jobs: app.jobs };

  app.get(
    '/api/admin/appeals',
    {
      schema: {
        operationId: 'adminListAppeals',
        summary: 'List open appeals, the longest waiting first',
        tags: ['admin'],
        response: { 200: ZOpenAppealList },
      },
    },
    (req) => openAppeals(app.db, admitted(req).id),
  );

  /**
   * Upholds or reverses the decision; not by the admin who made it. Reversed, the item is
   * approved; upheld, one flags hid is rejected. The author is told; audit-logged
   * `appeal.uphold` or `appeal.reverse`.
   */
  app.post(
    '/api/admin/appeals/:id/settle',
    {
      schema: {
        operationId: 'adminSettleAppeal',
        summary: 'Uphold or reverse the decision an appeal is about',
        tags: ['admin'],
        errors: {
          403: 'The caller made the decision appealed.',
          404: 'No appeal has this id.',
          409: 'The appeal is settled already.',
        },
        params: ZAppealParams,
        body: ZAppealSettle,
        response: { 200: ZOk },
      },
    },
    async (req) => {
      await settleAppeal(app.db, deciding, admitted(req), req.params.id, req.body);
      return { ok: true as const };
    },
  );
}
