import { eq, sql } from 'drizzle-orm';
import { IDENTITY_REVOKED_DAYS } from '@shared/verification';
import { verificationIdentities } from '../features/verification/schema';
import type { Executor } from '../db/types';

/**
 * Ages the revocations of the identities a member verified with past IDENTITY_REVOKED_DAYS
 * (issue 44), as if that long had passed since the admin revoked them.
 */
export async function lapseRevocations(db: Executor, userId: string) {
  await db
    .update(verificationIdentities)
    .set({
      revokedAt: sql`now() - make_interval(days => ${IDENTITY_REVOKED_DAYS}) - interval '1 minute'`,
    })
    .where(eq(verificationIdentities.userId, userId));
}
