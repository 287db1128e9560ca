import pg from 'pg';
import { appSchemaVersion, databaseSchemaVersion, describeSchema } from '../backup/schema-version';
import { migrateDatabase } from '../migrate';
import { writeMigrationsCut } from '../migrations-cut';
import { jobSchemaVersion } from './job-queue-partitions';
import { UpgradeStopped } from './upgrade-stopped';

/**
 * Migrates the new cluster's database (`targetUrl`) to exactly the schema of the old one's
 * (`source`): the migrations it has had, and no more. The old cluster is left as it was, and
 * the app migrates the new one further when it starts, as after any upgrade. `workDir` holds the
 * migrations cut to the old cluster's.
 */
export async function migrateToSameSchema(
  source: pg.ClientBase,
  targetUrl: string,
  workDir: string,
  say: (message: string) => void,
): Promise<void> {
  const shipped = appSchemaVersion();
  const old = await databaseSchemaVersion(source);
  const had = old?.hashes ?? [];
  if (!had.every((hash, i) => hash === shipped.hashes[i])) {
    throw new UpgradeStopped(
      `The old cluster has had migrations this version of Battle Ready does not ship ` +
        `(${describeSchema(old!)}; this version: ${describeSchema(shipped)}): a newer version ` +
        'ran on it. Upgrade it with that version. Nothing was changed.',
    );
  }
  await migrateDatabase({ url: targetUrl }, say, writeMigrationsCut(workDir, had.length));

  const target = new pg.Client({ connectionString: targetUrl });
  await target.connect();
  try {
    const [oldJobs, newJobs] = [await jobSchemaVersion(source), await jobSchemaVersion(target)];
    // Only its own schema version's rows fit pg-boss's tables; it migrates them when it starts.
    if (oldJobs !== null && oldJobs !== newJobs) {
      throw new UpgradeStopped(
        `The old cluster's job queue is at pg-boss schema version ${oldJobs}, and this version ` +
          `of Battle Ready makes version ${newJobs}: its tables differ, and its rows cannot be ` +
          'copied as they are. Nothing was changed.',
      );
    }
  } finally {
    await target.end();
  }
}
