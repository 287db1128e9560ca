import { z } from 'zod';
import { ZCreateInvitationRequest } from '@shared/schemas/accounts';
import { ZAdminInvitationList, ZInvitationAnswer } from '@shared/schemas/me';
import type { AppInstance } from '../../app-types';
import { recordAudit } from '../../lib/audit';
import { admitted } from '../../plugins/guards';
import { changeInvitation, INVITATION_MSG, listAllInvitations } from './admin-service';
import { mailInvitation } from './mail';
import { createInvitationRow } from './service';

const ZInvitationIdParam = z.object({ id: z.uuid(INVITATION_MSG.notFound) });

/** Who may call every route here: admins (and super admins). */
export async function invitationAdminRoutes(app: AppInstance) {
  app.get(
    '/api/admin/invitations',
    {
      schema: {
        operationId: 'adminListInvitations',
        summary: 'List every invitation',
        tags: ['admin'],
        response: { 200: ZAdminInvitationList },
      },
    },
    async () => ({ items: await listAllInvitations(app.db) }),
  );

  /** An admin's invitation: no daily limit, mailed like a member's, logged. */
  app.post(
    '/api/admin/invitations',
    {
      schema: {
        operationId: 'adminCreateInvitation',
        summary: 'Invite someone by email, with no daily limit',
        tags: ['admin'],
        body: ZCreateInvitationRequest,
        response: { 201: ZInvitationAnswer },
      },
    },
    async (req, reply) => {
      const admin = admitted(req);
      const invitation = await app.db.transaction(async (tx) => {
        const created = await createInvitationRow(tx, admin.id, req.body.email);
        await recordAudit(tx, admin, 'invitation.create', {
          type: 'invitation',
          id: created.id,
          label: created.email,
        });
        await mailInvitation(app, tx, created, admin.id);
        return created;
      });
      return reply.status(201).send({ invitation });
    },
  );

  for (const [change, doc] of [
    ['revoke', { operationId: 'adminRevokeInvitation', summary: 'Revoke a pending invitation' }],
    [
      'renew',
      { operationId: 'adminRenewInvitation', summary: 'Renew a pending invitation for 7 days' },
    ],
  ] as const) {
    app.post(
      `/api/admin/invitations/:id/${change}`,
      {
        schema: {
          ...doc,
          tags: ['admin'],
          errors: {
            404: 'No invitation has this id.',
            409: 'The invitation is no longer pending.',
          },
          params: ZInvitationIdParam,
          response: { 200: ZInvitationAnswer },
        },
      },
      async (req) => ({
        invitation: await changeInvitation(app.db, admitted(req), req.params.id, change),
      }),
    );
  }
}
