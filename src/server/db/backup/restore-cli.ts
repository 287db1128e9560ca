// `npm run restore FILE`: a backup from `npm run backup` into the embedded database of an empty
// DATA_DIR, with no app running on it.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config';
import { openAppDatabase, type Database } from '../client';
import { DataDirLockedError } from '../lock';
import { type OpenBackup } from './backup-file';
import { BackupRefused } from './backup-format';
import { EXTERNAL_SERVER_ADVICE, uploadsLocation } from './operator-notes';
import { DatabaseNotEmpty, openBackupToRestore, restoreInto } from './restore';

const config = loadConfig();
if (config.databaseUrl) {
  console.error(EXTERNAL_SERVER_ADVICE);
  process.exit(1);
}
if (!process.argv[2]) {
  console.error('Usage: npm run restore FILE   (a backup written by npm run backup)');
  process.exit(1);
}
const file = path.resolve(process.argv[2]);
if (!fs.existsSync(file)) {
  console.error(`No file at ${file}.`);
  process.exit(1);
}

let backup: OpenBackup | undefined;
let database: Database | undefined;
try {
  // The whole file is read and checked before the data directory is touched.
  backup = await openBackupToRestore(file);
  if (!backup.checksummed) {
    console.warn(
      `${file} was written before backups carried a checksum: a change made to it since ` +
        'cannot be told. Everything else is checked all the same.',
    );
  }
  database = await openAppDatabase(config, console.log);
  const rows = await restoreInto(database, backup);
  const total = Object.values(rows).reduce((a, b) => a + b, 0);
  console.log(
    `Restored ${total} rows of ${Object.keys(rows).length} tables from ${file} ` +
      `(backed up ${backup.header.createdAt}) into ${path.join(config.dataDir, 'pg')}.`,
  );
  console.log(
    `Copy the review photos, videos and legal PDFs back into ${uploadsLocation(config)}, ` +
      'then start the app.',
  );
} catch (err) {
  const refused = err instanceof BackupRefused || err instanceof DataDirLockedError;
  console.error(refused ? err.message : err);
  if (err instanceof DatabaseNotEmpty) {
    console.error(`Set DATA_DIR to a new, empty directory (${config.dataDir} is not one).`);
  }
  process.exitCode = 1;
} finally {
  await database?.close();
  await backup?.close();
}
