import { and, eq, gt, sql } from 'drizzle-orm';
import type { TVerification, TVerificationStatus } from '@shared/schemas/verification';
import {
  AFFILIATIONS,
  MIL_CODE_TRIES,
  VERIFICATION_VALID_DAYS,
  type Affiliation,
} from '@shared/verification';
import { VERIFICATION_MSG } from '@shared/schemas/verification';
import { milEmailCodes, serviceVerifications } from './schema';
import { user } from '../../db/schema';
import type { Db, Executor, Tx } from '../../db/types';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import type { Viewer } from '../../plugins/viewer';
import { notices, type Notifier } from '../notifications';
import { isCurrent } from './current';
import {
  claimIdentity,
  liftRevocations,
  releaseIdentities,
  revokeIdentity,
  type VerifiedIdentity,
} from './identities';

/**
 * What follows when members become or stop being verified, in the same transaction: the
 * features above count verified members in figures of their own (reviews, the products' verified
 * review counts), and app.ts hands their recount to this feature.
 */
export type OnVerifiedChange = (tx: Tx, userIds: string[]) => Promise<void>;

const toDto = (row: typeof serviceVerifications.$inferSelect): TVerification => ({
  affiliation: row.affiliation,
  method: row.method,
  verifiedAt: row.verifiedAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/** The member's current verification, if any (an expired row the job has not removed is none). */
export async function currentVerification(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(serviceVerifications)
    .where(and(eq(serviceVerifications.userId, userId), isCurrent()));
  return row ? toDto(row) : null;
}

/** GET /api/me/verification: theirs, the ways this site offers, and a code waiting for them. */
export async function verificationStatus(
  db: Db,
  userId: string,
  oidcName: string | null,
): Promise<TVerificationStatus> {
  const [code] = await db
    .select({ expiresAt: milEmailCodes.expiresAt, tries: milEmailCodes.tries })
    .from(milEmailCodes)
    .where(and(eq(milEmailCodes.userId, userId), gt(milEmailCodes.expiresAt, sql`now()`)));
  return {
    verification: await currentVerification(db, userId),
    providers: { oidc: oidcName === null ? null : { name: oidcName } },
    milCode: code
      ? {
          expiresAt: code.expiresAt.toISOString(),
          triesLeft: Math.max(0, MIL_CODE_TRIES - code.tries),
        }
      : null,
  };
}

/**
 * Stores a verification: what it says, how and when, and the identity it was made with as a
 * keyed hash, nothing more (decision 022); refused, changing nothing, while that identity is
 * revoked or verifies another account (identities.ts). Verifying again replaces the old one and
 * its reminder. The products the member reviewed count them again only when they were not
 * verified before: a new affiliation changes no count.
 */
export async function grantVerification(
  tx: Tx,
  userId: string,
  affiliation: Affiliation,
  identity: VerifiedIdentity,
  onVerifiedChange: OnVerifiedChange,
): Promise<TVerification> {
  await claimIdentity(tx, userId, identity);
  const method = identity.method;
  const [before] = await tx
    .select({ current: sql<boolean>`${isCurrent()}` })
    .from(serviceVerifications)
    .where(eq(serviceVerifications.userId, userId))
    .for('update');
  const expiresAt = sql`now() + make_interval(days => ${VERIFICATION_VALID_DAYS})`;
  const values = { affiliation, method, verifiedAt: sql`now()`, expiresAt, remindedAt: null };
  const [row] = await tx
    .insert(serviceVerifications)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: serviceVerifications.userId, set: values })
    .returning();
  if (!before?.current) await onVerifiedChange(tx, [userId]);
  return toDto(row!);
}

/**
 * Deletes a member's verification and lets its identity go; returns what it was, or null when
 * there was none.
 */
async function dropVerification(tx: Tx, userId: string, onVerifiedChange: OnVerifiedChange) {
  const [row] = await tx
    .delete(serviceVerifications)
    .where(eq(serviceVerifications.userId, userId))
    .returning();
  await releaseIdentities(tx, [userId]);
  if (!row) return null;
  // An expired row counted for nothing: removing it changes no count.
  if (row.expiresAt > new Date()) await onVerifiedChange(tx, [userId]);
  return row;
}

/** DELETE /api/me/verification: the member takes theirs away. */
export async function removeOwnVerification(
  db: Db,
  userId: string,
  onVerifiedChange: OnVerifiedChange,
) {
  await db.transaction((tx) => dropVerification(tx, userId, onVerifiedChange));
}

/**
 * An administrator revokes a member's verification with a reason: its identity with it (it
 * verifies no account until lifted or IDENTITY_REVOKED_DAYS pass), audit row and the member's
 * notice in the same transaction as the change.
 */
export async function revokeVerification(
  db: Db,
  notifier: Notifier,
  admin: Viewer,
  userId: string,
  reason: string,
  onVerifiedChange: OnVerifiedChange,
) {
  await db.transaction(async (tx) => {
    const [member] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
    // Marked before the drop lets the identity go.
    if (member) await revokeIdentity(tx, userId);
    const row = member ? await dropVerification(tx, userId, onVerifiedChange) : null;
    // An expired one the job has not removed yet is no verification either.
    if (!member || !row || row.expiresAt <= new Date()) {
      throw notFound(VERIFICATION_MSG.nothingToRevoke);
    }
    await recordAudit(
      tx,
      admin,
      'verification.revoke',
      { type: 'user', id: userId, label: member.email },
      `${AFFILIATIONS[row.affiliation]}: ${reason}`,
    );
    await notifier.tell(
      tx,
      notices.verificationRevoked({
        userId,
        adminId: admin.id,
        affiliationLabel: AFFILIATIONS[row.affiliation],
        reason,
      }),
    );
  });
}

/**
 * An administrator lifts the revocation of the identities a member verified with: they may
 * verify an account again. Audit row in the same transaction; 404 when none is in force.
 */
export async function liftRevocation(db: Db, admin: Viewer, userId: string) {
  await db.transaction(async (tx) => {
    const [member] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
    const lifted = member ? await liftRevocations(tx, userId) : 0;
    if (!member || lifted === 0) throw notFound(VERIFICATION_MSG.nothingToLift);
    await recordAudit(tx, admin, 'verification.lift', {
      type: 'user',
      id: userId,
      label: member.email,
    });
  });
}
