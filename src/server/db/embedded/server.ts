import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  EmbeddedPostgresError,
  postgresBinaries,
  shippedMajor,
  type PostgresBinaries,
} from './binaries';
import { assertClusterOpens, clusterMajor } from './cluster-version';
import { isAlive, runningServer, waitForExit, type RunningServer } from './postmaster';
import { assertReachable, chooseServerUser, type ServerUser } from './server-user';

/** The server's port names its socket file only: it listens on no network interface. */
const PORT = 5432;
const SUPERUSER = 'postgres';
const APP_DATABASE = 'battle_ready';
const READY_TIMEOUT_MS = 120_000;
const LOG_ROTATE_BYTES = 10 * 1024 * 1024;
// sockaddr_un holds 104 bytes on macOS, 108 on Linux, the terminating NUL included.
const SOCKET_PATH_MAX = 100;

export interface EmbeddedServer {
  /** A connection string over the server's Unix socket. */
  url: string;
  pid: number;
  /** Stops the server (fast shutdown: open transactions roll back, then a checkpoint). */
  stop(): Promise<void>;
}

interface EmbeddedPaths {
  pgdata: string;
  log: string;
  libFallback: string;
}

/** The app's cluster is `pg`; an upgrade makes its successor beside it (db/upgrade). */
const embeddedPaths = (dataDir: string, cluster = 'pg'): EmbeddedPaths => ({
  pgdata: path.join(dataDir, cluster),
  log: path.join(dataDir, `${cluster}.log`),
  libFallback: path.join(dataDir, 'pg-lib'),
});

function connectionUrl(server: Pick<RunningServer, 'socketDir' | 'port'>, db = APP_DATABASE) {
  const url = new URL(`postgres://${SUPERUSER}@localhost:${server.port}/${db}`);
  url.searchParams.set('host', server.socketDir);
  return url.toString();
}

/** Inside the data directory when the path fits a socket address, else a private temp dir. */
function socketDirFor(pgdata: string, user: ServerUser | null): string {
  if (path.join(pgdata, `.s.PGSQL.${PORT}`).length <= SOCKET_PATH_MAX) return pgdata;
  const hash = createHash('sha256').update(pgdata).digest('hex').slice(0, 16);
  const dir = path.join(os.tmpdir(), `battle-ready-pg-${hash}`);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (user) fs.chownSync(dir, user.uid, user.gid);
  return dir;
}

function logTail(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-15).join('\n').trim();
  } catch {
    return '';
  }
}

/**
 * A new cluster is made beside its final place and renamed into it, so a start interrupted
 * half-way leaves nothing that looks like a cluster. The builtin locale provider folds case
 * for all of Unicode the same way on every platform (search is case-insensitive).
 */
function initialise(bins: PostgresBinaries, paths: EmbeddedPaths, user: ServerUser | null) {
  const staging = `${paths.pgdata}.initialising`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { mode: 0o700 });
  if (user) fs.chownSync(staging, user.uid, user.gid);
  const made = spawnSync(
    bins.initdb,
    [
      `--pgdata=${staging}`,
      `--username=${SUPERUSER}`,
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--no-instructions',
    ],
    {
      encoding: 'utf8',
      env: { ...process.env, ...bins.env },
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    },
  );
  if (made.status !== 0) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw new EmbeddedPostgresError(
      `initdb failed: ${(made.stderr || made.error?.message || '').trim()}`,
    );
  }
  fs.renameSync(staging, paths.pgdata);
}

function rotateLog(file: string) {
  try {
    if (fs.statSync(file).size > LOG_ROTATE_BYTES) fs.renameSync(file, `${file}.1`);
  } catch {
    // No log yet.
  }
}

/**
 * Detached, in its own process group: a terminal's Ctrl-C reaches only us, and we stop the
 * server after the app has let go of it. If we die without stopping it, it keeps running and
 * the next start adopts it.
 */
function launch(
  bins: PostgresBinaries,
  paths: EmbeddedPaths,
  user: ServerUser | null,
  settings: Record<string, string>,
): number {
  const socketDir = socketDirFor(paths.pgdata, user);
  rotateLog(paths.log);
  const log = fs.openSync(paths.log, 'a');
  try {
    const child = spawn(
      bins.postgres,
      [
        '-D',
        paths.pgdata,
        '-p',
        String(PORT),
        '-c',
        'listen_addresses=',
        '-c',
        `unix_socket_directories=${socketDir}`,
        '-c',
        'unix_socket_permissions=0700',
        ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
      ],
      {
        detached: true,
        stdio: ['ignore', log, log],
        env: { ...process.env, ...bins.env },
        ...(user ? { uid: user.uid, gid: user.gid } : {}),
      },
    );
    child.unref();
    if (!child.pid) throw new EmbeddedPostgresError('could not start postgres');
    return child.pid;
  } finally {
    fs.closeSync(log);
  }
}

