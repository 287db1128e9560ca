import { asc, eq, or } from 'drizzle-orm';
import type { TDataExport } from '@shared/schemas/me';
import { invitations } from './schema';
import type { Tx } from '../../db/types';
import { listInvitationsBy } from './service';

/** The export's part (issue 17): the invitations they sent, and the code they signed up with. */
export async function exportInvitations(
  tx: Tx,
  userId: string,
): Promise<Pick<TDataExport, 'invitationsSent' | 'invitationUsed'>> {
  return {
    invitationsSent: await listInvitationsBy(tx, userId),
    invitationUsed: await invitationUsed(tx, userId),
  };
}

/** The code they signed up with; who sent it is the sender's data. */
async function invitationUsed(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ invitationCode: invitations.invitationCode, usedAt: invitations.usedAt })
    .from(invitations)
    .where(eq(invitations.usedBy, userId))
    .orderBy(asc(invitations.usedAt))
    .limit(1);
  return row
    ? { invitationCode: row.invitationCode, usedAt: row.usedAt?.toISOString() ?? null }
    : null;
}

/** Invitations they sent, and the one they joined with: it holds their address. */
const ownInvitations = (userId: string) =>
  or(eq(invitations.invitedBy, userId), eq(invitations.usedBy, userId));

/** How many invitations account deletion takes with it, counted before it does. */
export const countInvitations = (tx: Tx, userId: string) =>
  tx.$count(invitations, ownInvitations(userId));

/** Account deletion's step (decision 016): both kinds go. */
export async function eraseInvitations(tx: Tx, userId: string) {
  await tx.delete(invitations).where(ownInvitations(userId));
}
