import { ZOk } from '@shared/schemas/common';
import { ZRevisionParams } from '@shared/schemas/field-reports';
import type { AppInstance } from '../../../app-types';
import { admitted } from '../../../plugins/guards';
import { setRevisionHidden } from './hiding';

/** Who may call every route here: admins (and super admins). */
export async function revisionAdminRoutes(app: AppInstance) {
  /**
   * Who may call: admins. Takes one earlier version out of the review's public history, or puts
   * it back (issue 44); its author and admins still read it. Audit-logged when it changes.
   */
  for (const [action, hidden, doc] of [
    [
      'hide',
      true,
      { operationId: 'adminHideRevision', summary: "Hide a review's earlier version" },
    ],
    [
      'unhide',
      false,
      { operationId: 'adminUnhideRevision', summary: 'Show a hidden earlier version again' },
    ],
  ] as const) {
    app.post(
      `/api/admin/reviews/:id/revisions/:version/${action}`,
      {
        schema: {
          ...doc,
          tags: ['admin'],
          errors: { 404: 'No review has this id, or it has no earlier version of this number.' },
          params: ZRevisionParams,
          response: { 200: ZOk },
        },
      },
      async (req) => {
        const { id, version } = req.params;
        await setRevisionHidden(app.db, admitted(req), id, version, hidden);
        return { ok: true as const };
      },
    );
  }
}
