import { ZUserIdParam } from '@shared/schemas/admin-users';
import { ZOk } from '@shared/schemas/common';
import { ZVerificationRevoke } from '@shared/schemas/verification';
import type { AppInstance } from '../../app-types';
import { admitted } from '../../plugins/guards';
import { liftRevocation, revokeVerification, type OnVerifiedChange } from './service';

/**
 * Who may call: admins and super admins (the admin scope's guard). Revoking takes a reason,
 * which the audit log keeps and the member is told; it revokes the identity too (issue 44),
 * until an admin lifts that, which the audit log keeps as well.
 */
export async function verificationAdminRoutes(
  app: AppInstance,
  onVerifiedChange: OnVerifiedChange,
) {
  app.post(
    '/api/admin/users/:id/verification/revoke',
    {
      schema: {
        operationId: 'adminRevokeVerification',
        summary: "Revoke a member's verification, with a reason",
        tags: ['admin'],
        errors: { 404: 'The user has no current verification.' },
        params: ZUserIdParam,
        body: ZVerificationRevoke,
        response: { 200: ZOk },
      },
    },
    async (req) => {
      await revokeVerification(
        app.db,
        app.notifier,
        admitted(req),
        req.params.id,
        req.body.reason,
        onVerifiedChange,
      );
      return { ok: true as const };
    },
  );

  app.post(
    '/api/admin/users/:id/verification/lift',
    {
      schema: {
        operationId: 'adminLiftVerificationRevocation',
        summary: "Lift the revocation of a member's verification, so they may verify again",
        tags: ['admin'],
        errors: { 404: 'The user has no revoked verification in force.' },
        params: ZUserIdParam,
        response: { 200: ZOk },
      },
    },
    async (req) => {
      await liftRevocation(app.db, admitted(req), req.params.id);
      return { ok: true as const };
    },
  );
}
