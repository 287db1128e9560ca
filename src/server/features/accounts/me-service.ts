import { eq, sql } from 'drizzle-orm';
import type { TViewer } from '@shared/schemas/me';
import { account, profiles, user } from '../../db/schema';
import type { Db } from '../../db/types';
import { unauthorized } from '../../lib/errors';
import type { Viewer } from '../../plugins/viewer';
import { countGearKit } from '../gear-kit';

/**
 * Whether the query's user row has a password to sign in with (a Google-only account has none).
 * Spelled out: drizzle leaves a lone table's columns unqualified, which inside this subquery
 * would name the account's own.
 */
export const hasPasswordSql = sql<boolean>`exists (select 1 from ${account} a
  where a.user_id = ${user}.id and a.password is not null)`;

/**
 * Everything the header and profile need about the signed-in user, in two queries side by side:
 * every page of a member's asks this, so its wait is one round trip, not two (issue 46).
 */
export async function describeViewer(db: Db, viewer: Viewer): Promise<TViewer> {
  const profile = db
    .select({
      name: profiles.name,
      branch: profiles.branch,
      reviewerScore: profiles.reviewerScore,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt,
      hasPassword: hasPasswordSql,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, viewer.id));
  const [[row], gearKitCount] = await Promise.all([profile, countGearKit(db, viewer.id)]);
  if (!row) throw unauthorized('Please sign in to continue');
  return {
    id: viewer.id,
    email: viewer.email,
    emailVerified: viewer.emailVerified,
    name: row.name ?? '',
    branch: row.branch ?? null,
    reviewerScore: row.reviewerScore ?? 0,
    roles: [...viewer.roles],
    twoFactorEnabled: row.twoFactorEnabled,
    hasPassword: row.hasPassword,
    gearKitCount,
    memberSince: row.createdAt.toISOString(),
  };
}

/** The profile name is the public one; Better Auth's user.name follows it. */
export async function renameViewer(db: Db, userId: string, name: string) {
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ name }).where(eq(profiles.userId, userId));
    await tx.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, userId));
  });
}
