import { eq } from 'drizzle-orm';
import type { TVerification } from '@shared/schemas/verification';
import { serviceVerifications } from '../../db/schema';
import type { Tx } from '../../db/types';

/**
 * The export's part (issue 29): the verification row as held, expired or not. A `.mil` code
 * waiting and a provider flow under way are secrets for minutes, not the member's data.
 */
export async function exportVerification(
  tx: Tx,
  userId: string,
): Promise<{ verification: TVerification | null }> {
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
  };
}
