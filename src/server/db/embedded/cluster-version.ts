import fs from 'node:fs';
import path from 'node:path';
import { EmbeddedPostgresError } from './binaries';

/** The command that carries a cluster of an earlier major version over (db/upgrade). */
export const UPGRADE_COMMAND = 'npm run db:upgrade';

/** A cluster that another major version of PostgreSQL made, which the shipped one cannot open. */
export class ClusterOfAnotherVersion extends EmbeddedPostgresError {}

/** The major version of PostgreSQL that made the cluster in `pgdata`; null when there is none. */
export function clusterMajor(pgdata: string): number | null {
  try {
    return Number(fs.readFileSync(path.join(pgdata, 'PG_VERSION'), 'utf8').trim());
  } catch {
    return null;
  }
}

/**
 * Refuses, before anything starts, a cluster that PostgreSQL `major` cannot open: the server
 * would stop at once with a line in its log that names no remedy.
 */
export function assertClusterOpens(pgdata: string, major: number): void {
  const made = clusterMajor(pgdata);
  if (made === null || made === major) return;
  const dataDir = path.dirname(pgdata);
  if (made > major) {
    throw new ClusterOfAnotherVersion(
      `The embedded database in ${pgdata} was made by PostgreSQL ${made}, newer than the ` +
        `PostgreSQL ${major} this version of Battle Ready runs, which cannot open it. Run the ` +
        'version of Battle Ready that made it, or a newer one. Nothing was changed.',
    );
  }
  throw new ClusterOfAnotherVersion(
    `The embedded database in ${pgdata} was made by PostgreSQL ${made}, and this version of ` +
      `Battle Ready runs PostgreSQL ${major}, which cannot open it. Nothing was changed. With ` +
      `nothing else using ${dataDir}, run \`${UPGRADE_COMMAND}\` (with the same DATA_DIR): it ` +
      `copies every row into a new PostgreSQL ${major} cluster, checks the counts, and keeps ` +
      `the old cluster as ${pgdata}.old-${made} until you remove it.`,
  );
}
