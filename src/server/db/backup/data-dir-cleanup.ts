import fs from 'node:fs';
import path from 'node:path';
import { LOCK_FILE, lockDataDir } from '../lock';

// A restore that fails once it has started the embedded server (a row pointing at nothing, a
// role the app never gives) has rolled its rows back, but the cluster it made in DATA_DIR/pg
// for them is still there, migrated and empty. The data directory is put back as it was found:
// whatever the restore made there goes, and what was there before stays as it is.

/** The names in DATA_DIR before the restore touches it; null when there is no such directory. */
export function dataDirBefore(dataDir: string): string[] | null {
  return fs.existsSync(dataDir) ? fs.readdirSync(dataDir) : null;
}

/**
 * Removes what the restore made in the data directory, once its server has stopped. It holds
 * the directory's lock meanwhile, so an app starting there now is refused rather than having
 * its new cluster taken for the restore's; a lock held by another process stops the clean-up.
 */
export function removeWhatRestoreMade(dataDir: string, before: string[] | null): void {
  const unlock = lockDataDir(dataDir);
  try {
    for (const name of fs.readdirSync(dataDir)) {
      if (name === LOCK_FILE || before?.includes(name)) continue;
      fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
    }
  } finally {
    unlock();
  }
  // Empty now, unless something arrived since: rmdir then fails rather than take it along.
  if (before === null) fs.rmdirSync(dataDir);
}
