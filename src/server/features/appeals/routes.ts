import {
  APPEAL_KIND_LABELS,
  ZAppealFiled,
  ZAppealTargetParams,
  ZAppealWrite,
  ZMyAppeals,
  ZReportAppealParams,
  type AppealKind,
} from '@shared/schemas/appeals';
import type { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { admitted } from '../../plugins/guards';
import { fileAppeal } from './file';
import { myAppeals } from './reads';

/** Where each kind is appealed, and which of its path's ids names the item. */
const APPEAL_ROUTES = [
  {
    kind: 'review',
    operationId: 'appealReview',
    path: '/api/reviews/:id/appeal',
    params: ZAppealTargetParams,
  },
  {
    kind: 'report',
    operationId: 'appealReport',
    path: '/api/reviews/:id/reports/:reportId/appeal',
    params: ZReportAppealParams,
  },
  {
    kind: 'question',
    operationId: 'appealQuestion',
    path: '/api/questions/:id/appeal',
    params: ZAppealTargetParams,
  },
  {
    kind: 'answer',
    operationId: 'appealAnswer',
    path: '/api/answers/:id/appeal',
    params: ZAppealTargetParams,
  },
] as const satisfies readonly {
  kind: AppealKind;
  operationId: string;
  path: string;
  params: z.ZodType;
}[];

/** Issue 52: an author's appeals, and what they may appeal. */
export async function appealRoutes(app: AppInstance) {
  for (const { kind, operationId, path, params } of APPEAL_ROUTES) {
    const name = APPEAL_KIND_LABELS[kind];
    /**
     * Who may call: the item's author, signed in. Once per item, while it is rejected or hidden
     * by members' flags; audit-logged `appeal.file`.
     */
    app.post(
      path,
      {
        preValidation: app.guards.signedIn(),
        schema: {
          operationId,
          summary: `Appeal the rejection or hiding of your ${name.toLowerCase()}`,
          tags: ['appeals'],
          errors: {
            403: 'The caller is not its author.',
            404: `No ${name.toLowerCase()} has this id.`,
            409: 'It is neither rejected nor hidden, or it was appealed already.',
          },
          params,
          body: ZAppealWrite,
          response: { 201: ZAppealFiled },
        },
      },
      async (req, reply) => {
        const p = req.params as { id: string; reportId?: string };
        const item = p.reportId ? { kind, id: p.reportId, parentId: p.id } : { kind, id: p.id };
        const filed = await fileAppeal(app.db, admitted(req), item, req.body.note);
        return reply.status(201).send(filed);
      },
    );
  }

  /** Who may call: signed-in members. Their own appeals, and what they may still appeal. */
  app.get(
    '/api/me/appeals',
    {
      preValidation: app.guards.signedIn(),
      schema: {
        operationId: 'listMyAppeals',
        summary: 'List your appeals, and the decisions you may still appeal',
        tags: ['appeals'],
        response: { 200: ZMyAppeals },
      },
    },
    (req) => myAppeals(app.db, admitted(req).id),
  );
}
