import { z } from 'zod';
import { ZSuperAdminSetupRequest } from '@shared/schemas/accounts';
import { ZSetupStatus } from '@shared/schemas/me';
import type { AppInstance } from '../../app-types';
import { forbidden } from '../../lib/errors';
import { createAccountDirectly, emailTaken } from './privileged-account';
import { consumeSetupToken, hasSuperAdmin, setupTokenValid } from './super-admin-setup-service';

const INVALID_LINK = 'This setup link is invalid or has expired. Restart the server for a new one.';

/**
 * Who may call: whoever holds the one-time link printed at a start with no super admin. It
 * creates that first super admin (no invitation, email treated as verified) and then stops
 * working for good.
 */
export async function superAdminSetupRoutes(app: AppInstance) {
  app.get(
    '/api/setup/:token',
    {
      schema: {
        operationId: 'getSetupLink',
        summary: 'Check a first-start setup link',
        tags: ['accounts'],
        params: z.object({ token: z.string().max(200) }),
        response: { 200: ZSetupStatus },
      },
    },
    async (req) => ({
      valid: !(await hasSuperAdmin(app.db)) && (await setupTokenValid(app.db, req.params.token)),
    }),
  );

  app.post(
    '/api/setup',
    {
      schema: {
        operationId: 'createFirstSuperAdmin',
        summary: 'Create the first super admin with the setup link',
        tags: ['accounts'],
        errors: {
          403: 'The setup link is invalid, has expired or was used.',
          409: 'An account with this email already exists.',
        },
        body: ZSuperAdminSetupRequest,
        response: { 201: ZSetupStatus },
      },
    },
    async (req, reply) => {
      const { token, email, password, name, branch } = req.body;
      if ((await hasSuperAdmin(app.db)) || !(await setupTokenValid(app.db, token))) {
        throw forbidden(INVALID_LINK, 'setup_link_invalid');
      }
      const ctx = await app.auth.$context;
      if (await ctx.internalAdapter.findUserByEmail(email.toLowerCase())) throw emailTaken();
      if (!(await consumeSetupToken(app.db, token))) {
        throw forbidden(INVALID_LINK, 'setup_link_invalid');
      }
      await createAccountDirectly(app.auth, app.db, {
        email,
        password,
        name,
        branch,
        roles: ['admin', 'super_admin'],
        emailVerified: true,
      });
      return reply.status(201).send({ valid: true });
    },
  );
}
