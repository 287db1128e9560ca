import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_SORTS, type ProductSort } from '@shared/catalog';
import { CATALOGUE_PAGE_SIZE } from '@shared/limits';
import { insertProduct } from '../../test/fixtures';
import { useTestApp } from '../../test/use-test-app';

// A page without a search is chosen by id from its sort's index first, then read (issue 48):
// its pages must still be the one ordered list cut in twenties, under every sort and filter.
// Issue 49's standards ride at the end of the same indexes.
const t = useTestApp();

interface Made {
  id: string;
  category: 'deployment' | 'training';
  bri: number;
  rating: number;
  price: number;
  survival: number | null;
  fieldTested: number;
  weight: number | null;
  berry: boolean;
}
const made: Made[] = [];
const PRODUCTS = 80;

beforeAll(async () => {
  for (let i = 0; i < PRODUCTS; i += 1) {
    // Few distinct values of each key, so ties are decided by id.
    const row = {
      category: i % 3 === 0 ? ('training' as const) : ('deployment' as const),
      bri: (i * 7) % 5,
      rating: i % 4 === 0 ? 0 : (i % 3) + 2,
      price: 10 + (i % 6),
      survival: i % 5 === 0 ? null : ((i * 3) % 4) / 4,
      fieldTested: i % 3,
      weight: i % 7 === 0 ? null : 100 + ((i * 37) % 900),
      berry: i % 4 !== 1,
    };
    const { id } = await insertProduct(t.db, {
      category: row.category,
      battleReadyIndex: row.bri,
      averageRating: row.rating,
      price: row.price,
      survival12Months: row.survival,
      fieldTestedCount: row.fieldTested,
      specWeight: row.weight,
      compliance: row.berry ? [{ standard: 'berry', status: 'claimed' }] : [],
    });
    made.push({ id, ...row });
  }
});

/** a before b: descending with nulls last, or ascending. */
const desc = (a: number | null, b: number | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : b - a;
const byId = (a: Made, b: Made) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const ORDERS: Record<ProductSort, (a: Made, b: Made) => number> = {
  bri: (a, b) => desc(a.bri, b.bri) || byId(a, b),
  rating: (a, b) => desc(a.rating, b.rating) || byId(a, b),
  'price-low': (a, b) => a.price - b.price || byId(a, b),
  'price-high': (a, b) => b.price - a.price || byId(b, a),
  durability: (a, b) =>
    desc(a.survival, b.survival) || desc(a.fieldTested, b.fieldTested) || byId(a, b),
};

async function allPages(query: string) {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}&page=${page}` });
    expect(res.statusCode).toBe(200);
    const items = res.json<{ items: { id: string }[] }>().items.map((item) => item.id);
    ids.push(...items);
    if (items.length < CATALOGUE_PAGE_SIZE) return ids;
  }
}

describe('catalogue pages without a search', () => {
  it.each(PRODUCT_SORTS)('cut one ordered list in twenties, sorted by %s', async (sort) => {
    const cases: [string, (m: Made) => boolean][] = [
      ['', () => true],
      [
        'minWeight=200&maxWeight=800',
        (m) => m.weight !== null && m.weight >= 200 && m.weight <= 800,
      ],
      [
        'maxWeight=700&category=deployment',
        (m) => m.weight !== null && m.weight <= 700 && m.category === 'deployment',
      ],
      ['minPrice=11&maxPrice=14', (m) => m.price >= 11 && m.price <= 14],
      ['standard=berry&minPrice=11', (m) => m.berry && m.price >= 11],
    ];
    for (const [filter, keep] of cases) {
      const expected = made
        .filter(keep)
        .sort(ORDERS[sort])
        .map((m) => m.id);
      expect(expected.length).toBeGreaterThan(CATALOGUE_PAGE_SIZE);
      expect(await allPages(`sort=${sort}&${filter}`), filter).toEqual(expected);
    }
  });
});
