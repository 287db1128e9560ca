// Several app processes on one PostgreSQL database (issue 7), for live.spec.ts: a fresh
// database prepared like the main e2e one, N servers each with its own data directory (nothing
// may be shared through the disk here), all dropped again afterwards.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../src/server/test/free-port';

export { freePort };

export async function waitForHealth(url: string, child: ChildProcess) {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`server at ${url} exited (${child.exitCode})`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server at ${url} did not start`);
}

async function admin<T>(adminUrl: string, work: (c: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * `node dist/server/main.js` on a port and data directory of its own, quiet, with no mail or
 * Google sign-in configured from the caller's environment; `env` adds or overrides.
 */
export function spawnBuiltApp(port: number, dataDir: string, env: Record<string, string> = {}) {
  return spawn(process.execPath, ['dist/server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // No load balancer to tell: stop at once.
      SHUTDOWN_DRAIN_SECONDS: '0',
      DATABASE_URL: '',
      SMTP_URL: '',
      GOOGLE_CLIENT_ID: '',
      // An operator's METRICS_PORT in the environment would clash between servers started here.
      METRICS_PORT: '',
      METRICS_TOKEN: '',
      ...env,
    },
  });
}

export async function startInstances(count: number, adminUrl: string) {
  const name = `br_e2e_live_${randomBytes(4).toString('hex')}`;
  await admin(adminUrl, (c) => c.query(`create database "${name}"`));
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'br-e2e-live-'));
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    fs.rmSync(root, { recursive: true, force: true });
    await admin(adminUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
  };
  try {
    const prepared = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'e2e/prepare.ts', path.join(root, 'prepare'), dbUrl.toString()],
      { stdio: 'inherit' },
    );
    if (prepared.status !== 0) throw new Error('could not prepare the live e2e database');
    const urls: string[] = [];
    for (let i = 0; i < count; i++) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const child = spawnBuiltApp(port, path.join(root, `instance-${i}`), {
        DATABASE_URL: dbUrl.toString(),
        SEED: 'none',
      });
      children.push(child);
      await waitForHealth(url, child);
      urls.push(url);
    }
    return { urls, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
