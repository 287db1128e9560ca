import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { EmbeddedPostgresError } from './binaries';

/** Who the server processes run as; null: as this process's own user. */
export interface ServerUser {
  name: string;
  uid: number;
  gid: number;
}

/** The name looked for, and created when missing, as Debian's own PostgreSQL package does. */
const DEFAULT_NAME = 'postgres';

function lookUp(name: string): ServerUser | null {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function nameOf(uid: number): string {
  const found = spawnSync('id', ['-nu', String(uid)], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : `uid ${uid}`;
}

function create(name: string): ServerUser {
  const made = spawnSync(
    'useradd',
    ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', name],
    { encoding: 'utf8' },
  );
  const user = made.status === 0 ? lookUp(name) : null;
  if (!user) {
    throw new EmbeddedPostgresError(
      `PostgreSQL refuses to run as root, and no user "${name}" could be created to run it ` +
        `(${made.stderr?.trim() || made.error?.message || 'useradd failed'}). ` +
        'Start Battle Ready as an ordinary user, or create that user.',
    );
  }
  return user;
}

/**
 * PostgreSQL refuses to run as root. As root, run it as the user that already owns the
 * cluster, else an existing `postgres` user, else one created for it; otherwise as ourselves.
 */
export function chooseServerUser(pgdata: string): { user: ServerUser | null; note?: string } {
  if (os.platform() === 'win32' || process.getuid?.() !== 0) return { user: null };
  const owner = fs.existsSync(pgdata) ? fs.statSync(pgdata) : null;
  if (owner && owner.uid !== 0) {
    return {
      user: { name: nameOf(owner.uid), uid: owner.uid, gid: owner.gid },
      note: 'running as root: the embedded PostgreSQL runs as the owner of its data directory',
    };
  }
  const existing = lookUp(DEFAULT_NAME);
  if (existing) {
    return {
      user: existing,
      note: `running as root: the embedded PostgreSQL runs as the existing user "${DEFAULT_NAME}"`,
    };
  }
  return {
    user: create(DEFAULT_NAME),
    note: `running as root: created the system user "${DEFAULT_NAME}" to run the embedded PostgreSQL`,
  };
}

/**
 * Fails early, with the remedy, when the server's user cannot reach its binaries or its data
 * (a project under /root, say): PostgreSQL's own error would name neither.
 */
export function assertReachable(user: ServerUser, paths: { executable: string; dir: string }) {
  const probe = spawnSync(
    '/bin/sh',
    ['-c', 'test -x "$1" && test -x "$2"', 'sh', paths.executable, paths.dir],
    { uid: user.uid, gid: user.gid },
  );
  if (probe.status !== 0) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL runs as "${user.name}", which cannot reach ${paths.executable} ` +
        `or enter ${paths.dir}. Make their parent directories searchable by that user ` +
        '(chmod o+x), start Battle Ready as an ordinary user, or set DATA_DIR elsewhere.',
    );
  }
}
