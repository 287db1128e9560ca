import { INVITATION_CHECK_LIMIT } from '@shared/limits';
import {
  MSG,
  ZCreateInvitationRequest,
  ZValidateInvitationRequest,
} from '@shared/schemas/accounts';
import { ZInvitationCheck, ZInvitationAnswer, ZInvitationList } from '@shared/schemas/me';
import type { AppInstance } from '../../app-types';
import { networkOf } from '../../lib/client-network';
import { tooMany } from '../../lib/errors';
import { consumeRateLimit } from '../../lib/rate-limit';
import { checkInvitationCode } from './check';
import { mailInvitation } from './mail';
import { createInvitation, listInvitationsBy } from './service';
import { admitted } from '../../plugins/guards';

const SEND_GUARD = {
  signIn: 'Must be logged in to send invitations',
  verify: 'Please verify your email address before sending invitations',
};

export async function invitationRoutes(app: AppInstance) {
  /** Who may call: signed-in users with a confirmed email (SPEC §5 "Invitation by a user"). */
  app.post(
    '/api/invitations',
    {
      preValidation: app.guards.verified(SEND_GUARD),
      schema: {
        operationId: 'createInvitation',
        summary: 'Invite someone by email',
        tags: ['invitations'],
        errors: {
          429: 'The daily limit of invitations is reached; `Retry-After` says when to try again.',
        },
        body: ZCreateInvitationRequest,
        response: { 201: ZInvitationAnswer },
      },
    },
    async (req, reply) => {
      const viewer = admitted(req);
      const invitation = await app.db.transaction(async (tx) => {
        const created = await createInvitation(tx, viewer.id, req.body.email);
        await mailInvitation(app, tx, created, viewer.id);
        return created;
      });
      return reply.status(201).send({ invitation });
    },
  );

  /** Who may call: any signed-in user, for their own invitations. */
  app.get(
    '/api/me/invitations',
    {
      preValidation: app.guards.signedIn(),
      schema: {
        operationId: 'listMyInvitations',
        summary: 'List the invitations you have sent',
        tags: ['invitations'],
        response: { 200: ZInvitationList },
      },
    },
    async (req) => {
      const viewer = admitted(req);
      return { items: await listInvitationsBy(app.db, viewer.id) };
    },
  );

  /**
   * Who may call: everyone (sign-up step 1). Limited per network, so codes cannot be guessed
   * by brute force; the answer is SPEC §7's validate_invitation_code: valid and error.
   */
  app.post(
    '/api/invitations/validate',
    {
      schema: {
        operationId: 'validateInvitationCode',
        summary: 'Check an invitation code before signing up',
        tags: ['invitations'],
        errors: {
          429: 'Too many codes checked from this network; `Retry-After` says when to try again.',
        },
        body: ZValidateInvitationRequest,
        response: { 200: ZInvitationCheck },
      },
    },
    async (req) => {
      const limit = await consumeRateLimit(
        app.db,
        'invitation-check',
        networkOf(req),
        INVITATION_CHECK_LIMIT,
      );
      if (!limit.allowed) {
        throw tooMany(MSG.tooManyAttempts, limit.retryAfterSeconds);
      }
      return checkInvitationCode(app.db, req.body.invitationCode);
    },
  );
}
