import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { removeTempDataDirs, tempDataDir } from '../../test/temp-data-dirs';
import { openToolDatabase } from '../client';
import { isAlive, runningServer } from './postmaster';

// Each test runs the real thing: a separate app-like process (test/hold-embedded.ts) opening a
// data directory as main.ts does, and the PostgreSQL server it starts, kills and adopts.
const HOLDER = path.resolve('src/server/test/hold-embedded.ts');
const isRoot = process.getuid?.() === 0;

interface Holder {
  child: ChildProcess;
  /** The one JSON line the holder prints: ready (with its notes), or refused. */
  line: Promise<{ ready: boolean; refused?: boolean; message?: string; notes?: string[] }>;
}

const holders: ChildProcess[] = [];

const dataDir = (owner?: { uid: number; gid: number }) => tempDataDir('embedded', owner);

function hold(dir: string, as?: { uid: number; gid: number }): Holder {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
    ...(as ?? {}),
  });
  holders.push(child);
  const line = new Promise<Holder['line'] extends Promise<infer T> ? T : never>(
    (resolve, reject) => {
      createInterface({ input: child.stdout! }).once('line', (text) => resolve(JSON.parse(text)));
      child.once('exit', (code) => reject(new Error(`holder exited (${code}) before a line`)));
    },
  );
  return { child, line };
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

function serverUid(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
}

afterEach(async () => {
  for (const child of holders.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited(child);
    }
  }
  await removeTempDataDirs();
});

describe.runIf(os.platform() === 'linux')('the embedded PostgreSQL', { timeout: 90_000 }, () => {
  it('starts on an empty data directory and stops when the app closes', async () => {
    const dir = dataDir();
    const app = hold(dir);
    expect(await app.line).toMatchObject({ ready: true });
    const server = runningServer(path.join(dir, 'pg'))!;
    expect(server.socketDir).toBe(path.join(dir, 'pg'));
    // PostgreSQL refuses root: under root it runs as an unprivileged user, and the log says so.
    if (isRoot) {
      expect(serverUid(server.pid)).not.toBe(0);
      expect((await app.line).notes?.join('\n')).toMatch(/running as root/);
    } else {
      expect(serverUid(server.pid)).toBe(process.getuid?.());
    }

    app.child.kill('SIGTERM');
    expect(await exited(app.child)).toBe(0);
    expect(isAlive(server.pid)).toBe(false);
    expect(fs.existsSync(path.join(dir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'db.lock'))).toBe(false);
  });

  it('outlives a kill -9 of the app, and the next start adopts it rather than start another', async () => {
    const dir = dataDir();
    const first = hold(dir);
    await first.line;
    const server = runningServer(path.join(dir, 'pg'))!;
    first.child.kill('SIGKILL');
    await exited(first.child);
    expect(isAlive(server.pid)).toBe(true);

    const second = hold(dir);
    const ready = await second.line;
    expect(ready.ready).toBe(true);
    expect(ready.notes).toContain(
      `adopting the embedded PostgreSQL left running (pid ${server.pid})`,
    );
    expect(runningServer(path.join(dir, 'pg'))?.pid).toBe(server.pid);

    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);
    expect(isAlive(server.pid)).toBe(false);
  });

  it('refuses a second app on the same data directory, naming the one that holds it', async () => {
    const dir = dataDir();
    const first = hold(dir);
    await first.line;
    const second = hold(dir);
    const refusal = await second.line;
    expect(refusal).toMatchObject({ ready: false, refused: true });
    expect(refusal.message).toContain(
      `in use by another Battle Ready process (pid ${first.child.pid})`,
    );
    expect(await exited(second.child)).toBe(1);
    // The first is untouched.
    expect(runningServer(path.join(dir, 'pg'))).not.toBeNull();
  });

  it('lets a command-line tool use the running app’s server without stopping it', async () => {
    const dir = dataDir();
    const app = hold(dir);
    await app.line;
    const server = runningServer(path.join(dir, 'pg'))!;
    const tool = await openToolDatabase({ databaseUrl: undefined, dataDir: dir }, () => undefined);
    expect(tool.embedded).toBe(false);
    await tool.db.execute(sql`select 1`);
    await tool.close();
    expect(isAlive(server.pid)).toBe(true);
  });

  it.runIf(isRoot)('runs as the ordinary user that starts the app', async () => {
    const found = spawnSync('id', ['-u', 'nobody'], { encoding: 'utf8' });
    const uid = Number(found.stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'nobody'], { encoding: 'utf8' }).stdout.trim());
    const dir = dataDir({ uid, gid });
    const app = hold(dir, { uid, gid });
    const ready = await app.line;
    expect(ready).toMatchObject({
      ready: true,
      notes: expect.not.arrayContaining([expect.stringMatching(/root/)]),
    });
    expect(serverUid(runningServer(path.join(dir, 'pg'))!.pid)).toBe(uid);
  });
});
