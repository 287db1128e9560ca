// `npm run db:upgrade`: carries the embedded database in DATA_DIR/pg over from an earlier major
// version of PostgreSQL to the one this version of Battle Ready ships (decision 025). The app
// must be stopped; a cluster already of that version is left alone.
import { loadConfig } from '../../config';
import { isOperatorRefusal } from '../client';
import { defaultCacheDir, upgradeEmbeddedCluster } from './upgrade';

const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: the database is on a PostgreSQL server of your own, and ' +
      "npm run db:upgrade covers only the embedded one. Use PostgreSQL's pg_upgrade, or " +
      'pg_dump and pg_restore of the new version.',
  );
  process.exit(1);
}

try {
  const outcome = await upgradeEmbeddedCluster({ dataDir: config.dataDir, say: console.log });
  if (!outcome.upgraded) {
    console.log(outcome.why);
  } else {
    const counts = Object.values(outcome.rows);
    const total = counts.reduce((a, b) => a + b, 0);
    const cache = defaultCacheDir(config.dataDir);
    console.log(
      `Upgraded the embedded database from PostgreSQL ${outcome.from} to ${outcome.to} in ` +
        `${(outcome.ms / 1000).toFixed(1)} s: ${total} rows of ${counts.length} tables copied, ` +
        'and every table counted the same on both sides.',
    );
    console.log(
      `The old cluster is kept as ${outcome.kept}, and PostgreSQL ${outcome.from} in ${cache}. ` +
        'Start the app; once you are satisfied, remove both:\n' +
        `  rm -rf ${outcome.kept} ${cache}`,
    );
  }
} catch (err) {
  console.error(isOperatorRefusal(err) ? err.message : err);
  process.exitCode = 1;
}
