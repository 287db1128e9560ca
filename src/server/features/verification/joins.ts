import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { currentVerificationOf } from './current';
import { serviceVerifications } from './schema';

/**
 * What another feature may select of a member's verification joined by withCurrentVerification:
 * whose it is (null when there is none) and the affiliation it shows.
 */
export const verificationColumns = {
  userId: serviceVerifications.userId,
  affiliation: serviceVerifications.affiliation,
};

/** Joins each row to the current verification, if any, of the member in `userId`. */
export const withCurrentVerification = <T extends PgSelect>(query: T, userId: AnyPgColumn) =>
  query.leftJoin(serviceVerifications, currentVerificationOf(userId));
