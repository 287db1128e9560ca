import { VERIFY_CALLBACK_PATH } from '@shared/schemas/verification';
import type { AppInstance } from '../../app-types';
import { adminScope } from '../../plugins/admin-scope';
import { verificationAdminRoutes } from './admin-routes';
import { expireVerifications, VERIFICATION_EXPIRY_QUEUE } from './expiry';
import { createIdentityHasher } from './identity-hash';
import { OidcVerifier } from './oidc-client';
import { verificationRoutes } from './routes';
import type { OnVerifiedChange } from './service';

/**
 * Service verification (issue 29): through an OpenID provider when one is configured, or a
 * `.mil` mailbox; the member's routes, the admin's revoke and its lifting, and the hourly
 * expiry job. Each change in who is verified calls `onVerifiedChange` in its transaction: the
 * features that count verified members are above this one, so app.ts hands their recount in.
 */
export async function verificationFeature(
  app: AppInstance,
  { onVerifiedChange }: { onVerifiedChange: OnVerifiedChange },
) {
  const { config } = app;
  const verifier = config.verifyOidc
    ? new OidcVerifier(config.verifyOidc, `${config.publicUrl}${VERIFY_CALLBACK_PATH}`, app.log)
    : null;
  const secret = config.authSecret;
  if (!secret) throw new Error('service verification needs config.authSecret');
  const identities = createIdentityHasher(app.pseudonyms);
  const milDeps = {
    db: app.db,
    mailer: app.mailer,
    mail: app.notifier.mailContext,
    secret,
    identities,
    onVerifiedChange,
  };
  app.jobs.define({
    name: VERIFICATION_EXPIRY_QUEUE,
    cron: '41 * * * *',
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireSeconds: 600,
    batchSize: 1,
    handleInTransaction: (tx) => expireVerifications(tx, app.notifier, onVerifiedChange),
  });
  await app.register(verificationRoutes, { verifier, milDeps, identities, onVerifiedChange });
  await app.register(adminScope, {
    routes: (admin) => verificationAdminRoutes(admin, onVerifiedChange),
  });
}
