import { ZAccountDeleted, ZDeleteAccountRequest } from '@shared/schemas/account-deletion';
import type { AppInstance } from '../../app-types';
import { admitted } from '../../plugins/guards';
import { deleteOwnAccount } from './account-deletion-service';

/** Better Auth's cookies for this site; expired in the answer so the browser forgets them. */
const AUTH_COOKIES = ['session_token', 'session_data', 'dont_remember'];

export async function accountDeletionRoutes(app: AppInstance) {
  const secure = app.config.publicUrl.startsWith('https:');
  const expired = AUTH_COOKIES.map(
    (name) =>
      `${secure ? '__Secure-' : ''}br.${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
  );

  /**
   * Who may call: any signed-in user, for their own account only, after proving it is them
   * again (password, or a fresh Google sign-in, and the 2FA code when on). Super admin
   * accounts cannot be deleted (SPEC §6), so the site always keeps one.
   */
  app.delete(
    '/api/me',
    {
      preValidation: app.guards.signedIn(),
      schema: {
        operationId: 'deleteMe',
        summary: 'Delete your own account',
        tags: ['accounts'],
        errors: {
          400: 'The password, the email confirmation or the two-factor code is missing or wrong.',
          403: "A super admin's account cannot be deleted; a Google account must sign in again first.",
          429: 'Too many attempts; `Retry-After` says when to try again.',
        },
        body: ZDeleteAccountRequest,
        response: { 200: ZAccountDeleted },
      },
    },
    async (req, reply) => {
      const viewer = admitted(req);
      const result = await deleteOwnAccount(app, req, viewer, req.body);
      reply.header('cache-control', 'no-store').header('set-cookie', expired);
      return result;
    },
  );
}
