import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What a running server wrote into its data directory's postmaster.pid. */
export interface RunningServer {
  pid: number;
  port: number;
  socketDir: string;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user (the server's, when we are not root).
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A live pid may be a stranger that inherited a crashed server's number after a reboot. */
function isPostgres(pid: number): boolean {
  if (os.platform() === 'linux') {
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0')[0]!.endsWith('postgres');
    } catch {
      return false;
    }
  }
  const ps = spawnSync('ps', ['-p', String(pid), '-o', 'comm='], { encoding: 'utf8' });
  return ps.status === 0 && ps.stdout.trim().endsWith('postgres');
}

/**
 * The server holding `pgdata`, if one is running. Its lines are PostgreSQL's documented
 * layout: pid, data directory, start time, port, socket directory, …
 */
export function runningServer(pgdata: string): RunningServer | null {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  const socketDir = lines[4]?.trim() ?? '';
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || !socketDir) return null;
  return isAlive(pid) && isPostgres(pid) ? { pid, port, socketDir } : null;
}

/** The server is a process of our own only when we started it: poll, as for any other. */
export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}
