import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { removeTempDataDirs, tempDataDir } from '../test/temp-data-dirs';
import { openAppDatabase, type Database } from './client';
import { migrateDatabase, migrationsFolder } from './migrate';
import { importPgliteIfPresent, pgliteDirs } from './pglite-import';
import { products, productViews } from '../features/products/schema';
import { seedDemo } from './seed/seed';
import type { Db } from './types';

const open: Database[] = [];

afterEach(async () => {
  for (const database of open.splice(0)) await database.close();
  await removeTempDataDirs();
});

const dataDir = () => tempDataDir('import');

/** An earlier install's DATA_DIR/db: PGlite with the demo catalogue and some page views. */
async function earlierPglite(dir: string) {
  const pglite = await PGlite.create(pgliteDirs(dir).source, { extensions: { pg_trgm } });
  const db = drizzle(pglite) as unknown as Db;
  await migrate(drizzle(pglite), { migrationsFolder });
  await db.transaction((tx) => seedDemo(tx));
  const [first] = await db.select({ id: products.id }).from(products).limit(1);
  await db.insert(productViews).values([{ productId: first!.id }, { productId: first!.id }]);
  const counts = await tableCounts(db);
  await pglite.close();
  return counts;
}

/** Rows in each table the migrations made (every feature's and the core's), by table name. */
async function tableCounts(db: Db): Promise<Record<string, number>> {
  const { rows: tables } = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    )) as unknown as { rows: { n: number }[] };
    counts[name] = rows[0]!.n;
  }
  return counts;
}

async function startedOn(dir: string, say: (m: string) => void) {
  const database = await openAppDatabase({ databaseUrl: undefined, dataDir: dir }, say);
  open.push(database);
  await migrateDatabase(database);
  return database;
}

describe(
  'carrying an earlier PGlite database into the embedded PostgreSQL',
  { timeout: 90_000 },
  () => {
    it('copies every row of every table on the first start, then sets the old directory aside', async () => {
      const dir = dataDir();
      const before = await earlierPglite(dir);
      expect(before.products).toBeGreaterThan(0);
      expect(before.reviews).toBeGreaterThan(0);

      const said: string[] = [];
      const database = await startedOn(dir, (m) => said.push(m));
      await importPgliteIfPresent(database, dir, (m) => said.push(m));

      expect(await tableCounts(database.db)).toEqual(before);
      expect(said.join('\n')).toContain(`the old directory is kept as ${pgliteDirs(dir).done}`);
      expect(fs.existsSync(pgliteDirs(dir).source)).toBe(false);
      expect(fs.existsSync(path.join(pgliteDirs(dir).done, 'PG_VERSION'))).toBe(true);
      // Serial ids go on after the copied ones.
      const [first] = await database.db
        .select({ id: productViews.productId })
        .from(productViews)
        .limit(1);
      const [next] = await database.db
        .insert(productViews)
        .values({ productId: first!.id })
        .returning({ id: productViews.id });
      expect(Number(next!.id)).toBe(before.product_views! + 1);
    });

    it('leaves the PGlite directory alone when PostgreSQL already holds data', async () => {
      const dir = dataDir();
      const database = await startedOn(dir, () => undefined);
      await database.db.transaction((tx) => seedDemo(tx));
      const held = await tableCounts(database.db);
      await earlierPglite(dir);

      const said: string[] = [];
      await importPgliteIfPresent(database, dir, (m) => said.push(m));
      expect(said.join('\n')).toContain('was left as it is');
      expect(await tableCounts(database.db)).toEqual(held);
      expect(fs.existsSync(path.join(pgliteDirs(dir).source, 'PG_VERSION'))).toBe(true);
    });
  },
);
