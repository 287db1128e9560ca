import { and, eq, getTableName, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { CATEGORIES, type ProductSort } from '@shared/catalog';
import {
  CATALOGUE_COUNT_CAP,
  CATALOGUE_PAGE_SIZE,
  HOME_RECENTLY_REVIEWED,
  HOME_TOP_GEAR,
} from '@shared/limits';
import type { z } from 'zod';
import type { ZProductListQuery } from '@shared/schemas/products';
import { productCategoryCounts, products, productStandardCounts, productViews } from './schema';
import type { Db } from '../../db/types';
import { notFound } from '../../lib/errors';
import { containsLowered, matchesAny } from '../../lib/sql-text';
import { cardColumns, productColumns, toProductCardDto, toProductDto } from './dto';
import { searchTolerant } from './typo-tolerance';
import { isPhrase, phraseMatches, termFilter, type MatchField } from './phrase-matches';

type ListQuery = z.output<typeof ZProductListQuery>;

/**
 * Each sort as its index is read, NULLS placement included, or the planner sorts the whole
 * table instead: (key desc nulls last, id) forwards, or (price, id) either way. Price is never
 * null, so `desc` (nulls first), the backward read of (price asc nulls last), orders as the
 * spec means. "Most durable" (issue 47) puts products with too few owners for an estimate
 * after, those with the most owners first.
 */
const SORT_KEYS: Record<ProductSort, { keys: [AnyPgColumn, SQL][]; idDesc: boolean }> = {
  bri: { keys: [[products.battleReadyIndex, sql`desc nulls last`]], idDesc: false },
  rating: { keys: [[products.averageRating, sql`desc nulls last`]], idDesc: false },
  'price-low': { keys: [[products.price, sql`asc`]], idDesc: false },
  'price-high': { keys: [[products.price, sql`desc`]], idDesc: true },
  durability: {
    keys: [
      [products.survival12Months, sql`desc nulls last`],
      [products.fieldTestedCount, sql`desc nulls last`],
    ],
    idDesc: false,
  },
};

/**
 * How a search finds its page (decision 012). A term in many products is best found by walking
 * the sort's index and testing rows in order: a page of 20 turns up within a few hundred. A
 * rare term is best taken from the trigram indexes, its few matches sorted: walking the index
 * for it would test row after row of the whole catalogue. `trigram` writes the sort key as an
 * expression (`+ 0`) no index provides, so the planner cannot choose the walk.
 */
export type SearchPlan = 'walk' | 'trigram';

/**
 * ORDER BY for a sort, spelled out with NULLS LAST so it matches its index exactly; id keeps
 * paging stable.
 */
function orderBy(sort: ProductSort, plan: SearchPlan = 'walk'): SQL[] {
  const { keys, idDesc } = SORT_KEYS[sort];
  return [
    ...keys.map(([column, direction]) =>
      plan === 'trigram' ? sql`(${column} + 0) ${direction}` : sql`${column} ${direction}`,
    ),
    idDesc ? sql`${products.id} desc` : sql`${products.id}`,
  ];
}

export const PRODUCT_NOT_FOUND = 'Product Not Found';

/**
 * A catalogue page's rows, its search (if any) found the way `plan` says. Without a search the
 * page's ids are chosen first, from the sort's index, which carries the category and the
 * claimed weight and volume too (schema.ts), and then only those 20 rows are read. A narrow
 * weight range passes over hundreds of entries for its 20: reading each one's row to test it
 * took 10 ms at a million products. A search reads each row's text anyway.
 */
export function pageStatement(db: Db, q: ListQuery, plan: SearchPlan = 'walk') {
  const order = orderBy(q.sort, q.search ? plan : 'walk');
  const where = q.search ? filtersOf(q) : inArray(products.id, pageIds(db, q, order));
  return db
    .select(cardColumns)
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(CATALOGUE_PAGE_SIZE)
    .offset(q.search ? offsetOf(q) : 0);
}

/** The ids of a page without a search, read from its sort's index alone. */
function pageIds(db: Db, q: ListQuery, order: SQL[]) {
  return db
    .select({ id: products.id })
    .from(products)
    .where(filtersOf(q))
    .orderBy(...order)
    .limit(CATALOGUE_PAGE_SIZE)
    .offset(offsetOf(q));
}

/**
 * A catalogue page's total. With no filter or only a category it is read from the counts the
 * trigger keeps, and so with one standard (issue 49) and perhaps a category; otherwise matches are counted up to CATALOGUE_COUNT_CAP, so no request scans
 * the whole table to number pages. `capped` says whether a count past the cap is possible.
 */
export function countStatement(db: Db, q: ListQuery) {
  const bounds = [q.minPrice, q.maxPrice, q.minWeight, q.maxWeight, q.minVolume, q.maxVolume];
  const counted = !q.search && !q.fieldTested && bounds.every((b) => b === undefined);
  if (counted && !q.standard) {
    const count = db
      .select({ n: sql<number>`coalesce(sum(${productCategoryCounts.productCount}), 0)::int` })
      .from(productCategoryCounts)
      .where(q.category ? eq(productCategoryCounts.category, q.category) : undefined);
    return { count, capped: false };
  }
  const [standard, ...more] = q.standard ?? [];
  if (counted && standard && more.length === 0) {
    const count = db
      .select({ n: sql<number>`coalesce(sum(${productStandardCounts.productCount}), 0)::int` })
      .from(productStandardCounts)
      .where(
        and(
          eq(productStandardCounts.standard, standard),
          q.category ? eq(productStandardCounts.category, q.category) : undefined,
        ),
      );
    return { count, capped: false };
  }
  // No order: for a common term the planner reads the table in its own order and stops at the
  // cap (1,001 matches of 'gear' in ~3,000 rows read in sequence); for a rare one it counts the
  // trigram matches.
  const limited = db
    .select({ one: sql`1` })
    .from(products)
    .where(filtersOf(q))
    .limit(CATALOGUE_COUNT_CAP + 1)
    .as('limited');
  return { count: db.select({ n: sql<number>`count(*)::int` }).from(limited), capped: true };
}

const offsetOf = (q: ListQuery) => (q.page - 1) * CATALOGUE_PAGE_SIZE;

function filtersOf(q: ListQuery): SQL | undefined {
  return and(
    q.search ? containsLowered(products.searchText, q.search) : undefined,
    q.category ? eq(products.category, q.category) : undefined,
    q.minPrice !== undefined ? gte(products.price, q.minPrice) : undefined,
    q.maxPrice !== undefined ? lte(products.price, q.maxPrice) : undefined,
    // Issue 48: the maker's claims; a product claiming nothing matches no bound on it.
    q.minWeight !== undefined ? gte(products.specWeight, q.minWeight) : undefined,
    q.maxWeight !== undefined ? lte(products.specWeight, q.maxWeight) : undefined,
    q.minVolume !== undefined ? gte(products.specVolume, q.minVolume) : undefined,
    q.maxVolume !== undefined ? lte(products.specVolume, q.maxVolume) : undefined,
    // Issue 49: containment, which both the sort indexes' last column and its GIN index answer.
    q.standard
      ? sql`${products.complianceStandards} @> array[${sql.join(
          q.standard.map((s) => sql`${s}`),
          sql`, `,
        )}]::text[]`
      : undefined,
    // As the partial indexes say it, so the planner can read them.
    q.fieldTested ? sql`${products.fieldTestedCount} > 0` : undefined,
  );
}

/** How long the table's row estimate is reused: it moves slowly, and only tunes a choice. */
const TABLE_SIZE_FRESH_MS = 10_000;
const tableSizes = new WeakMap<Db, { rows: number; at: number }>();

async function tableSize(db: Db): Promise<number> {
  const known = tableSizes.get(db);
  if (known && performance.now() - known.at < TABLE_SIZE_FRESH_MS) return known.rows;
  type Size = { rows: { n: number }[] };
  const result = (await db.execute(sql`select greatest(reltuples, 1)::float8 as n from pg_class
    where oid = ${getTableName(products)}::regclass`)) as unknown as Size;
  const rows = Number(result.rows[0]?.n ?? 1);
  tableSizes.set(db, { rows, at: performance.now() });
  return rows;
}

/**
 * Walk or trigram for a search filtered by `where` whose page ends at row `reach`, by the
 * planner's own estimate of how many products match (its statistics test the pattern against a
 * sample of the text): one EXPLAIN, well under a millisecond, where the wrong plan costs
 * hundreds at a million products.
 *
 * A walk tests about reach / share rows to reach its page; the trigram path fetches and sorts
 * share × N. They cost the same at share = sqrt(reach / N): at a million products 0.45 % for
 * the first page, 3.2 % for the fiftieth.
 */
export async function planFor(db: Db, where: SQL | undefined, reach: number): Promise<SearchPlan> {
  type Explained = { rows: { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[] };
  const [explained, rows] = await Promise.all([
    db.execute(
      sql`explain (format json) select 1 from ${products} where ${where}`,
    ) as unknown as Promise<Explained>,
    tableSize(db),
  ]);
  const estimate = explained.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
  const share = estimate / rows;
  return share >= Math.sqrt(reach / rows) ? 'walk' : 'trigram';
}

export async function searchPlanFor(db: Db, q: ListQuery): Promise<SearchPlan> {
  return q.search ? planFor(db, filtersOf(q), offsetOf(q) + CATALOGUE_PAGE_SIZE) : 'walk';
}

/** The count does not depend on the plan: it runs while the plan is chosen. */
async function cataloguePage(db: Db, q: ListQuery) {
  const { count, capped: countCapped } = countStatement(db, q);
  const [rows, [counted]] = await Promise.all([
    searchPlanFor(db, q).then((plan) => pageStatement(db, q, plan)),
    count,
  ]);
  const n = counted?.n ?? 0;
  const capped = countCapped && n > CATALOGUE_COUNT_CAP;
  return {
    items: rows.map(toProductCardDto),
    total: capped ? CATALOGUE_COUNT_CAP : n,
    totalCapped: capped,
    page: q.page,
    pageSize: CATALOGUE_PAGE_SIZE,
  };
}

/**
 * A catalogue page. A search that finds few or nothing as typed shows the page of its
 * corrected words instead (issue 31), unless `exact` asks for the term as typed.
 */
export async function listProducts(db: Db, q: ListQuery) {
  if (!q.search) return { ...(await cataloguePage(db, q)), correctedTo: null };
  const none = {
    items: [],
    total: 0,
    totalCapped: false,
    page: q.page,
    pageSize: CATALOGUE_PAGE_SIZE,
  };
  const { found, correctedTo } = await searchTolerant(db, q.search, {
    find: (search) => cataloguePage(db, { ...q, search }),
    none,
    size: (page) => page.total,
    exact: q.exact,
  });
  return { ...found, correctedTo };
}

/**
 * Up to `limit` products matching `where`, best Battle-Ready Index first, found by the plan
 * the match's share of the catalogue calls for: `plan` when the caller read it already
 * (planFor(db, where, limit)), else read here.
 */
export async function bestMatches(db: Db, where: SQL, limit: number, plan?: SearchPlan) {
  const rows = await db
    .select(cardColumns)
    .from(products)
    .where(where)
    .orderBy(...orderBy('bri', plan ?? (await planFor(db, where, limit))))
    .limit(limit);
  return rows.map(toProductCardDto);
}

/**
 * bestMatches of the products whose field contains `term`. A phrase the trigram index serves
 * is found by the rarest parts of its words (phrase-matches.ts): the same products, in the
 * same order, for a fraction of the index read.
 */
export async function bestTermMatches(
  db: Db,
  field: MatchField,
  term: string,
  limit: number,
  plan?: SearchPlan,
) {
  const where = termFilter(field, term);
  const chosen = plan ?? (await planFor(db, where, limit));
  return chosen === 'trigram' && isPhrase(term)
    ? phraseMatches(db, field, term, limit)
    : bestMatches(db, where, limit, chosen);
}

export async function getProduct(db: Db, id: string) {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id));
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return toProductDto(row);
}

