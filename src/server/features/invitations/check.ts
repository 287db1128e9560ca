import { and, eq, gt, sql } from 'drizzle-orm';
import { MSG } from '@shared/schemas/accounts';
import { invitations } from './schema';
import type { Executor } from '../../db/types';

export type InvitationCheck = { valid: true } | { valid: false; error: string };

/**
 * SPEC §4: an unknown or no-longer-pending code is invalid; a pending one past its expiry is
 * marked expired on the spot and refused as expired.
 */
export async function checkInvitationCode(db: Executor, code: string): Promise<InvitationCheck> {
  const [row] = await db
    .select({
      id: invitations.id,
      status: invitations.status,
      // The database's clock decides, as it does in claimInvitationCode.
      expired: sql<boolean>`${invitations.expiresAt} <= now()`,
    })
    .from(invitations)
    .where(eq(invitations.invitationCode, code.toUpperCase()))
    .limit(1);
  if (!row) return { valid: false, error: MSG.invalidCode };
  if (row.status === 'expired') return { valid: false, error: MSG.expiredCode };
  if (row.status !== 'pending') return { valid: false, error: MSG.invalidCode };
  if (row.expired) {
    await db
      .update(invitations)
      .set({ status: 'expired' })
      .where(and(eq(invitations.id, row.id), eq(invitations.status, 'pending')));
    return { valid: false, error: MSG.expiredCode };
  }
  return { valid: true };
}

/**
 * Marks the code accepted by `userId`, in the caller's transaction. One conditional update, so
 * two sign-ups racing for the same code cannot both win. Returns null when it was not usable,
 * else who sent it (null `invitedBy`: the site's own, e.g. the demo code).
 */
export async function claimInvitationCode(db: Executor, code: string, userId: string) {
  const claimed = await db
    .update(invitations)
    .set({ status: 'accepted', usedAt: sql`now()`, usedBy: userId })
    .where(
      and(
        eq(invitations.invitationCode, code.toUpperCase()),
        eq(invitations.status, 'pending'),
        gt(invitations.expiresAt, sql`now()`),
      ),
    )
    .returning({ invitedBy: invitations.invitedBy });
  return claimed[0] ?? null;
}
