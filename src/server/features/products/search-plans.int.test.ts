import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_SORTS } from '@shared/catalog';
import { CATALOGUE_COUNT_CAP } from '@shared/limits';
import { ZProductListQuery } from '@shared/schemas/products';
import { products } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/harness';
import { productListStatements, searchPlanFor, type SearchPlan } from './service';

let t: TestApp;

// 2,000 products: "Gear" in 85 % of them (a common term), "Zq7" in three (a rare one), spread
// over prices and indexes so every sort has ties and gaps.
beforeAll(async () => {
  t = await startTestApp();
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
afterAll(() => t.close());

async function page(search: string, plan: SearchPlan, sort: string, pageNo: number) {
  const q = ZProductListQuery.parse({ search, sort, page: String(pageNo) });
  const { page, count } = productListStatements(t.db, q, plan);
  const [rows, [counted]] = await Promise.all([page, count]);
  return { ids: rows.map((r) => r.id), total: counted?.n };
}

describe('catalogue search plans (decision 012)', () => {
  it('walks the sort index for a common term and takes the trigram matches for a rare one', async () => {
    expect(await searchPlanFor(t.db, ZProductListQuery.parse({ search: 'gear' }))).toBe('walk');
    expect(await searchPlanFor(t.db, ZProductListQuery.parse({ search: 'zq7' }))).toBe('trigram');
    expect(await searchPlanFor(t.db, ZProductListQuery.parse({}))).toBe('walk');
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

  it('matches in any case, in the name or the description, and counts to the cap', async () => {
    const common = await t.app.inject({ method: 'GET', url: '/api/products?search=GeAr' });
    expect(common.json()).toMatchObject({ total: CATALOGUE_COUNT_CAP, totalCapped: true });
    const rare = await t.app.inject({ method: 'GET', url: '/api/products?search=ZQ7' });
    expect(rare.json()).toMatchObject({ total: 3, totalCapped: false });
    const infix = await t.app.inject({ method: 'GET', url: '/api/products?search=turdy%20g' });
    expect(infix.json().items[0].description).toMatch(/Sturdy GEAR/);
  });
});
