import { ZOk } from '@shared/schemas/common';
import { ZReport, ZReportIdParams, ZReportWrite } from '@shared/schemas/field-reports';
import { ZReviewIdParam } from '@shared/schemas/reviews';
import type { AppInstance } from '../../../app-types';
import { admitted } from '../../../plugins/guards';
import { createReport, deleteReport, updateReport } from './write';

/** Field reports on a review (issue 30): written, edited and deleted as reviews are. */
export async function reportRoutes(app: AppInstance) {
  /**
   * Who may call: the review's author (403 for anyone else), signed in with a confirmed e-mail,
   * as for writing a review (SPEC §6). The review must be approved; reports open 30 days after
   * it and come at most one every 30 days (400 saying when). Created pending. Sent again under
   * its Idempotency-Key, the first answer is repeated (decision 035).
   */
  app.post(
    '/api/reviews/:id/reports',
    {
      config: { idempotent: true },
      preValidation: app.guards.verified({
        signIn: 'Please sign in to submit a review',
        verify: 'Please verify your email address before submitting reviews',
      }),
      schema: {
        operationId: 'createFieldReport',
        summary: 'Add a field report to your approved review',
        tags: ['reviews'],
        errors: {
          400: 'The review is not approved, or it is too soon for a report (the message says when).',
          403: "The caller is not the review's author.",
          404: 'No review has this id.',
        },
        params: ZReviewIdParam,
        body: ZReportWrite,
        response: { 201: ZReport },
      },
    },
    async (req, reply) => {
      const report = await createReport(app.db, admitted(req), req.params.id, req.body);
      return reply.status(201).send(report);
    },
  );

  /**
   * Who may call: the report's author only (403 for anyone else). The edit goes back to
   * pending; with their review edits, at most EDIT_LIMIT an hour (issue 44).
   */
  app.patch(
    '/api/reviews/:id/reports/:reportId',
    {
      preValidation: app.guards.signedIn(),
      schema: {
        operationId: 'updateFieldReport',
        summary: 'Edit your field report, which goes back to pending',
        tags: ['reviews'],
        errors: {
          403: "The caller is not the report's author.",
          404: 'The review has no report with this id.',
          429: 'Too many edits of reviews and reports this hour; `Retry-After` says when to try again.',
        },
        params: ZReportIdParams,
        body: ZReportWrite,
        response: { 200: ZReport },
      },
    },
    (req) => updateReport(app.db, admitted(req), req.params.id, req.params.reportId, req.body),
  );

  /** Who may call: the report's author, or an admin (as a review's delete). */
  app.delete(
    '/api/reviews/:id/reports/:reportId',
    {
      preValidation: app.guards.signedIn(),
      schema: {
        operationId: 'deleteFieldReport',
        summary: 'Delete a field report, as its author or an admin',
        tags: ['reviews'],
        errors: {
          403: "The caller is neither the report's author nor an admin.",
          404: 'The review has no report with this id.',
        },
        params: ZReportIdParams,
        response: { 200: ZOk },
      },
    },
    async (req) => {
      await deleteReport(app.db, admitted(req), req.params.id, req.params.reportId);
      return { ok: true as const };
    },
  );
}
