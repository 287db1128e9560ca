import { ZOk } from '@shared/schemas/common';
import { ZContactRequest, ZInviteRequest } from '@shared/schemas/contact';
import type { AppInstance } from '../../app-types';
import { submitContact, submitInviteRequest } from './service';

/** Who may call: everyone; no sign-in needed. Limited to 5 a day per sender. */
export async function contactRoutes(app: AppInstance) {
  app.post(
    '/api/contact',
    { schema: { tags: ['contact'], body: ZContactRequest, response: { 201: ZOk } } },
    async (req, reply) => {
      await submitContact(app.db, { userId: null, ip: req.ip }, req.body);
      return reply.status(201).send({ ok: true });
    },
  );
  app.post(
    '/api/invite-requests',
    { schema: { tags: ['contact'], body: ZInviteRequest, response: { 201: ZOk } } },
    async (req, reply) => {
      await submitInviteRequest(app.db, { userId: null, ip: req.ip }, req.body);
      return reply.status(201).send({ ok: true });
    },
  );
}
