import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { BranchId } from '@shared/catalog';
import { profiles, user } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import { notificationPacing, notificationSettings } from './schema';

// The pacing of the messages told to many members at once (the moderators' reminder, the
// digest) and the digest's subscribers, for the features whose jobs send them.

type PacedKind = 'moderation_waiting' | 'digest';

export const hoursAgo = (hours: number) => sql`now() - make_interval(hours => ${hours})`;

/** Stamps when a paced message went to these members. */
export async function paced(tx: Tx, userIds: string[], kind: PacedKind) {
  if (userIds.length === 0) return;
  await tx
    .insert(notificationPacing)
    .values(userIds.map((userId) => ({ userId, kind, lastSentAt: sql`now()` })))
    .onConflictDoUpdate({
      target: [notificationPacing.userId, notificationPacing.kind],
      set: { lastSentAt: sql`now()` },
    });
}

/** Members not sent `kind` within `hours`. */
export const notPacedWithin = (kind: PacedKind, hours: number) =>
  sql`not exists (select 1 from ${notificationPacing} where ${notificationPacing.userId} = ${user.id}
      and ${notificationPacing.kind} = ${kind} and ${notificationPacing.lastSentAt} > ${hoursAgo(hours)})`;

export type DigestMember = { id: string; email: string; branch: BranchId | null };

/**
 * Up to `limit` members who turned the digest on by e-mail and were not sent one within
 * `gapHours`, in the order of their ids from after `after`.
 */
export async function digestSubscribers(
  db: Db,
  gapHours: number,
  after: string,
  limit: number,
): Promise<DigestMember[]> {
  return db
    .select({ id: user.id, email: user.email, branch: profiles.branch })
    .from(notificationSettings)
    .innerJoin(user, eq(user.id, notificationSettings.userId))
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(
      and(
        eq(notificationSettings.kind, 'digest'),
        eq(notificationSettings.byEmail, true),
        notPacedWithin('digest', gapHours),
        gt(user.id, after),
      ),
    )
    .orderBy(user.id)
    .limit(limit);
}

/**
 * The member's week, or nothing: an atomic upsert that stamps their digest only when the last
 * one is older than `gapHours`, and says whether it did. A run holding the row uncommitted
 * makes another wait, which then sees the new stamp and is refused.
 */
export async function claimDigestWeek(tx: Tx, userId: string, gapHours: number): Promise<boolean> {
  const claimed = await tx
    .insert(notificationPacing)
    .values({ userId, kind: 'digest', lastSentAt: sql`now()` })
    .onConflictDoUpdate({
      target: [notificationPacing.userId, notificationPacing.kind],
      set: { lastSentAt: sql`now()` },
      setWhere: lt(notificationPacing.lastSentAt, hoursAgo(gapHours)),
    })
    .returning({ userId: notificationPacing.userId });
  return claimed.length > 0;
}
