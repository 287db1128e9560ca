import { ZAgreementRequest } from '@shared/schemas/accounts';
import { ZOk } from '@shared/schemas/common';
import { ZAgreementStatus } from '@shared/schemas/me';
import type { AppInstance } from '../../app-types';
import { agreementStatus, recordAgreements } from './agreements-service';

/** SPEC §6: agreement recording needs an authenticated user ('User not authenticated'). */
const NOT_AUTHENTICATED = { signIn: 'User not authenticated' };

/** Who may call: any signed-in user, for their own agreements. */
export async function agreementRoutes(app: AppInstance) {
  app.get(
    '/api/me/agreements',
    { schema: { tags: ['accounts'], response: { 200: ZAgreementStatus } } },
    async (req) => {
      const viewer = await app.guards.signedIn(req, NOT_AUTHENTICATED);
      return agreementStatus(app.db, viewer.id);
    },
  );
  app.post(
    '/api/me/agreements',
    { schema: { tags: ['accounts'], body: ZAgreementRequest, response: { 200: ZOk } } },
    async (req) => {
      const viewer = await app.guards.signedIn(req, NOT_AUTHENTICATED);
      await recordAgreements(app.db, viewer.id, req.body.documentIds);
      return { ok: true as const };
    },
  );
}
