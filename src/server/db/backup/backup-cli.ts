// `npm run backup [FILE]`: a consistent copy of the embedded database, beside a running app
// or not, to FILE or DATA_DIR/backups/battle-ready-<UTC time>.jsonl.gz.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config';
import { openToolDatabase } from '../client';
import { BackupRefused } from './backup-format';
import { backupFileName, writeBackup } from './dump';
import { describeJobs } from './job-rows';
import { EXTERNAL_SERVER_ADVICE, uploadsLocation } from './operator-notes';
import { describeSchema } from './schema-version';

const config = loadConfig();
if (config.databaseUrl) {
  console.error(EXTERNAL_SERVER_ADVICE);
  process.exit(1);
}
// A mistyped DATA_DIR must not get a new, empty cluster made for it.
if (!fs.existsSync(path.join(config.dataDir, 'pg', 'PG_VERSION'))) {
  console.error(`No embedded database in ${path.join(config.dataDir, 'pg')}: nothing to back up.`);
  process.exit(1);
}
const file = path.resolve(
  process.argv[2] ?? path.join(config.dataDir, 'backups', backupFileName()),
);

const database = await openToolDatabase(config, console.log);
try {
  const started = Date.now();
  const backup = await writeBackup(database.url, file);
  const rows = Object.values(backup.rows).reduce((a, b) => a + b, 0);
  const tables = Object.keys(backup.rows).length;
  console.log(
    `Backup written to ${backup.file}: ${rows} rows of ${tables} tables, ` +
      `${(backup.bytes / 1024).toFixed(0)} KiB, in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(schema: ${describeSchema(backup.schema)}).`,
  );
  const queued = Object.values(backup.jobs).reduce((a, b) => a + b, 0);
  console.log(
    queued > 0
      ? `With the ${queued} queued jobs not yet done (${describeJobs(backup.jobs)}): a restore puts them back.`
      : 'No queued job was waiting.',
  );
  console.log('It holds password hashes, sessions and the auth secret: keep it private.');
  console.log(
    `Review photos, videos and legal PDFs are not in it: they are in ${uploadsLocation(config)}. ` +
      'Copy them separately.',
  );
} catch (err) {
  console.error(err instanceof BackupRefused ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
