import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { shippedJournal, writeMigrationsCut } from '../../db/migrations-cut';
import { insertMember } from '../../test/fixtures';
import { openTestDatabase } from '../../test/harness';
import { removeTempDataDirs, tempDataDir } from '../../test/temp-data-dirs';

// Issue 27: a database from before one review per member and product (migrations 0020-0022)
// migrates keeping every review. The earliest of a member's reviews of a product holds their
// one place; the later ones are marked duplicate_kept, and the operator is told how many.

const LAST_BEFORE_THE_RULE = '0019_audit_keeps_actor';
const NOTE =
  'one review per member and product: 3 later reviews kept and marked reviews.duplicate_kept (member-product pairs with more than one: 2)';

const open: Database[] = [];
afterEach(async () => {
  for (const database of open.splice(0)) await database.close();
  await removeTempDataDirs();
});

async function emptyDatabase() {
  const database = await openTestDatabase({ migrated: false });
  open.push(database);
  return database;
}

/** The migrations as they stood before the rule: the journal cut after LAST_BEFORE_THE_RULE. */
function migrationsBeforeTheRule() {
  const cut = shippedJournal().entries.findIndex((e) => e.tag === LAST_BEFORE_THE_RULE);
  return writeMigrationsCut(tempDataDir('migrations'), cut + 1);
}

async function migrateBeforeTheRule(database: Database) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: migrationsBeforeTheRule() });
  } finally {
    await client.end();
  }
}

let products = 0;
/** A product as the schema before the rule stored it (later columns are not there yet). */
async function productOf(database: Database) {
  products += 1;
  const asin = `B0OLD${String(products).padStart(5, '0')}`;
  const { rows } = (await database.db.execute(sql`
    insert into products (name, description, category, price, amazon_url, asin, image_url)
    values (${`Old Product ${products}`}, 'Catalogued before the rule came in.', 'deployment', 50,
      ${`https://www.amazon.com/dp/${asin}`}, ${asin}, '/images/categories/deployment.svg')
    returning id`)) as unknown as { rows: { id: string }[] };
  return rows[0]!;
}

/** A review as the schema before the rule stored it (it has no duplicate_kept to name). */
const reviewOf = (
  database: Database,
  productId: string,
  userId: string,
  title: string,
  day: number,
) =>
  database.db.execute(sql`
    insert into reviews (product_id, user_id, title, content, rating, durability, portability,
      cost_value, civilian_adaptation, overall_utility, created_at)
    values (${productId}, ${userId}, ${title}, 'Written before the rule came in.', 4, 8, 8, 8, 8, 8,
      ${`2025-01-0${day}T12:00:00Z`}::timestamptz)`);

async function keptByTitle(database: Database) {
  const { rows } = (await database.db.execute(
    sql`select title, duplicate_kept as kept from reviews order by title`,
  )) as unknown as { rows: { title: string; kept: boolean }[] };
  return Object.fromEntries(rows.map((r) => [r.title, r.kept]));
}

describe('migrating reviews written before one review per member and product', () => {
  it('keeps every review, marks all but the earliest of each pair, and says how many', async () => {
    const database = await emptyDatabase();
    await migrateBeforeTheRule(database);
    const [alpha, bravo] = [await insertMember(database.db), await insertMember(database.db)];
    const [rifle, boots] = [await productOf(database), await productOf(database)];
    // Written out of order: the earliest by date holds the place, not the first inserted.
    await reviewOf(database, rifle.id, alpha, 'alpha rifle, day 3', 3);
    await reviewOf(database, rifle.id, alpha, 'alpha rifle, day 1', 1);
    await reviewOf(database, rifle.id, alpha, 'alpha rifle, day 2', 2);
    await reviewOf(database, boots.id, alpha, 'alpha boots', 4);
    await reviewOf(database, rifle.id, bravo, 'bravo rifle', 5);
    await reviewOf(database, boots.id, bravo, 'bravo boots, day 6', 6);
    await reviewOf(database, boots.id, bravo, 'bravo boots, day 7', 7);

    const notes: string[] = [];
    await migrateDatabase(database, (note) => notes.push(note));

    expect(notes).toEqual([NOTE]);
    expect(await keptByTitle(database)).toEqual({
      'alpha boots': false,
      'alpha rifle, day 1': false,
      'alpha rifle, day 2': true,
      'alpha rifle, day 3': true,
      'bravo boots, day 6': false,
      'bravo boots, day 7': true,
      'bravo rifle': false,
    });
    // From here on the database holds the rule: the place alpha's earliest review holds is taken.
    await expect(
      reviewOf(database, rifle.id, alpha, 'alpha rifle, again', 8),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    notes.length = 0;
    await migrateDatabase(database, (note) => notes.push(note));
    expect(notes).toEqual([]);
  });

  it('says nothing when no member had reviewed a product twice', async () => {
    const database = await emptyDatabase();
    await migrateBeforeTheRule(database);
    await reviewOf(
      database,
      (await productOf(database)).id,
      await insertMember(database.db),
      'once',
      1,
    );
    const notes: string[] = [];
    await migrateDatabase(database, (note) => notes.push(note));
    expect(notes).toEqual([]);
    expect(await keptByTitle(database)).toEqual({ once: false });
  });
});
