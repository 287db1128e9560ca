import { count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isAPIError } from 'better-auth/api';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ACCOUNT_DELETION_FRESH_MINUTES, ACCOUNT_DELETION_LIMIT } from '@shared/limits';
import { MSG } from '@shared/schemas/accounts';
import {
  DELETION_MSG,
  describeRemoved,
  type TAccountDeleted,
  type TDeleteAccountRequest,
} from '@shared/schemas/account-deletion';
import type { AppInstance } from '../../app-types';
import { contactSubmissions } from '../contact/schema';
import { invitations } from '../invitations/schema';
import { pendingProducts } from '../submissions/schema';
import { rateLimits, session, user, userRoles, verification } from '../../db/schema';
import { reviewFlags } from '../reviews/moderation/schema';
import { reviewMedia, reviewVotes, reviews } from '../reviews/schema';
import { wishlists } from '../gear-kit/schema';
import type { Tx } from '../../db/types';
import { badRequest, forbidden, tooMany, unauthorized } from '../../lib/errors';
import { accountDeletedMail } from '../../lib/mail/templates';
import { forgetQueuedMail } from '../../lib/mail/outbox';
import { consumeRateLimit } from '../../lib/rate-limit';
import { sessionIdOf } from '../../lib/session-cookie';
import { webHeaders } from '../../lib/web-request';
import { isSuperAdmin, type Viewer } from '../../plugins/viewer';
import { removeMemberContributions } from '../reviews';
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

async function countWhere(tx: Tx, table: PgTable, where: SQL | undefined) {
  const [row] = await tx.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** Everything that goes with the account, counted before it goes. */
async function countRemoved(tx: Tx, userId: string): Promise<TAccountDeleted['removed']> {
  const own = tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, userId));
  return {
    reviews: await countWhere(tx, reviews, eq(reviews.userId, userId)),
    photosAndVideos: await countWhere(
      tx,
      reviewMedia,
      or(inArray(reviewMedia.reviewId, own), eq(reviewMedia.userId, userId)),
    ),
    votes: await countWhere(tx, reviewVotes, eq(reviewVotes.userId, userId)),
    flags: await countWhere(tx, reviewFlags, eq(reviewFlags.userId, userId)),
    gearKit: await countWhere(tx, wishlists, eq(wishlists.userId, userId)),
    submissions: await countWhere(tx, pendingProducts, eq(pendingProducts.userId, userId)),
    invitations: await countWhere(tx, invitations, ownInvitations(userId)),
    contactMessages: await countWhere(
      tx,
      contactSubmissions,
      eq(contactSubmissions.userId, userId),
    ),
    sessions: await countWhere(tx, session, eq(session.userId, userId)),
  };
}

/** Invitations they sent, and the one they joined with: it holds their address. */
const ownInvitations = (userId: string) =>
  or(eq(invitations.invitedBy, userId), eq(invitations.usedBy, userId));

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
    await tx.delete(invitations).where(ownInvitations(viewer.id));
    await tx.delete(contactSubmissions).where(eq(contactSubmissions.userId, viewer.id));
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
