import { eq } from 'drizzle-orm';
import { profiles } from '../db/schema';
import type { Tx } from '../db/types';

/**
 * Serialises one member's writes that check a per-member total before adding to it (their
 * Gear Kit size, their stored media): the second of two parallel requests waits here and then
 * counts what the first added. Locks the member's profile row until the transaction ends.
 */
export async function lockMember(tx: Tx, userId: string): Promise<void> {
  await tx
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update');
}
