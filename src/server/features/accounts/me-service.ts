import { eq, sql } from 'drizzle-orm';
import type { TViewer } from '@shared/schemas/me';
import { account, profiles, user } from '../../db/schema';
import type { Db } from '../../db/types';
import { unauthorized } from '../../lib/errors';
import type { SessionCache } from '../../lib/session-cache';
import type { Viewer, ViewerDetails } from '../../plugins/viewer';
import { countGearKit } from '../gear-kit';

/**
 * Whether the query's user row has a password to sign in with (a Google-only account has none).
 * Spelled out: drizzle leaves a lone table's columns unqualified, which inside this subquery
 * would name the account's own.
 */
export const hasPasswordSql = sql<boolean>`exists (select 1 from ${account} a
  where a.user_id = ${user}.id and a.password is not null)`;

/**
 * What the header and profile need beyond the session, in two queries side by side: every page
 * of a member's asks this, so its wait is one round trip, not two (issue 46). Null when the
 * user row is gone.
 */
async function readViewerDetails(db: Db, userId: string): Promise<ViewerDetails | null> {
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
    .where(eq(user.id, userId));
  const [[row], gearKitCount] = await Promise.all([profile, countGearKit(db, userId)]);
  if (!row) return null;
  // Frozen: a kept one answers many requests.
  return Object.freeze({
    name: row.name ?? '',
    branch: row.branch ?? null,
    reviewerScore: row.reviewerScore ?? 0,
    twoFactorEnabled: row.twoFactorEnabled,
    hasPassword: row.hasPassword,
    gearKitCount,
    memberSince: row.createdAt.toISOString(),
  });
}

/**
 * The details as `kept` holds them for a few seconds (decision 030), else read and kept. Keyed
 * by the member, not the cookie: the viewer in hand was already checked for this request, and
 * the details belong to the member whichever session asks.
 */
async function keptViewerDetails(db: Db, userId: string, kept: SessionCache<ViewerDetails>) {
  const found = kept.get(userId);
  if (found) return found;
  const since = kept.snapshot();
  const details = await readViewerDetails(db, userId);
  if (details) kept.store(userId, userId, details, Number.POSITIVE_INFINITY, since);
  return details;
}

/**
 * Everything the header and profile need about the signed-in user. With `kept`, the details may
 * come from this instance's memory; without, from the database, as a route answering its own
 * write must read them: its write fences the caches only once its answer is sent.
 */
export async function describeViewer(
  db: Db,
  viewer: Viewer,
  kept?: SessionCache<ViewerDetails>,
): Promise<TViewer> {
  const details = kept
    ? await keptViewerDetails(db, viewer.id, kept)
    : await readViewerDetails(db, viewer.id);
  if (!details) throw unauthorized('Please sign in to continue');
  return {
    id: viewer.id,
    email: viewer.email,
    emailVerified: viewer.emailVerified,
    name: details.name,
    branch: details.branch,
    reviewerScore: details.reviewerScore,
    roles: [...viewer.roles],
    twoFactorEnabled: details.twoFactorEnabled,
    hasPassword: details.hasPassword,
    gearKitCount: details.gearKitCount,
    memberSince: details.memberSince,
  };
}

/** The profile name is the public one; Better Auth's user.name follows it. */
export async function renameViewer(db: Db, userId: string, name: string) {
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ name }).where(eq(profiles.userId, userId));
    await tx.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, userId));
  });
}
