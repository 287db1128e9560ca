import { uuidParam } from '@shared/schemas/common';
import { ZAlert, ZAlertIdParam, ZAlertUpdate, ZAlertWrite } from '@shared/schemas/alerts';
import type { AppInstance } from '../../app-types';
import { admitted } from '../../plugins/guards';
import { postAlert, updateAlert } from './admin-service';

/** Who may call every route here: admins (and super admins). */
export async function alertAdminRoutes(app: AppInstance) {
  app.post(
    '/api/admin/products/:id/alerts',
    {
      schema: {
        operationId: 'adminPostAlert',
        summary: 'Post an alert on a product, told to its keepers and reviewers',
        tags: ['admin', 'alerts'],
        errors: { 404: 'No product has this id.' },
        params: uuidParam,
        body: ZAlertWrite,
        response: { 201: ZAlert },
      },
    },
    async (req, reply) => {
      const alert = await postAlert(app.db, app.jobs, admitted(req), req.params.id, req.body);
      return reply.status(201).send(alert);
    },
  );

  app.patch(
    '/api/admin/alerts/:id',
    {
      schema: {
        operationId: 'adminUpdateAlert',
        summary: 'Rewrite an alert, or close it as resolved or reopen it',
        tags: ['admin', 'alerts'],
        errors: { 404: 'No alert has this id.' },
        params: ZAlertIdParam,
        body: ZAlertUpdate,
        response: { 200: ZAlert },
      },
    },
    (req) => updateAlert(app.db, admitted(req), req.params.id, req.body),
  );
}
