import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { shippedMajor } from '../embedded/binaries';
import { clusterMajor } from '../embedded/cluster-version';
import { startEmbeddedServer, stopServerIn, type EmbeddedServer } from '../embedded/server';
import { lockDataDir } from '../lock';
import { copyEveryRow } from './cluster-rows';
import { earlierBinaries } from './earlier-postgres';
import { migrateToSameSchema } from './same-schema';
import { UpgradeStopped } from './upgrade-stopped';

/** The cluster the app starts, and where its successor is made until the swap. */
const CLUSTER = 'pg';
const STAGING = 'pg.new';
const KEPT = /^pg\.old-\d+$/;
/**
 * The new cluster's server for the copy only (the app starts it with its own settings). Rows
 * loaded into tables truncated in the same transaction then skip the WAL, and are written out
 * at the commit: otherwise 100,000 products and 300,000 views (268 MB) left 993 MB of WAL
 * behind, and took a quarter longer.
 */
const LOADING = { wal_level: 'minimal', max_wal_senders: '0' };
export const keptClusterName = (major: number) => `pg.old-${major}`;

/** Where earlier PostgreSQL packages are kept unless told otherwise (see decision 025). */
export const defaultCacheDir = (dataDir: string) =>
  path.join(dataDir, '.cache', 'embedded-postgres');

export interface UpgradeOptions {
  dataDir: string;
  say: (message: string) => void;
  /** Where earlier PostgreSQL packages are fetched to: defaultCacheDir by default. */
  cacheDir?: string;
  /**
   * Runs once the copy is counted and both servers have stopped, just before the swap: tests
   * interrupt the upgrade there, the last moment an interruption must leave `pg` as it was.
   */
  beforeSwap?: () => Promise<void>;
}

export type UpgradeOutcome =
  | { upgraded: false; why: string }
  | {
      upgraded: true;
      from: number;
      to: number;
      /** Where the old cluster is kept. */
      kept: string;
      /** Rows copied, by table (`schema.name`). */
      rows: Record<string, number>;
      ms: number;
    };

/**
 * A swap is two renames. Cut between them, `pg` is gone while its successor and the kept old
 * cluster are both there: the successor was counted before the first rename, so the swap is
 * finished rather than begun again.
 */
function finishInterruptedSwap(dataDir: string, to: number, say: (message: string) => void) {
  const pgdata = path.join(dataDir, CLUSTER);
  const staging = path.join(dataDir, STAGING);
  if (fs.existsSync(pgdata) || clusterMajor(staging) !== to) return;
  const kept = fs.readdirSync(dataDir).find((name) => KEPT.test(name));
  if (!kept) return;
  fs.renameSync(staging, pgdata);
  say(`finished the swap an interrupted upgrade had begun; the old cluster is ${kept}`);
}

/** What an interrupted run left of the new cluster: its server stopped, its files gone. */
async function discardStaging(dataDir: string) {
  await stopServerIn(dataDir, STAGING);
  for (const name of [STAGING, `${STAGING}.initialising`, `${STAGING}.log`]) {
    fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
  }
}

/** The old cluster's rows into the new one, counted on both sides; rows by table. */
async function copyCluster(
  old: EmbeddedServer,
  fresh: EmbeddedServer,
  say: (message: string) => void,
): Promise<Record<string, number>> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'battle-ready-upgrade-'));
  const source = new pg.Client({ connectionString: old.url });
  const target = new pg.Client({ connectionString: fresh.url });
  await source.connect();
  try {
    await target.connect();
    const { rows: others } = await source.query<{ name: string }>(
      `select datname as name from pg_database
        where not datistemplate and datname not in ('postgres', current_database())`,
    );
    // The app makes none; one made by hand stays in the kept cluster, and the operator is told.
    if (others.length > 0) {
      say(
        `not carried over, and kept in the old cluster: the databases ` +
          `${others.map((db) => db.name).join(', ')}, which Battle Ready did not make`,
      );
    }
    await migrateToSameSchema(source, fresh.url, path.join(workDir, 'migrations'), say);
    const rows = await copyEveryRow(source, target);
    // Statistics for the app's first queries: a copied table has none.
    await target.query('analyze');
    return rows;
  } finally {
    await source.end();
    await target.end();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

/**
 * Carries `dataDir/pg`, made by an earlier major version of PostgreSQL, over to the shipped
 * one (decision 025). Under the data directory's lock: the old cluster is started with its own
 * version's binaries (fetched once into the cache), a new cluster is made beside it as the app
 * makes one (`pg.new`), migrated to the old one's schema, and given every row in one
 * transaction; every table's rows are counted on both sides. Only then are the directories
 * swapped: `pg` becomes `pg.old-<major>`, kept until the operator removes it, and `pg.new`
 * becomes `pg`. Anything that stops it before the swap leaves `pg` as it was, and the next
 * run starts the new cluster again from nothing. A cluster already of the shipped version is
 * left alone.
 */
export async function upgradeEmbeddedCluster(options: UpgradeOptions): Promise<UpgradeOutcome> {
  const { dataDir, say } = options;
  const pgdata = path.join(dataDir, CLUSTER);
  if (!fs.existsSync(dataDir)) {
    return {
      upgraded: false,
      why: `There is no data directory at ${dataDir}: nothing to upgrade.`,
    };
  }
  const unlock = lockDataDir(dataDir);
  try {
    const to = shippedMajor();
    finishInterruptedSwap(dataDir, to, say);
    const from = clusterMajor(pgdata);
    if (from === null) {
      return {
        upgraded: false,
        why: `There is no embedded database in ${pgdata}: nothing to upgrade.`,
      };
    }
    if (from === to) {
      return {
        upgraded: false,
        why: `The embedded database in ${pgdata} is already PostgreSQL ${to}'s: nothing to do.`,
      };
    }
    if (from > to) {
      throw new UpgradeStopped(
        `The embedded database in ${pgdata} was made by PostgreSQL ${from}, newer than this ` +
          `version of Battle Ready's ${to}: run the version that made it. Nothing was changed.`,
      );
    }
    const kept = path.join(dataDir, keptClusterName(from));
    if (fs.existsSync(kept)) {
      throw new UpgradeStopped(
        `${kept} is there already, from an earlier upgrade. Move it away or remove it, then ` +
          'run this again. Nothing was changed.',
      );
    }
    const started = Date.now();
    const binaries = earlierBinaries(from, options.cacheDir ?? defaultCacheDir(dataDir), say);
    await discardStaging(dataDir);

    const servers: EmbeddedServer[] = [];
    let rows: Record<string, number>;
    try {
      say(`starting PostgreSQL ${from} on the old cluster, ${pgdata}`);
      servers.push(await startEmbeddedServer(dataDir, say, {}, { binaries }));
      say(`making a PostgreSQL ${to} cluster in ${path.join(dataDir, STAGING)}`);
      // Owned as the old one is, by whoever the app runs the server as.
      const fresh = { cluster: STAGING, ownerOf: pgdata };
      servers.push(await startEmbeddedServer(dataDir, say, LOADING, fresh));
      rows = await copyCluster(servers[0]!, servers[1]!, say);
    } finally {
      for (const server of servers.reverse()) await server.stop();
    }
    await options.beforeSwap?.();
    fs.renameSync(pgdata, kept);
    fs.renameSync(path.join(dataDir, STAGING), pgdata);
    fs.rmSync(path.join(dataDir, `${STAGING}.log`), { force: true });
    return { upgraded: true, from, to, kept, rows, ms: Date.now() - started };
  } finally {
    unlock();
  }
}
