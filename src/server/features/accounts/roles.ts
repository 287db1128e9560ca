import { and, eq } from 'drizzle-orm';
import { MSG } from '@shared/schemas/accounts';
import { ADMIN_USER_MSG } from '@shared/schemas/admin-users';
import { user, userRoles } from '../../db/schema';
import type { Db } from '../../db/types';
import { recordAudit } from '../../lib/audit';
import { forbidden, notFound } from '../../lib/errors';
import { isSuperAdmin, type Viewer } from '../../plugins/viewer';

export const ROLE_MESSAGES = {
  onlySuperAdmins: MSG.superAdminRequired,
  superAdminRoles: 'Super admin roles cannot be modified',
  superAdminAccounts: 'Super admin accounts cannot be deleted',
} as const;

/**
 * SPEC §6: only a super admin grants or removes the admin role, and never on a super admin.
 * The one role this can grant is 'admin': super_admin comes only from the first-start setup
 * link or `npm run admin:create`, so nobody can grant it to themselves through the site.
 */
export async function setAdminRole(db: Db, actor: Viewer, targetUserId: string, admin: boolean) {
  if (!isSuperAdmin(actor)) throw forbidden(ROLE_MESSAGES.onlySuperAdmins, 'super_admin_only');
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, targetUserId))
      .for('update');
    if (!target) throw notFound(ADMIN_USER_MSG.notFound);
    const roles = await tx
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, targetUserId));
    if (roles.some((r) => r.role === 'super_admin')) {
      throw forbidden(ROLE_MESSAGES.superAdminRoles, 'protected_roles');
    }
    if (admin) {
      await tx
        .insert(userRoles)
        .values({ userId: targetUserId, role: 'admin' })
        .onConflictDoNothing();
    } else {
      await tx
        .delete(userRoles)
        .where(and(eq(userRoles.userId, targetUserId), eq(userRoles.role, 'admin')));
    }
    await recordAudit(tx, actor, admin ? 'role.grant' : 'role.remove', {
      type: 'user',
      id: targetUserId,
      label: target.email,
    });
  });
}
