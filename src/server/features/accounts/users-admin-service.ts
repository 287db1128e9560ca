import { count, desc, eq, sql } from 'drizzle-orm';
import { randomUsername } from '@shared/random-name';
import {
  ADMIN_USER_MSG,
  type TAdminUser,
  type TAdminUserPage,
  type TCreateUserRequest,
} from '@shared/schemas/admin-users';
import { profiles, user, userRoles } from '../../db/schema';
import type { Db } from '../../db/types';
import { recordAudit } from '../../lib/audit';
import { forbidden, notFound } from '../../lib/errors';
import { matchesAny } from '../../lib/sql-text';
import type { MediaStorage } from '../../lib/storage/media-storage';
import { isSuperAdmin, type Viewer } from '../../plugins/viewer';
import { removeMemberContributions } from '../reviews';
import { removeMemberQa } from '../questions';
import {
  currentAffiliation,
  forgetIdentities,
  joinCurrentVerification,
  revocationsOf,
} from '../verification';
import type { Auth } from './auth';
import { createAccountDirectly } from './privileged-account';
import { ROLE_MESSAGES } from './roles';

export const ADMIN_USERS_PAGE_SIZE = 50;

/** SPEC §2 Admin, Users: emails (admins only), branch, name, roles, joined; newest first. */
export async function listUsers(
  db: Db,
  query: { search?: string; page: number },
): Promise<TAdminUserPage> {
  const where = query.search ? matchesAny(query.search, [user.email, profiles.name]) : undefined;
  const roles = sql<TAdminUser['roles']>`coalesce(
    array_agg(${userRoles.role}::text order by ${userRoles.role}) filter (where ${userRoles.role} is not null),
    '{}')`;
  const listed = db
    .select({
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      joinedAt: user.createdAt,
      name: profiles.name,
      branch: profiles.branch,
      roles,
      verification: currentAffiliation,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .$dynamic();
  const [rows, [total]] = await Promise.all([
    joinCurrentVerification(listed, user.id)
      .where(where)
      .groupBy(user.id, profiles.name, profiles.branch, currentAffiliation)
      .orderBy(desc(user.createdAt), user.id)
      .limit(ADMIN_USERS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_USERS_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(where),
  ]);
  const revoked = await revocationsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => ({
      ...r,
      name: r.name ?? '',
      joinedAt: r.joinedAt.toISOString(),
      verificationRevokedAt: revoked.get(r.id)?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: ADMIN_USERS_PAGE_SIZE,
  };
}

/**
 * SPEC §6: admins create users directly, without an invitation. The admin vouches for the
 * address, so it counts as confirmed; the name is generated as at sign-up without one.
 */
export async function createUserByAdmin(
  auth: Auth,
  db: Db,
  admin: Viewer,
  input: { email: string; password: string; branch: TCreateUserRequest['branch'] },
) {
  const created = await createAccountDirectly(auth, db, {
    email: input.email,
    password: input.password,
    name: randomUsername(),
    branch: input.branch,
    roles: [],
    emailVerified: true,
  });
  await recordAudit(db, admin, 'user.create', {
    type: 'user',
    id: created.id,
    label: created.email,
  });
  return created;
}

/**
 * SPEC §6: only a super admin deletes users; super admins are protected (migration 0005
 * enforces it in the database too) and nobody deletes themselves. Everything the member
 * wrote goes with them, and what it counted in (votes, scores, product figures) is redone.
 */
export async function deleteUserByAdmin(
  db: Db,
  storage: MediaStorage,
  actor: Viewer,
  targetId: string,
) {
  if (!isSuperAdmin(actor)) throw forbidden(ROLE_MESSAGES.onlySuperAdmins, 'super_admin_only');
  if (targetId === actor.id) throw forbidden(ADMIN_USER_MSG.notYourself);
  const keys = await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, targetId))
      .for('update');
    if (!target) throw notFound(ADMIN_USER_MSG.notFound);
    const roles = await tx.select().from(userRoles).where(eq(userRoles.userId, targetId));
    if (roles.some((r) => r.role === 'super_admin')) {
      throw forbidden(ROLE_MESSAGES.superAdminAccounts, 'protected_account');
    }
    const mediaKeys = await removeMemberContributions(tx, targetId);
    await removeMemberQa(tx, targetId);
    await forgetIdentities(tx, targetId);
    await tx.delete(user).where(eq(user.id, targetId));
    await recordAudit(tx, actor, 'user.delete', {
      type: 'user',
      id: targetId,
      label: target.email,
    });
    return mediaKeys;
  });
  await storage.remove(keys);
}
