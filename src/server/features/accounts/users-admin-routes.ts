import { z } from 'zod';
import {
  ZAdminUserPage,
  ZAdminUserQuery,
  ZCreateUserRequest,
  ZUserIdParam,
} from '@shared/schemas/admin-users';
import { ZOk } from '@shared/schemas/common';
import type { AppInstance } from '../../app-types';
import { admitted } from '../../plugins/guards';
import { createUserByAdmin, deleteUserByAdmin, listUsers } from './users-admin-service';
import { setAdminRole } from './roles';

const ZCreated = z.object({ user: z.object({ id: z.string(), email: z.string() }) });

/**
 * Who may call: admins list and create users; granting or removing admin and deleting a user
 * pass the admin guard and are then refused to anyone but a super admin (SPEC §6), with the
 * spec's messages, by the services.
 */
export async function userAdminRoutes(app: AppInstance) {
  app.get(
    '/api/admin/users',
    {
      schema: { tags: ['admin'], querystring: ZAdminUserQuery, response: { 200: ZAdminUserPage } },
    },
    (req) => listUsers(app.db, req.query),
  );

  app.post(
    '/api/admin/users',
    { schema: { tags: ['admin'], body: ZCreateUserRequest, response: { 201: ZCreated } } },
    async (req, reply) => {
      const created = await createUserByAdmin(app.auth, app.db, admitted(req), req.body);
      return reply.status(201).send({ user: created });
    },
  );

  for (const [method, grant] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/admin/users/:id/admin',
      schema: { tags: ['admin'], params: ZUserIdParam, response: { 200: ZOk } },
      handler: async (req) => {
        await setAdminRole(app.db, admitted(req), req.params.id, grant);
        return { ok: true as const };
      },
    });
  }

  app.delete(
    '/api/admin/users/:id',
    { schema: { tags: ['admin'], params: ZUserIdParam, response: { 200: ZOk } } },
    async (req) => {
      await deleteUserByAdmin(app.db, app.storage, admitted(req), req.params.id);
      return { ok: true as const };
    },
  );
}
