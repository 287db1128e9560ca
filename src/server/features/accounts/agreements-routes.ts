import { ZAgreementRequest } from '@shared/schemas/accounts';
import { ZOk } from '@shared/schemas/common';
import { ZAgreementStatus } from '@shared/schemas/me';
import type { AppInstance } from '../../app-types';
import { agreementStatus, recordAgreements } from './agreements-service';
import { admitted } from '../../plugins/guards';

/** SPEC §6: agreement recording needs an authenticated user ('User not authenticated'). */
const NOT_AUTHENTICATED = { signIn: 'User not authenticated' };

/** Who may call: any signed-in user, for their own agreements. */
export async function agreementRoutes(app: AppInstance) {
  app.get(
    '/api/me/agreements',
    {
      preValidation: app.guards.signedIn(NOT_AUTHENTICATED),
      schema: {
        operationId: 'getMyAgreements',
        summary: 'Read which legal documents you have agreed to',
        tags: ['accounts'],
        response: { 200: ZAgreementStatus },
      },
    },
    async (req) => {
      const viewer = admitted(req);
      return agreementStatus(app.db, viewer.id);
    },
  );
  app.post(
    '/api/me/agreements',
    {
      preValidation: app.guards.signedIn(NOT_AUTHENTICATED),
      schema: {
        operationId: 'agreeToDocuments',
        summary: 'Record your agreement to legal documents',
        tags: ['accounts'],
        errors: { 400: 'A document named is no longer the current one.' },
        body: ZAgreementRequest,
        response: { 200: ZOk },
      },
    },
    async (req) => {
      const viewer = admitted(req);
      await recordAgreements(app.db, viewer.id, req.body.documentIds);
      return { ok: true as const };
    },
  );
}
