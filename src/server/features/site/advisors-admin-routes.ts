import {
  ZAdminAdvisor,
  ZAdminAdvisorList,
  ZAdvisorIdParam,
  ZAdvisorMove,
  ZAdvisorWrite,
} from '@shared/schemas/advisors';
import { ZOk } from '@shared/schemas/common';
import type { AppInstance } from '../../app-types';
import { admitted } from '../../plugins/guards';
import {
  createAdvisor,
  deleteAdvisor,
  listAllAdvisors,
  moveAdvisor,
  updateAdvisor,
} from './advisors-admin-service';

/** Who may call every route here: admins (and super admins). */
export async function advisorAdminRoutes(app: AppInstance) {
  app.get(
    '/api/admin/advisors',
    {
      schema: {
        operationId: 'adminListAdvisors',
        summary: 'List every advisor, inactive ones included',
        tags: ['admin'],
        response: { 200: ZAdminAdvisorList },
      },
    },
    async () => ({ items: await listAllAdvisors(app.db) }),
  );
  app.post(
    '/api/admin/advisors',
    {
      schema: {
        operationId: 'adminCreateAdvisor',
        summary: 'Add an advisor',
        tags: ['admin'],
        body: ZAdvisorWrite,
        response: { 201: ZAdminAdvisor },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createAdvisor(app.db, admitted(req), req.body)),
  );
  app.patch(
    '/api/admin/advisors/:id',
    {
      schema: {
        operationId: 'adminUpdateAdvisor',
        summary: 'Edit an advisor',
        tags: ['admin'],
        errors: { 404: 'No advisor has this id.' },
        params: ZAdvisorIdParam,
        body: ZAdvisorWrite,
        response: { 200: ZAdminAdvisor },
      },
    },
    (req) => updateAdvisor(app.db, admitted(req), req.params.id, req.body),
  );
  app.delete(
    '/api/admin/advisors/:id',
    {
      schema: {
        operationId: 'adminDeleteAdvisor',
        summary: 'Delete an advisor',
        tags: ['admin'],
        errors: { 404: 'No advisor has this id.' },
        params: ZAdvisorIdParam,
        response: { 200: ZOk },
      },
    },
    async (req) => {
      await deleteAdvisor(app.db, admitted(req), req.params.id);
      return { ok: true as const };
    },
  );
  app.post(
    '/api/admin/advisors/:id/move',
    {
      schema: {
        operationId: 'adminMoveAdvisor',
        summary: 'Move an advisor up or down the list',
        tags: ['admin'],
        errors: { 404: 'No advisor has this id.' },
        params: ZAdvisorIdParam,
        body: ZAdvisorMove,
        response: { 200: ZAdminAdvisorList },
      },
    },
    async (req) => ({
      items: await moveAdvisor(app.db, admitted(req), req.params.id, req.body.direction),
    }),
  );
}
