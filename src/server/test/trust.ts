import { eq, sql } from 'drizzle-orm';
import { flagRecords, reviewFlags } from '../features/reviews/moderation/schema';
import { siteSettings } from '../features/site/schema';
import { serviceVerifications } from '../features/verification/schema';
import { user } from '../db/schema';
import type { Executor } from '../db/types';
import { insertMember, insertProduct, insertReview } from './fixtures';

// Issue 29's trust signals, set up directly: a flagger's record, a verified service, the
// threshold at which flags hide a review.

/**
 * Gives `userId` a record of decided flags: `agreed` resolved and `disagreed` dismissed, all on
 * one review of a product of its own (only pending flags are one per member and review), and
 * counted in their flag_records row as a moderator's decisions are.
 */
export async function giveFlagRecord(
  db: Executor,
  userId: string,
  record: { agreed: number; disagreed: number },
) {
  const product = await insertProduct(db);
  const review = await insertReview(db, product.id, await insertMember(db));
  const rows = [
    ...Array.from({ length: record.agreed }, () => 'resolved' as const),
    ...Array.from({ length: record.disagreed }, () => 'dismissed' as const),
  ].map((status) => ({
    reviewId: review.id,
    userId,
    reason: 'spam' as const,
    status,
    resolvedAt: new Date(),
  }));
  if (rows.length === 0) return;
  await db.insert(reviewFlags).values(rows);
  await db
    .insert(flagRecords)
    .values({ userId, ...record })
    .onConflictDoUpdate({
      target: flagRecords.userId,
      set: {
        agreed: sql`${flagRecords.agreed} + excluded.agreed`,
        disagreed: sql`${flagRecords.disagreed} + excluded.disagreed`,
      },
    });
}

/**
 * What a flag's weight counts besides its record (issue 44): the account made `days` ago, and
 * `approvedReviews` approved reviews of its own, each of a product of its own.
 */
export async function makeEstablished(
  db: Executor,
  userId: string,
  { days, approvedReviews }: { days: number; approvedReviews: number },
) {
  await db
    .update(user)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(user.id, userId));
  for (let i = 0; i < approvedReviews; i += 1) {
    await insertReview(db, (await insertProduct(db)).id, userId);
  }
}

/** A current service verification, as a `.mil` mailbox gives one. */
export async function verifyService(db: Executor, userId: string) {
  await db.insert(serviceVerifications).values({
    userId,
    affiliation: 'service_member',
    method: 'mil_email',
    expiresAt: new Date(Date.now() + 365 * 86_400_000),
  });
}

export async function setFlagHideThreshold(db: Executor, value: string) {
  await db
    .insert(siteSettings)
    .values({ settingKey: 'flag_hide_threshold', settingValue: value })
    .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: value } });
}
