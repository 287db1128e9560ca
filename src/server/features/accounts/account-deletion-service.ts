import { eq, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isAPIError } from 'better-auth/api';
import { ACCOUNT_DELETION_FRESH_MINUTES, ACCOUNT_DELETION_LIMIT } from '@shared/limits';
import { MSG } from '@shared/schemas/accounts';
import {
  DELETION_MSG,
  describeRemoved,
  type TAccountDeleted,
  type TDeleteAccountRequest,
} from '@shared/schemas/account-deletion';
import type { AppInstance } from '../../app-types';
import { rateLimits, session, user, userRoles, verification } from '../../db/schema';
import type { Tx } from '../../db/types';
import { badRequest, forbidden, tooMany, unauthorized } from '../../lib/errors';
import { accountDeletedMail } from '../../lib/mail/templates';
import { forgetQueuedMail } from '../../lib/mail/outbox';
import { consumeRateLimit } from '../../lib/rate-limit';
import { sessionIdOf } from '../../lib/session-cookie';
import { webHeaders } from '../../lib/web-request';
import { isSuperAdmin, type Viewer } from '../../plugins/viewer';
import { countContactMessages, eraseContactMessages } from '../contact';
import { countGearKit } from '../gear-kit';
import { countInvitations, eraseInvitations } from '../invitations';
import { countReviewContributions, removeMemberContributions } from '../reviews';
import { countQuestionContributions, removeMemberQa } from '../questions';
import { countSubmissions } from '../submissions';
import { forgetIdentities } from '../verification';
import { limitsNamingEmail } from './auth-limits';
import { totpClaimsOf } from './totp-replay';
import { hasPasswordSql } from './me-service';

/**
 * Better Auth's refusal of a proof (a 4xx) is a wrong answer; anything else, such as the
 * database going away mid-check, is not, and goes on to the errors plugin (503, 500).
 */
function refused(err: unknown): false {
  if (isAPIError(err) && err.statusCode < 500) return false;
  throw err;
}

/**
 * The owner proves it is them again: the password (or, for a Google-only account, a sign-in
 * within the last minutes and their address typed out), then the authenticator's code when
 * two-factor sign-in is on. Better Auth checks both, as it does at sign-in.
 */
async function confirmOwner(
  app: AppInstance,
  req: FastifyRequest,
  viewer: Viewer,
  body: TDeleteAccountRequest,
) {
  const [row] = await app.db
    .select({
      twoFactorEnabled: user.twoFactorEnabled,
      hasPassword: hasPasswordSql,
    })
    .from(user)
    .where(eq(user.id, viewer.id));
  if (!row) throw unauthorized(MSG.signInRequired);
  const headers = webHeaders(req);

  if (row.hasPassword) {
    if (!body.password) throw badRequest(DELETION_MSG.passwordRequired, 'password');
    const ok = await app.auth.api
      .verifyPassword({ body: { password: body.password }, headers })
      .then(() => true, refused);
    if (!ok) throw badRequest(DELETION_MSG.wrongPassword, 'password');
  } else {
    if (body.confirmEmail?.toLowerCase() !== viewer.email.toLowerCase()) {
      throw badRequest(DELETION_MSG.confirmEmail, 'confirmEmail');
    }
    const [current] = await app.db
      .select({
        fresh: sql<boolean>`${session.createdAt} > now() - make_interval(mins => ${ACCOUNT_DELETION_FRESH_MINUTES})`,
      })
      .from(session)
      .where(eq(session.token, sessionIdOf(req.headers.cookie)));
    if (!current?.fresh) throw forbidden(DELETION_MSG.signInAgain);
  }

  if (row.twoFactorEnabled) {
    if (!body.code) throw badRequest(DELETION_MSG.codeRequired, 'code');
    const ok = await app.auth.api
      .verifyTOTP({ body: { code: body.code }, headers })
      .then(() => true, refused);
    if (!ok) throw badRequest(DELETION_MSG.wrongCode, 'code');
  }
}

/** Everything that goes with the account, counted before it goes. */
async function countRemoved(tx: Tx, userId: string): Promise<TAccountDeleted['removed']> {
  return {
    ...(await countReviewContributions(tx, userId)),
    questionsAndAnswers: await countQuestionContributions(tx, userId),
    gearKit: await countGearKit(tx, userId),
    submissions: await countSubmissions(tx, userId),
    invitations: await countInvitations(tx, userId),
    contactMessages: await countContactMessages(tx, userId),
    sessions: await tx.$count(session, eq(session.userId, userId)),
  };
}

/**
 * Deletes the viewer's own account and everything it holds (decision 016 says what is kept and
 * why). One transaction: votes leave their counts, reviews leave their products' figures, and
 * the rest goes by the user row's cascades; files are removed once that has committed.
 */
export async function deleteOwnAccount(
  app: AppInstance,
  req: FastifyRequest,
  viewer: Viewer,
  body: TDeleteAccountRequest,
): Promise<TAccountDeleted> {
  if (isSuperAdmin(viewer)) throw forbidden(DELETION_MSG.superAdmin);
  const limit = await consumeRateLimit(
    app.db,
    'account-deletion',
    viewer.id,
    ACCOUNT_DELETION_LIMIT,
  );
  if (!limit.allowed) throw tooMany(MSG.tooManyAttempts, limit.retryAfterSeconds);
  await confirmOwner(app, req, viewer, body);

  const { removed, mediaKeys } = await app.db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.id, viewer.id))
      .for('update');
    if (!target) throw unauthorized(MSG.signInRequired);
    // Checked again under the lock: a role granted since the request began counts.
    const roles = await tx.select().from(userRoles).where(eq(userRoles.userId, viewer.id));
    if (roles.some((r) => r.role === 'super_admin')) throw forbidden(DELETION_MSG.superAdmin);

    const counted = await countRemoved(tx, viewer.id);
    const keys = await removeMemberContributions(tx, viewer.id);
    await removeMemberQa(tx, viewer.id);
    await eraseInvitations(tx, viewer.id);
    await eraseContactMessages(tx, viewer.id);
    // Windows counted by their id, or by their e-mail (resets, resends, sign-ins), and the
    // claims on their two-factor codes, this request's among them.
    await tx
      .delete(rateLimits)
      .where(
        or(
          eq(rateLimits.subject, viewer.id),
          limitsNamingEmail(viewer.email),
          totpClaimsOf(viewer.id),
        ),
      );
    await tx.delete(verification).where(eq(verification.value, viewer.id));
    await forgetIdentities(tx, viewer.id);
    await forgetQueuedMail(tx, viewer);
    await tx.delete(user).where(eq(user.id, viewer.id));
    // Queued after the account's own mail was taken back: this one it is owed.
    const mail = accountDeletedMail(
      { siteName: app.config.siteName, publicUrl: app.config.publicUrl },
      viewer.email,
      describeRemoved(counted),
    );
    await app.outbox.queue(tx, mail);
    return { removed: counted, mediaKeys: keys };
  });
  await app.storage.remove(mediaKeys);
  return { removed };
}
