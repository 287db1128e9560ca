import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { INVITATION_CREATE_LIMIT, INVITATION_VALID_DAYS } from '@shared/limits';
import type { TInvitation } from '@shared/schemas/me';
import { invitations } from './schema';
import { profiles } from '../../db/schema';
import type { Db, Executor } from '../../db/types';
import { tooMany } from '../../lib/errors';
import { consumeRateLimit } from '../../lib/rate-limit';
import { isUniqueViolation } from '../../lib/unique-violation';
import { generateInvitationCode } from './code';

type Row = typeof invitations.$inferSelect;

export const toInvitationDto = (r: Row): TInvitation => ({
  id: r.id,
  email: r.email,
  invitationCode: r.invitationCode,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  expiresAt: r.expiresAt.toISOString(),
  usedAt: r.usedAt?.toISOString() ?? null,
});

const CODE_ATTEMPTS = 5;

/**
 * A pending invitation valid for 7 days under a fresh code. Codes are random (32^8 ≈ 10^12),
 * so a collision is rare; the unique index catches one and we draw again. Each attempt is its
 * own (nested) transaction, so inside a caller's transaction a collision rolls back to a
 * savepoint instead of spoiling the whole transaction.
 */
export async function createInvitationRow(db: Executor, invitedBy: string | null, email: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await db.transaction((tx) =>
        tx
          .insert(invitations)
          .values({
            email,
            invitedBy,
            invitationCode: generateInvitationCode(),
            expiresAt: sql`now() + make_interval(days => ${INVITATION_VALID_DAYS})`,
          })
          .returning(),
      );
      return toInvitationDto(row!);
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= CODE_ATTEMPTS) throw err;
    }
  }
}

/** A member's invitation, counted against their daily limit. */
export async function createInvitation(db: Executor, invitedBy: string, email: string) {
  const limit = await consumeRateLimit(db, 'invitation', invitedBy, INVITATION_CREATE_LIMIT);
  if (!limit.allowed) {
    throw tooMany("You've reached the daily limit for invitations", limit.retryAfterSeconds);
  }
  return createInvitationRow(db, invitedBy, email);
}

/**
 * The code of the app's own invitation (made by no member) for `email` still pending from an
 * earlier start, or of a new one: first start's demo code stays the same across restarts.
 */
export async function appInvitationCode(db: Executor, email: string): Promise<string> {
  const [open] = await db
    .select({ code: invitations.invitationCode })
    .from(invitations)
    .where(
      and(
        eq(invitations.email, email),
        isNull(invitations.invitedBy),
        eq(invitations.status, 'pending'),
        gt(invitations.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (open) return open.code;
  return (await createInvitationRow(db, null, email)).invitationCode;
}

/** The user's own invitations, newest first (SPEC §7). */
export async function listInvitationsBy(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(invitations)
    .where(eq(invitations.invitedBy, userId))
    .orderBy(desc(invitations.createdAt));
  return rows.map(toInvitationDto);
}

export async function inviterName(db: Executor, userId: string) {
  const [row] = await db
    .select({ name: profiles.name })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.name ?? 'A member';
}
