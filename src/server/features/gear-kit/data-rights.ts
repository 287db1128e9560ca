import { eq } from 'drizzle-orm';
import type { TDataExport } from '@shared/schemas/me';
import { wishlists } from './schema';
import type { Executor, Tx } from '../../db/types';
import { listGearKit } from './service';

/** The export's part (issue 17): the Gear Kit as the member sees it. */
export async function exportGearKit(tx: Tx, userId: string): Promise<Pick<TDataExport, 'gearKit'>> {
  return { gearKit: await listGearKit(tx, userId) };
}

/**
 * How many products the member keeps: the header shows it, and account deletion says how many
 * went (the rows go by the user row's cascade).
 */
export const countGearKit = (db: Executor, userId: string) =>
  db.$count(wishlists, eq(wishlists.userId, userId));
