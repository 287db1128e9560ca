import { and, asc, eq, inArray, isNull, lte, ne, not, or, sql } from 'drizzle-orm';
import { VERIFICATION_MSG } from '@shared/schemas/verification';
import {
  IDENTITY_HISTORY_DAYS,
  IDENTITY_REVOKED_DAYS,
  type VerificationMethod,
} from '@shared/verification';
import { serviceVerifications, verificationIdentities } from './schema';
import type { Executor, Tx } from '../../db/types';
import { conflict, forbidden } from '../../lib/errors';
import { currentVerificationOf } from './current';

// Issue 44: one identity verifies one account at a time, and a revoked one none for a while.
// The identity is a keyed hash (identity-hash.ts); `verification_identities` links it to members.

/** What a verification was made with: its method and the identity's keyed hash. */
export interface VerifiedIdentity {
  method: VerificationMethod;
  hash: string;
}

const links = verificationIdentities;
const isHeld = isNull(links.releasedAt);
/** A revocation counts for IDENTITY_REVOKED_DAYS, or until an administrator lifts it. */
const isRevokedNow = sql<boolean>`coalesce(${links.revokedAt} > now() - make_interval(days => ${IDENTITY_REVOKED_DAYS}), false)`;

/** Claims of one identity, or for one member, take turns (a transaction's lock). */
const takeTurns = (tx: Tx, key: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);

/**
 * Links `identity` to the member being verified, in the verification's transaction, or refuses
 * (nothing changed): 403 while the identity is revoked, whichever account it verified; 409 while
 * it verifies another account (a current verification). A holder whose verification lapsed
 * lets go, as does the link this member held with another identity. The same identity again
 * just stays linked.
 */
export async function claimIdentity(tx: Tx, userId: string, identity: VerifiedIdentity) {
  // Member first, then identity, in every claim: two claims never wait on each other in turn.
  await takeTurns(tx, `verification-member:${userId}`);
  await takeTurns(tx, `verification-identity:${identity.hash}`);
  const known = await tx
    .select({
      userId: links.userId,
      held: sql<boolean>`${isHeld}`,
      revoked: isRevokedNow,
      holderVerified: sql<boolean>`${serviceVerifications.userId} is not null`,
    })
    .from(links)
    .leftJoin(serviceVerifications, currentVerificationOf(links.userId))
    .where(eq(links.identityHash, identity.hash));
  if (known.some((l) => l.revoked)) {
    throw forbidden(VERIFICATION_MSG.identityRevoked(identity.method), 'identity_revoked');
  }
  if (known.some((l) => l.held && l.userId !== userId && l.holderVerified)) {
    throw conflict(VERIFICATION_MSG.identityInUse(identity.method), 'identity_in_use');
  }
  await tx
    .update(links)
    .set({ releasedAt: sql`now()` })
    .where(
      and(
        isHeld,
        or(
          and(eq(links.userId, userId), ne(links.identityHash, identity.hash)),
          and(eq(links.identityHash, identity.hash), ne(links.userId, userId)),
        ),
      ),
    );
  await tx
    .insert(links)
    .values({ identityHash: identity.hash, userId, method: identity.method })
    .onConflictDoUpdate({
      target: [links.identityHash, links.userId],
      set: {
        method: identity.method,
        // Linked again after a release: from now. Still held: renewed, linked as before.
        linkedAt: sql`case when ${links.releasedAt} is null then ${links.linkedAt} else now() end`,
        releasedAt: null,
        // A revocation that lapsed is history once the identity verifies again.
        revokedAt: null,
      },
    });
}

/** The identities these members verify with let go: their verification was removed or ended. */
export async function releaseIdentities(tx: Tx, userIds: readonly string[]) {
  if (userIds.length === 0) return;
  await tx
    .update(links)
    .set({ releasedAt: sql`now()` })
    .where(and(isHeld, inArray(links.userId, [...userIds])));
}

/** An administrator revoked the member's verification: its identity is revoked with it. */
export async function revokeIdentity(tx: Tx, userId: string) {
  await tx
    .update(links)
    .set({ releasedAt: sql`now()`, revokedAt: sql`now()` })
    .where(and(isHeld, eq(links.userId, userId)));
}

/** Lifts the member's identities' revocations; how many there were. */
export async function liftRevocations(tx: Tx, userId: string) {
  const lifted = await tx
    .update(links)
    .set({ revokedAt: null })
    .where(and(eq(links.userId, userId), isRevokedNow))
    .returning({ id: links.id });
  return lifted.length;
}

/** For each of these members with a revocation in force, when the latest was made. */
export async function revocationsOf(db: Executor, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, Date>();
  const rows = await db
    .select({
      userId: links.userId,
      revokedAt: sql<Date>`max(${links.revokedAt})`.mapWith(links.revokedAt),
    })
    .from(links)
    .where(and(inArray(links.userId, [...userIds]), isRevokedNow))
    .groupBy(links.userId);
  return new Map(rows.map((r) => [r.userId!, r.revokedAt]));
}

/**
 * Account deletion: the member's links go, save a revocation in force, which stays (without
 * its member) so that deleting the account does not wash the identity clean.
 */
export async function forgetIdentities(tx: Tx, userId: string) {
  await tx.delete(links).where(and(eq(links.userId, userId), not(isRevokedNow)));
}

/**
 * The hourly job: links released IDENTITY_HISTORY_DAYS ago go, once any revocation of theirs
 * has lapsed too. Until then they tell flag weighting which members shared an identity.
 */
export async function pruneIdentities(tx: Tx) {
  await tx
    .delete(links)
    .where(
      and(
        lte(links.releasedAt, sql`now() - make_interval(days => ${IDENTITY_HISTORY_DAYS})`),
        not(isRevokedNow),
      ),
    );
}

/**
 * Every identity hash linked to each of these members, held, released or revoked (kept
 * IDENTITY_HISTORY_DAYS after release): members sharing one are one person to flag weighting.
 * Every member asked for is in the map, with no hashes when none is linked.
 */
export async function identityHashesOf(
  db: Executor,
  userIds: readonly string[],
): Promise<Map<string, string[]>> {
  const found = new Map(userIds.map((id) => [id, [] as string[]]));
  if (userIds.length === 0) return found;
  const rows = await db
    .select({ userId: links.userId, hash: links.identityHash })
    .from(links)
    .where(inArray(links.userId, [...userIds]))
    .orderBy(asc(links.linkedAt), asc(links.id));
  for (const row of rows) found.get(row.userId!)?.push(row.hash);
  return found;
}

/** The export's part: the member's links, the hash as the pseudonym it is. */
export async function exportIdentities(tx: Tx, userId: string) {
  const rows = await tx
    .select()
    .from(links)
    .where(eq(links.userId, userId))
    .orderBy(asc(links.linkedAt), asc(links.id));
  return rows.map((r) => ({
    pseudonym: r.identityHash,
    method: r.method,
    linkedAt: r.linkedAt.toISOString(),
    releasedAt: r.releasedAt?.toISOString() ?? null,
    revokedAt: r.revokedAt?.toISOString() ?? null,
  }));
}
