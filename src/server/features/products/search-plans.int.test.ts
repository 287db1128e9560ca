import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_SORTS } from '@shared/catalog';
import { CATALOGUE_COUNT_CAP } from '@shared/limits';
import { ZProductListQuery } from '@shared/schemas/products';
import { products } from './schema';
import { insertProduct } from '../../test/fixtures';
import { startTestApp } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { countStatement, pageStatement, searchPlanFor, type SearchPlan } from './service';

const t = useTestApp();

// 2,000 products: "Gear" in 85 % of them (a common term), "Zq7" in three (a rare one), spread
// over prices and indexes so every sort has ties and gaps.
beforeAll(async () => {
  const rows = Array.from({ length: 2000 }, (_, i) => ({
    name: `${i % 700 === 5 ? 'Zq7 ' : ''}Item ${i}`,
    description:
      i % 20 < 17
        ? `Sturdy GEAR for the field, batch ${i % 13}.`
        : `Plain kit for the barracks, batch ${i % 13}.`,
    category: (['deployment', 'training', 'tech'] as const)[i % 3]!,
    price: 5 + (i % 97),
    battleReadyIndex: (i * 37) % 101,
    averageRating: (i % 50) / 10,
  }));
  await t.db.insert(products).values(rows);
  await t.db.execute(sql`analyze ${products}`);
});

async function page(search: string, plan: SearchPlan, sort: string, pageNo: number) {
  const q = ZProductListQuery.parse({ search, sort, page: String(pageNo) });
  const [rows, [counted]] = await Promise.all([
    pageStatement(t.db, q, plan),
    countStatement(t.db, q).count,
  ]);
  return { ids: rows.map((r) => r.id), total: counted?.n };
}

describe('catalogue search plans (decision 012)', () => {
  it('walks the sort index for a common term and takes the trigram matches for a rare one', async () => {
    expect(await searchPlanFor(t.db, ZProductListQuery.parse({ search: 'gear' }))).toBe('walk');
    expect(await searchPlanFor(t.db, ZProductListQuery.parse({ search: 'zq7' }))).toBe('trigram');
    expect(await searchPlanFor(t.db, ZProductListQuery.parse({}))).toBe('walk');
  });

  it('walks for a term in some products only while the page is near the top', async () => {
    // "Plain" is in 15 % of 2,000: a walk finds page 1 within ~130 rows, but page 50 only
    // after ~6,700, where sorting its 300 matches is cheaper.
    const plain = (pageNo: number) =>
      searchPlanFor(t.db, ZProductListQuery.parse({ search: 'plain', page: String(pageNo) }));
    expect(await plain(1)).toBe('walk');
    expect(await plain(50)).toBe('trigram');
  });

  it('finds the same page and total either way, for every sort', async () => {
    for (const search of ['gear', 'zq7', 'plain']) {
      for (const sort of PRODUCT_SORTS) {
        for (const pageNo of [1, 3, 50]) {
          const walked = await page(search, 'walk', sort, pageNo);
          expect(
            await page(search, 'trigram', sort, pageNo),
            `${search} ${sort} ${pageNo}`,
          ).toEqual(walked);
        }
      }
    }
  });

  it("reads capped counts from the table's head: the pool does not synchronise scans", async () => {
    const shown = (await t.db.execute(sql`show synchronize_seqscans`)) as unknown as {
      rows: { synchronize_seqscans: string }[];
    };
    expect(shown.rows[0]?.synchronize_seqscans).toBe('off');
  });

  it('matches in any case, in the name or the description, and counts to the cap', async () => {
    const common = await t.app.inject({ method: 'GET', url: '/api/products?search=GeAr' });
    expect(common.json()).toMatchObject({ total: CATALOGUE_COUNT_CAP, totalCapped: true });
    const rare = await t.app.inject({ method: 'GET', url: '/api/products?search=ZQ7' });
    expect(rare.json()).toMatchObject({ total: 3, totalCapped: false });
    const infix = await t.app.inject({ method: 'GET', url: '/api/products?search=turdy%20g' });
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/products/${infix.json().items[0].id}`,
    });
    expect(found.json().description).toMatch(/Sturdy GEAR/);
  });
});

describe('searches at once (decision 012)', () => {
  it('sends no more searches to the database than SEARCH_CONCURRENCY allows, suggestions among them', async () => {
    const own = await startTestApp({ searchConcurrency: 1 });
    const locker = new pg.Client({ connectionString: own.database.url });
    await locker.connect();
    try {
      // Words of the catalogue: a term in none is answered by its vocabulary (issue 31) without
      // a statement on products.
      await insertProduct(own.db, {
        description: 'A kit of gear that fits beside your boots in a locker.',
      });
      // Every statement on products now waits for this lock, where the test can count them.
      await locker.query('begin; lock table products in access exclusive mode');
      // `.then` sends each request now; inject alone waits to be awaited.
      // The header's suggestions (issue 31) queue behind the same bulkhead as the catalogue.
      const searches = [
        '/api/products?search=gear',
        '/api/search/suggest?q=kit',
        '/api/products?search=boots',
      ].map((url) => own.app.inject({ method: 'GET', url }).then((res) => res.statusCode));
      const waiting = async () => {
        // Activity is read once per transaction unless the snapshot is dropped.
        await locker.query('select pg_stat_clear_snapshot()');
        const result = await locker.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
           where wait_event_type = 'Lock' and query like '%"products"%'`,
        );
        return result.rows[0]?.n;
      };
      await expect.poll(waiting, { timeout: 5_000 }).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 300));
      // One search: its plan's EXPLAIN and its count, sent together.
      expect(await waiting()).toBe(2);
      await locker.query('commit');
      expect(await Promise.all(searches)).toEqual([200, 200, 200]);
    } finally {
      await locker.end();
      await own.close();
    }
  });
});
