import { findOpsecRisks } from '@shared/opsec';
import {
  OPSEC_CHECK_LIMIT,
  OPSEC_CHECK_MSG,
  ZOpsecCheck,
  ZOpsecFindings,
} from '@shared/schemas/opsec';
import type { AppInstance } from '../../app-types';
import { tooMany } from '../../lib/errors';
import { consumeRateLimit } from '../../lib/rate-limit';
import { admitted } from '../../plugins/guards';

export async function opsecRoutes(app: AppInstance) {
  /**
   * Who may call: signed-in members, at most OPSEC_CHECK_LIMIT checks in its window. What the
   * check finds in a text, as the forms find it as typed (the same rules); the text is not
   * kept or logged.
   */
  app.post(
    '/api/opsec/check',
    {
      preValidation: app.guards.signedIn(),
      schema: {
        operationId: 'checkOpsec',
        summary: 'Check a text for what should not be posted (grids, units, movements …)',
        tags: ['opsec'],
        errors: { 429: 'Too many checks; `Retry-After` says when to try again.' },
        body: ZOpsecCheck,
        response: { 200: ZOpsecFindings },
      },
    },
    async (req) => {
      const limit = await consumeRateLimit(
        app.db,
        'opsec_check',
        admitted(req).id,
        OPSEC_CHECK_LIMIT,
      );
      if (!limit.allowed) throw tooMany(OPSEC_CHECK_MSG.tooMany, limit.retryAfterSeconds);
      return { findings: findOpsecRisks(req.body.text) };
    },
  );
}
