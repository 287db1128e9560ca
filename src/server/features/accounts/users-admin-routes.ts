import {
  ZAdminUserCreated,
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

/**
 * Who may call: admins list and create users; granting or removing admin and deleting a user
 * pass the admin guard and are then refused to anyone but a super admin (SPEC §6), with the
 * spec's messages, by the services.
 */
export async function userAdminRoutes(app: AppInstance) {
  app.get(
    '/api/admin/users',
    {
      schema: {
        operationId: 'adminListUsers',
        summary: 'List and search users',
        tags: ['admin'],
        querystring: ZAdminUserQuery,
        response: { 200: ZAdminUserPage },
      },
    },
    (req) => listUsers(app.db, req.query),
  );

  app.post(
    '/api/admin/users',
    {
      schema: {
        operationId: 'adminCreateUser',
        summary: 'Create a user without an invitation',
        tags: ['admin'],
        errors: { 409: 'An account with this email already exists.' },
        body: ZCreateUserRequest,
        response: { 201: ZAdminUserCreated },
      },
    },
    async (req, reply) => {
      const created = await createUserByAdmin(app.auth, app.db, admitted(req), req.body);
      return reply.status(201).send({ user: created });
    },
  );

  for (const [method, grant, doc] of [
    ['POST', true, { operationId: 'adminGrantAdmin', summary: 'Make a user an admin' }],
    ['DELETE', false, { operationId: 'adminRevokeAdmin', summary: "Remove a user's admin role" }],
  ] as const) {
    app.route({
      method,
      url: '/api/admin/users/:id/admin',
      schema: {
        ...doc,
        tags: ['admin'],
        errors: {
          403: "Only a super admin changes roles, and never a super admin's.",
          404: 'No user has this id.',
        },
        params: ZUserIdParam,
        response: { 200: ZOk },
      },
      handler: async (req) => {
        await setAdminRole(app.db, admitted(req), req.params.id, grant);
        return { ok: true as const };
      },
    });
  }

  app.delete(
    '/api/admin/users/:id',
    {
      schema: {
        operationId: 'adminDeleteUser',
        summary: 'Delete a user and everything they wrote',
        tags: ['admin'],
        errors: {
          403: 'Only a super admin deletes users, and never a super admin nor themselves.',
          404: 'No user has this id.',
        },
        params: ZUserIdParam,
        response: { 200: ZOk },
      },
    },
    async (req) => {
      await deleteUserByAdmin(app.db, app.storage, admitted(req), req.params.id);
      return { ok: true as const };
    },
  );
}
