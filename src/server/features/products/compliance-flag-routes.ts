import { COMPLIANCE_MSG } from '@shared/compliance';
import { ZOk } from '@shared/schemas/common';
import { ZClaimFlagParams, ZClaimFlagRequest } from '@shared/schemas/compliance';
import type { AppInstance } from '../../app-types';
import { admitted } from '../../plugins/guards';
import { flagClaim } from './compliance-flags';

/**
 * Who may call: signed-in members with a confirmed e-mail, as for flagging a review (issue 49:
 * a claim that looks wrong goes to the admins' Standards tab).
 */
export async function complianceFlagRoutes(app: AppInstance) {
  app.post(
    '/api/products/:id/compliance/:standard/flags',
    {
      preValidation: app.guards.verified({
        signIn: COMPLIANCE_MSG.flagSignIn,
        verify: COMPLIANCE_MSG.flagVerify,
      }),
      schema: {
        operationId: 'flagComplianceClaim',
        summary: "Say a product's claim of a standard looks wrong",
        tags: ['products'],
        errors: {
          404: 'No product has this id, or it does not claim the standard.',
          409: 'You already have an open flag on this claim.',
          429: 'Too many flags on claims today; `Retry-After` says when to try again.',
        },
        params: ZClaimFlagParams,
        body: ZClaimFlagRequest,
        response: { 201: ZOk },
      },
    },
    async (req, reply) => {
      const { id, standard } = req.params;
      await flagClaim(app.db, admitted(req).id, id, standard, req.body.reason);
      return reply.status(201).send({ ok: true as const });
    },
  );
}
