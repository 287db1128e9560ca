import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runningServer, waitForExit } from '../db/embedded/postmaster';

const made: string[] = [];

/**
 * A fresh DATA_DIR under the temp dir. 0755, not mkdtemp's 0700: under root the embedded
 * server runs as another user, who must reach it (or `owner` is given it).
 */
export function tempDataDir(label: string, owner?: { uid: number; gid: number }): string {
  const dir = path.join(os.tmpdir(), `br-${label}-${randomBytes(4).toString('hex')}`);
  fs.mkdirSync(dir, { mode: 0o755 });
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  made.push(dir);
  return dir;
}

/** Stops any embedded server still running in the directories made, then removes them. */
export async function removeTempDataDirs(): Promise<void> {
  for (const dir of made.splice(0)) {
    const left = runningServer(path.join(dir, 'pg'));
    if (left) {
      process.kill(left.pid, 'SIGQUIT');
      await waitForExit(left.pid, 10_000);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