const LOOKUP_SIZE = 20;

/** Names for the compare slots' type-ahead: a short list, never the whole catalogue. */
export async function lookupProducts(db: Db, search: string | undefined) {
  const where = search ? matchesAny(search, [products.name]) : undefined;
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(where)
    .orderBy(...orderBy('bri', search ? await planFor(db, where, LOOKUP_SIZE) : 'walk'))
    .limit(LOOKUP_SIZE);
}

export async function productHighlights(db: Db) {
  const [top, recent] = await Promise.all([
    db
      .select(cardColumns)
      .from(products)
      .orderBy(...orderBy('bri'))
      .limit(HOME_TOP_GEAR),
    db
      .select(cardColumns)
      .from(products)
      .where(sql`${products.lastReviewedAt} is not null`)
      .orderBy(sql`${products.lastReviewedAt} desc nulls last`)
      .limit(HOME_RECENTLY_REVIEWED),
  ]);
  return { topGear: top.map(toProductCardDto), recentlyReviewed: recent.map(toProductCardDto) };
}

export async function categoryCounts(db: Db) {
  const rows = await db.select().from(productCategoryCounts);
  const counts = new Map(rows.map((r) => [r.category, r.productCount]));
  return CATEGORIES.map((c) => ({ id: c.id, name: c.name, count: counts.get(c.id) ?? 0 }));
}

export async function recordProductView(db: Db, id: string) {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(products)
      .set({ viewCount: sql`${products.viewCount} + 1` })
      .where(eq(products.id, id))
      .returning({ id: products.id });
    if (updated.length === 0) throw notFound(PRODUCT_NOT_FOUND);
    await tx.insert(productViews).values({ productId: id });
  });
}
