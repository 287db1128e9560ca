import {
  ZAdminSubmissionList,
  ZSubmissionDecided,
  ZSubmissionDecision,
  ZSubmissionIdParam,
} from '@shared/schemas/submissions';
import type { AppInstance } from '../../app-types';
import { admitted } from '../../plugins/guards';
import { queuePicture } from '../pictures';
import { decideSubmission, listPendingSubmissions } from './decide';

/** Who may call every route here: admins (and super admins). The admin tab is issue 6. */
export async function submissionAdminRoutes(app: AppInstance) {
  app.get(
    '/api/admin/submissions',
    {
      schema: {
        operationId: 'adminListSubmissions',
        summary: 'List pending product submissions',
        tags: ['admin'],
        response: { 200: ZAdminSubmissionList },
      },
    },
    async () => ({ items: await listPendingSubmissions(app.db) }),
  );

  for (const [action, verdict, doc] of [
    [
      'approve',
      'approved',
      { operationId: 'adminApproveSubmission', summary: 'Approve a submission into the catalogue' },
    ],
    [
      'reject',
      'rejected',
      { operationId: 'adminRejectSubmission', summary: 'Reject a submission' },
    ],
  ] as const) {
    app.post(
      `/api/admin/submissions/:id/${action}`,
      {
        schema: {
          ...doc,
          tags: ['admin'],
          errors: {
            404: 'No submission has this id.',
            409: 'The submission has already been decided.',
          },
          params: ZSubmissionIdParam,
          body: ZSubmissionDecision,
          response: { 200: ZSubmissionDecided },
        },
      },
      async (req) => {
        const decided = await decideSubmission(
          app.db,
          app.notifier,
          { admin: admitted(req), submissionId: req.params.id, notes: req.body?.notes },
          verdict,
        );
        // After the commit: a fetch lost to a crash here is found by the next due run.
        if (decided.productId && decided.submission.imageUrl) {
          await queuePicture(app.jobs, app.db, decided.productId);
        }
        return decided;
      },
    );
  }
}
