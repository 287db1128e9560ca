import { ZOk } from '@shared/schemas/common';
import { ZContactRequest, ZInviteRequest } from '@shared/schemas/contact';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types';
import { networkOf } from '../../lib/client-network';
import { viewerOf } from '../../plugins/viewer';
import { submitContact, submitInviteRequest, type Sender } from './service';

/**
 * Who may call: everyone; no sign-in needed. Limited to 5 a day per sender: per member once
 * signed in, wherever they write from; per network for visitors (SPEC §7 check_rate_limit).
 */
export async function contactRoutes(app: AppInstance) {
  const senderOf = async (req: FastifyRequest): Promise<Sender> => ({
    userId: (await viewerOf(app, req))?.id ?? null,
    network: networkOf(req),
  });

  // Sent again under its Idempotency-Key, the first answer is repeated (decision 035).
  app.post(
    '/api/contact',
    {
      config: { idempotent: true },
      schema: {
        operationId: 'sendContactMessage',
        summary: 'Send the site a message',
        tags: ['contact'],
        errors: {
          429: 'The daily limit of messages is reached; `Retry-After` says when to try again.',
        },
        body: ZContactRequest,
        response: { 201: ZOk },
      },
    },
    async (req, reply) => {
      await submitContact(app.db, await senderOf(req), req.body);
      return reply.status(201).send({ ok: true });
    },
  );
  app.post(
    '/api/invite-requests',
    {
      schema: {
        operationId: 'requestInvitation',
        summary: 'Ask for an invitation',
        tags: ['contact'],
        errors: {
          429: 'The daily limit of messages is reached; `Retry-After` says when to try again.',
        },
        body: ZInviteRequest,
        response: { 201: ZOk },
      },
    },
    async (req, reply) => {
      await submitInviteRequest(app.db, await senderOf(req), req.body);
      return reply.status(201).send({ ok: true });
    },
  );
}
