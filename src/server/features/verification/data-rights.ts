import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { TDataExport } from '@shared/schemas/me';
import { serviceVerifications } from './schema';
import type { Tx } from '../../db/types';
import { currentVerificationOf } from './current';
import { exportIdentities } from './identities';

/**
 * The export's part (issue 29): the verification row as held, expired or not, and the
 * identities the member verified with as the pseudonyms kept (issue 44). A `.mil` code
 * waiting and a provider flow under way are secrets for minutes, not the member's data.
 */
export async function exportVerification(
  tx: Tx,
  userId: string,
): Promise<Pick<TDataExport, 'verification' | 'verificationIdentities'>> {
  const [row] = await tx
    .select()
    .from(serviceVerifications)
    .where(eq(serviceVerifications.userId, userId));
  return {
    verification: row
      ? {
          affiliation: row.affiliation,
          method: row.method,
          verifiedAt: row.verifiedAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
        }
      : null,
    verificationIdentities: await exportIdentities(tx, userId),
  };
}

/**
 * The admin's list of users shows each one's current affiliation: `currentAffiliation` selects
 * it from a query that `joinCurrentVerification` has left-joined for the member in `userId`.
 */
export const currentAffiliation = serviceVerifications.affiliation;

export const joinCurrentVerification = <Q extends PgSelect>(query: Q, userId: AnyPgColumn) =>
  query.leftJoin(serviceVerifications, currentVerificationOf(userId));
