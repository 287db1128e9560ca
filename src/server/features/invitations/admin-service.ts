import { desc, eq, sql } from 'drizzle-orm';
import { INVITATION_VALID_DAYS } from '@shared/limits';
import type { TAdminInvitation } from '@shared/schemas/me';
import { invitations } from './schema';
import { profiles } from '../../db/schema';
import type { Db } from '../../db/types';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { toInvitationDto } from './service';

export const INVITATION_MSG = {
  notFound: 'Invitation not found',
  notPending: 'Only pending invitations can be revoked or renewed',
} as const;

/** How many invitations the tab lists, newest first; older ones stay in the database. */
export const ADMIN_INVITATIONS_SHOWN = 500;

/** SPEC §2 Admin, Invitations: all of them, newest first, with who sent each. */
export async function listAllInvitations(db: Db): Promise<TAdminInvitation[]> {
  const rows = await db
    .select({ invitation: invitations, invitedByName: profiles.name })
    .from(invitations)
    .leftJoin(profiles, eq(profiles.userId, invitations.invitedBy))
    .orderBy(desc(invitations.createdAt))
    .limit(ADMIN_INVITATIONS_SHOWN);
  return rows.map((r) => ({ ...toInvitationDto(r.invitation), invitedByName: r.invitedByName }));
}

/**
 * SPEC §4 Invitation: an admin revokes (rejected) or renews (pending, 7 days from now) only
 * while it is pending; a renewed invitation past its expiry works again.
 */
export async function changeInvitation(
  db: Db,
  admin: AuditActor,
  id: string,
  change: 'revoke' | 'renew',
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(invitations).where(eq(invitations.id, id)).for('update');
    if (!row) throw notFound(INVITATION_MSG.notFound);
    if (row.status !== 'pending') throw conflict(INVITATION_MSG.notPending, 'not_pending');
    const [changed] = await tx
      .update(invitations)
      .set(
        change === 'revoke'
          ? { status: 'rejected' }
          : { expiresAt: sql`now() + make_interval(days => ${INVITATION_VALID_DAYS})` },
      )
      .where(eq(invitations.id, id))
      .returning();
    await recordAudit(tx, admin, change === 'revoke' ? 'invitation.revoke' : 'invitation.renew', {
      type: 'invitation',
      id,
      label: row.email,
    });
    return toInvitationDto(changed!);
  });
}
