// `npm run restore -- FILE [--trust]`: a backup from `npm run backup` into the embedded database
// of an empty DATA_DIR, with no app running on it. --trust loads roles the app itself would
// never have given (role-rules.ts) instead of refusing the file.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { isOperatorRefusal, openAppDatabase, type Database } from '../client';
import { type OpenBackup } from './backup-file';
import { BackupRefused } from './backup-format';
import { dataDirBefore, removeWhatRestoreMade } from './data-dir-cleanup';
import { describeRestoredJobs } from './job-rows';
import { EXTERNAL_SERVER_ADVICE, uploadsLocation } from './operator-notes';
import { DatabaseNotEmpty, openBackupToRestore, restoreInto } from './restore';
import { describeAccounts, describeBreaks } from './role-rules';

const USAGE =
  'Usage: npm run restore -- FILE [--trust]   (FILE: a backup written by npm run backup;\n' +
  '       --trust: load roles the app would not have given, instead of refusing the file)';

const config = loadConfig();
if (config.databaseUrl) {
  console.error(EXTERNAL_SERVER_ADVICE);
  process.exit(1);
}
let args: { values: { trust: boolean }; positionals: string[] };
try {
  args = parseArgs({
    allowPositionals: true,
    options: { trust: { type: 'boolean', default: false } },
  });
} catch (err) {
  console.error(`${(err as Error).message}\n${USAGE}`);
  process.exit(1);
}
if (args.positionals.length !== 1) {
  console.error(USAGE);
  process.exit(1);
}
const file = path.resolve(args.positionals[0]!);
if (!fs.existsSync(file)) {
  console.error(`No file at ${file}.`);
  process.exit(1);
}

let backup: OpenBackup | undefined;
let database: Database | undefined;
let before: string[] | null = null;
try {
  // The whole file is read and checked before the data directory is touched.
  backup = await openBackupToRestore(file);
  if (!backup.checksummed) {
    console.warn(
      `${file} was written before backups carried a checksum: a change made to it since ` +
        'cannot be told. Everything else is checked all the same.',
    );
  }
  before = dataDirBefore(config.dataDir);
  // As a tool: a large load takes what it takes, and a server this command stops stays stopped.
  database = await openAppDatabase(config, console.log, 'tool');
  const restored = await restoreInto(database, backup, { trust: args.values.trust });
  const total = Object.values(restored.rows).reduce((a, b) => a + b, 0);
  console.log(
    `Restored ${total} rows of ${Object.keys(restored.rows).length} tables from ${file} ` +
      `(backed up ${backup.header.createdAt}) into ${path.join(config.dataDir, 'pg')}.`,
  );
  for (const line of describeRestoredJobs(restored.jobs)) console.log(line);
  console.log(
    restored.privileged.length > 0
      ? `Accounts with a role: ${describeAccounts(restored.privileged)}.`
      : 'No account holds a role: the first start prints a link that creates the super admin.',
  );
  if (restored.trusted.length > 0) {
    console.warn(
      `Loaded because of --trust, though the app never gives them:\n${describeBreaks(restored.trusted)}`,
    );
  }
  console.log(
    `Copy the review photos, videos and legal PDFs back into ${uploadsLocation(config)}, ` +
      'then start the app.',
  );
} catch (err) {
  const refused = err instanceof BackupRefused || isOperatorRefusal(err);
  console.error(refused ? err.message : err);
  if (err instanceof DatabaseNotEmpty) {
    console.error(`Set DATA_DIR to a new, empty directory (${config.dataDir} is not one).`);
  }
  process.exitCode = 1;
} finally {
  await database?.close();
  await backup?.close();
}
if (process.exitCode && database) {
  try {
    removeWhatRestoreMade(config.dataDir, before);
  } catch (err) {
    console.error(`What the restore made in ${config.dataDir} is still there: ${String(err)}`);
  }
}