async function tryConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Ready means it answers a query: crash recovery after a kill may take a while first. */
async function waitUntilReady(
  pgdata: string,
  pid: number,
  logFile: string,
): Promise<RunningServer> {
  const until = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (!isAlive(pid)) {
      throw new EmbeddedPostgresError(
        `The embedded PostgreSQL stopped while starting. Its log (${logFile}) ends:\n${logTail(logFile)}`,
      );
    }
    const running = runningServer(pgdata);
    if (running?.pid === pid && (await tryConnect(connectionUrl(running, 'postgres')))) {
      return running;
    }
    if (Date.now() > until) {
      throw new EmbeddedPostgresError(
        `The embedded PostgreSQL (pid ${pid}) did not accept connections within ` +
          `${READY_TIMEOUT_MS / 1000} s; see ${logFile}.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function ensureAppDatabase(server: RunningServer) {
  const client = new pg.Client({ connectionString: connectionUrl(server, 'postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
      APP_DATABASE,
    ]);
    if (!rowCount) await client.query(`create database "${APP_DATABASE}"`);
  } finally {
    await client.end();
  }
}

async function stopServer(pid: number) {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(pid, name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGINT');
  if (await waitForExit(pid, 60_000)) return;
  // Immediate shutdown: the next start recovers from the WAL, as after a power cut.
  signal('SIGQUIT');
  await waitForExit(pid, 10_000);
}

/** Which cluster, and which PostgreSQL: the app's own unless an upgrade says otherwise. */
export interface ClusterChoice {
  /** The cluster's directory in the data directory: `pg` by default. */
  cluster?: string;
  /** An earlier major version's binaries, for the cluster it made (db/upgrade). */
  binaries?: PostgresBinaries;
  /** Under root, run as the owner of this cluster rather than of the one started (db/upgrade). */
  ownerOf?: string;
}

/**
 * Starts the PostgreSQL server that keeps `dataDir/pg`, or adopts the one an earlier run left
 * behind (after a kill -9 of the app, say). The caller holds the data directory's lock, so no
 * other app of ours is starting one meanwhile; PostgreSQL's own postmaster.pid guards the rest.
 * A cluster another major version made is refused, naming the command that upgrades it.
 */
export async function startEmbeddedServer(
  dataDir: string,
  log: (message: string) => void,
  /** Server settings for a fresh start (tests turn durability off for a throwaway cluster). */
  settings: Record<string, string> = {},
  choice: ClusterChoice = {},
): Promise<EmbeddedServer> {
  fs.mkdirSync(dataDir, { recursive: true });
  const paths = embeddedPaths(dataDir, choice.cluster);
  const bins = choice.binaries ?? postgresBinaries(paths.libFallback);
  // Before adopting too: a server an interrupted upgrade left running is of the old version.
  assertClusterOpens(paths.pgdata, bins.major);
  const { user, note } = chooseServerUser(choice.ownerOf ?? paths.pgdata);
  if (note && user) log(`${note} (${user.name}, uid ${user.uid})`);

  let server = runningServer(paths.pgdata);
  if (server) {
    log(`adopting the embedded PostgreSQL left running (pid ${server.pid})`);
    server = await waitUntilReady(paths.pgdata, server.pid, paths.log);
  } else {
    if (user) assertReachable(user, { executable: bins.postgres, dir: dataDir });
    if (!fs.existsSync(path.join(paths.pgdata, 'PG_VERSION'))) {
      log(`creating the embedded PostgreSQL cluster in ${paths.pgdata}`);
      initialise(bins, paths, user);
    }
    const started = Date.now();
    const pid = launch(bins, paths, user, settings);
    server = await waitUntilReady(paths.pgdata, pid, paths.log);
    log(`embedded PostgreSQL ready in ${Date.now() - started} ms (pid ${pid}, log ${paths.log})`);
  }
  await ensureAppDatabase(server);
  const { pid } = server;
  return { url: connectionUrl(server), pid, stop: () => stopServer(pid) };
}

/** The server another process of ours runs on `dataDir`, for tools used while the app runs. */
export function runningEmbeddedUrl(dataDir: string): string | null {
  const { pgdata } = embeddedPaths(dataDir);
  // Not an upgrade's old server: the tools would write to the cluster it is leaving.
  if (clusterMajor(pgdata) !== shippedMajor()) return null;
  const server = runningServer(pgdata);
  return server ? connectionUrl(server) : null;
}

/** Stops the server running on `dataDir/cluster`, if one is (an interrupted upgrade's). */
export async function stopServerIn(dataDir: string, cluster: string): Promise<void> {
  const server = runningServer(embeddedPaths(dataDir, cluster).pgdata);
  if (server) await stopServer(server.pid);
}
