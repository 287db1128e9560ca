import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import type { MediaStorage } from '../../lib/storage/media-storage';
import { sweepAbandonedMedia } from '../reviews';
import { pruneExpired, rollUpViews, type PruneCounts } from './prune';

/** Scratch work this old belongs to a process that died mid-upload. */
export const SCRATCH_MAX_AGE_MS = 60 * 60 * 1000;

export type RetentionReport =
  { ran: false } | ({ ran: true; abandonedMedia: number } & PruneCounts);

/**
 * One retention run. The upload scratch is this machine's own, so every instance sweeps it.
 * The database work is done by one instance at a time: the first to take the advisory lock
 * prunes in one transaction, and the others, finding it taken, skip this round rather than
 * queue behind it to delete what is already gone.
 */
export async function runRetention(
  db: Db,
  storage: MediaStorage,
  asOf = new Date(),
): Promise<RetentionReport> {
  await storage.sweepScratch(SCRATCH_MAX_AGE_MS);
  const pruned = await db.transaction(async (tx) => {
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext('retention')) as taken`,
    )) as unknown as { rows: { taken: boolean }[] };
    if (!lock.rows[0]?.taken) return null;
    return { ...(await pruneExpired(tx, asOf)), viewsRolledUp: await rollUpViews(tx, asOf) };
  });
  if (!pruned) return { ran: false };
  // Its own statement, after the commit: it removes files, which a rollback would not bring back.
  const abandonedMedia = await sweepAbandonedMedia(db, storage, asOf);
  return { ran: true, ...pruned, abandonedMedia };
}
