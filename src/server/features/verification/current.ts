import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { serviceVerifications } from './schema';

/**
 * A verification counts until it expires (issue 29), whether or not the expiry job has removed
 * its row yet: every read of "is this member verified" goes through these.
 */
export const isCurrent = () => gt(serviceVerifications.expiresAt, sql`now()`);

/** Join condition: the current verification of the member in `userId`. */
export const currentVerificationOf = (userId: AnyPgColumn): SQL =>
  and(eq(serviceVerifications.userId, userId), isCurrent())!;

/** True when the member in `userId` holds a current verification. */
export const isVerifiedMember = (userId: AnyPgColumn | SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${serviceVerifications}
    where ${serviceVerifications.userId} = ${userId} and ${isCurrent()})`;
