// The verification section's two states of one loaded site: the verifications as loaded, and
// none, each in a schema of its own copies of the tables verification changes (schema-states.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/server/db/types';
import { recomputeVerifiedCounts } from '../src/server/features/reviews';
import { isVerifiedMember } from '../src/server/features/verification';
import { rowsOf } from './generate-products';
import { scalar } from './notifications';
import { loadAverage } from './processes';
import { copyTables, packTables } from './schema-states';
import { seconds } from './stats';

/** The tables whose rows verification changes: its own, and the products' cached counts. */
const DIFFERING = ['products', 'service_verifications'] as const;
export const STATES = { with: 'with_verifications', without: 'without_verifications' };

/**
 * The cached counts as the app keeps them, in one statement: loadModerationSite writes reviews
 * in SQL, so products still carry the generator's review counts and no verified ones.
 */
async function recountCachedCounts(db: Db) {
  await db.execute(sql`
    update products p set review_count = c.approved, verified_review_count = c.verified
    from (select r.product_id, count(*)::int as approved,
            (count(*) filter (where ${isVerifiedMember(sql`r.user_id`)}))::int as verified
          from reviews r where r.status = 'approved' group by r.product_id) c
    where p.id = c.product_id`);
}

/**
 * Every verification of `schema` goes, and the counts of the products their members reviewed,
 * in one transaction as the expiry job does it (expiry.ts).
 */
async function removeVerifications(db: Db, schema: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('search_path', ${`${schema}, public`}, true)`);
    const removed = rowsOf(
      await tx.execute(sql`delete from service_verifications returning user_id`),
    );
    await recomputeVerifiedCounts(
      tx,
      removed.map((r) => String(r.user_id)),
    );
  });
}

const inState = (schema: string, table: string): SQL =>
  sql`${sql.identifier(schema)}.${sql.identifier(table)}`;

/** The product with the most approved reviews, the most of them by verified members. */
async function busiestProduct(db: Db): Promise<string> {
  const [row] = rowsOf(
    await db.execute(sql`select id from ${inState(STATES.with, 'products')}
      order by review_count desc, verified_review_count desc, id limit 1`),
  );
  return String(row!.id);
}

/** Members a state holds verified, and the measured product's cached counts in it. */
async function describeState(db: Db, schema: string, productId: string): Promise<string> {
  const members = await scalar(
    db,
    sql`select count(*) from ${inState(schema, 'service_verifications')}`,
  );
  const [counts] = rowsOf(
    await db.execute(sql`select review_count, verified_review_count
      from ${inState(schema, 'products')} where id = ${productId}`),
  );
  return (
    `${members.toLocaleString('en-US')} members verified, the product measured ` +
    `${counts?.verified_review_count} of ${counts?.review_count} reviews verified`
  );
}

/** Both states' copies, the one without verifications emptied as the app empties it. */
export async function prepareStates(db: Db): Promise<{ productId: string }> {
  const started = performance.now();
  const schemas = [STATES.with, STATES.without];
  await recountCachedCounts(db);
  for (const schema of schemas) await copyTables(db, schema, DIFFERING);
  await removeVerifications(db, STATES.without);
  for (const schema of schemas) await packTables(db, schema, DIFFERING);
  const productId = await busiestProduct(db);
  console.log(
    `two states prepared in ${seconds(started)}. With: ` +
      `${await describeState(db, STATES.with, productId)}; without: ` +
      `${await describeState(db, STATES.without, productId)} (load ${loadAverage()})`,
  );
  return { productId };
}
