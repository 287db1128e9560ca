// Processes the benchmark starts and measures: the built app and the hello-world yardstick,
// their memory (with the embedded PostgreSQL's), and the machine's load beside every figure.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, spawnBuiltApp, waitForHealth } from '../e2e/instances';
import { serverProcesses } from '../src/server/test/server-processes';

export interface Running {
  url: string;
  child: ChildProcess;
  /** From spawn to the first healthy answer. */
  startMs: number;
  stop(): Promise<void>;
}

export const loadAverage = () =>
  os
    .loadavg()
    .slice(0, 2)
    .map((n) => n.toFixed(2))
    .join(' / ');

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** `node dist/server/main.js` on its own port and data directory. */
export async function startApp(dataDir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawnBuiltApp(port, dataDir, env);
  try {
    await waitForHealth(url, child);
  } catch (err) {
    await stopChild(child);
    throw err;
  }
  return { url, child, startMs: performance.now() - started, stop: () => stopChild(child) };
}

export async function startHelloWorld(): Promise<Running> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['bench/hello-world.mjs', String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 200; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      return { url, child, startMs: performance.now() - started, stop: () => stopChild(child) };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await stopChild(child);
  throw new Error('the hello-world server did not start');
}

/** A fresh data directory the server's own user can enter (0755, unlike mkdtemp's). */
export function freshDataDir(label: string): string {
  const dir = path.join(os.tmpdir(), `br-bench-${label}-${process.pid}-${Date.now()}`);
  fs.mkdirSync(dir, { mode: 0o755 });
  return dir;
}

function readKb(file: string, field: string): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(file, 'utf8'));
    return Number(match?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * Memory of the app and its embedded PostgreSQL. RSS counts shared buffers once per backend
 * that touched them; PSS shares them out, so it is the fairer total.
 */
export function memoryOf(appPid: number, dataDir: string): { rssKb: number; pssKb: number } {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  const postmaster = fs.existsSync(pidFile)
    ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
    : 0;
  const pids = [appPid, ...(postmaster ? serverProcesses(postmaster) : [])];
  return {
    rssKb: pids.reduce((sum, pid) => sum + readKb(`/proc/${pid}/status`, 'VmRSS'), 0),
    pssKb: pids.reduce((sum, pid) => sum + readKb(`/proc/${pid}/smaps_rollup`, 'Pss'), 0),
  };
}
