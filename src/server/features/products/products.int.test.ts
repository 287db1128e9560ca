import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_COUNT_CAP } from '@shared/limits';
import { products, productViews } from './schema';
import { insertMember, insertProduct, insertReview } from '../../test/fixtures';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();
const ids: Record<string, string> = {};

// Hand-checked catalogue: names, prices and BRIs chosen so each filter and sort has one answer.
beforeAll(async () => {
  const make = async (key: string, over: Parameters<typeof insertProduct>[1]) => {
    ids[key] = (await insertProduct(t.db, over)).id;
  };
  await make('ruck', {
    name: 'Alpha Ruck 45L',
    category: 'deployment',
    price: 189.99,
    description: 'Forty-five litre assault pack with frame sheet.',
  });
  await make('shoe', {
    name: 'Stride PT Trainer',
    category: 'training',
    price: 120,
    description: 'Lightweight running shoe for daily PT sessions.',
  });
  await make('bank', {
    name: 'Volt Brick 20K',
    category: 'tech',
    price: 45.5,
    description: 'Rugged power bank_with 100% drop-tested casing.',
  });
  await make('stove', {
    name: 'Ember Micro Stove',
    category: 'nutrition',
    price: 39,
    description: 'Canister stove that boils water in three minutes.',
  });
  await make('watch', {
    name: 'Field Watch Mk II',
    category: 'daily',
    price: 640,
    description: 'Automatic field watch, 100m water resistance, ruck-proof.',
  });
  const a = await insertMember(t.db, { branch: 'navy' });
  const b = await insertMember(t.db, { branch: 'army' });
  // ruck: scores all 9 → BRI 90, rating 5
  await insertReview(t.db, ids.ruck!, a, {
    rating: 5,
    durability: 9,
    portability: 9,
    costValue: 9,
    civilianAdaptation: 9,
    overallUtility: 9,
  });
  // shoe: mean of (7,8,8,8,9)=8 → BRI 80; rating 4 and 3 → 3.5
  await insertReview(t.db, ids.shoe!, a, {
    rating: 4,
    durability: 7,
    portability: 8,
    costValue: 8,
    civilianAdaptation: 8,
    overallUtility: 9,
  });
  await insertReview(t.db, ids.shoe!, b, {
    rating: 3,
    durability: 7,
    portability: 8,
    costValue: 8,
    civilianAdaptation: 8,
    overallUtility: 9,
  });
  // bank: all 6 → BRI 60, rating 2
  await insertReview(t.db, ids.bank!, b, {
    rating: 2,
    durability: 6,
    portability: 6,
    costValue: 6,
    civilianAdaptation: 6,
    overallUtility: 6,
  });
  // a pending review must not count
  await insertReview(t.db, ids.stove!, b, {
    status: 'pending',
    rating: 5,
    durability: 10,
    portability: 10,
    costValue: 10,
    civilianAdaptation: 10,
    overallUtility: 10,
  });
});

const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  return { status: res.statusCode, body: res.json() };
};
const names = (body: { items: { name: string }[] }) => body.items.map((p) => p.name);

describe('GET /api/products', () => {
  it('sorts by Battle-Ready Index by default, unrated products last', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(names(body).slice(0, 3)).toEqual([
      'Alpha Ruck 45L',
      'Stride PT Trainer',
      'Volt Brick 20K',
    ]);
    expect(body).toMatchObject({ total: 5, page: 1, pageSize: 20 });
  });

  it('computes aggregates from approved reviews only', async () => {
    const product = async (key: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/products/${ids[key]}` })).json();
    expect(await product('shoe')).toMatchObject({
      battleReadyIndex: 80,
      averageRating: 3.5,
      reviewCount: 2,
      durability: 7,
      overallUtility: 9,
    });
    expect(await product('stove')).toMatchObject({
      battleReadyIndex: 0,
      reviewCount: 0,
      averageRating: 0,
      topBranch: 'All',
    });
    expect(await product('ruck')).toMatchObject({ topBranch: 'navy' });
  });

  it('lists each product as its card shows it, the rest on its own page', async () => {
    const { body } = await list('');
    const shoe = body.items.find((p: { id: string }) => p.id === ids.shoe);
    expect(Object.keys(shoe).sort()).toEqual(
      [
        'averageRating',
        'battleReadyIndex',
        'category',
        'id',
        'imageUrl',
        'name',
        'picture',
        'price',
        'reviewCount',
        'survival12Months',
        'compliance',
        'alert',
      ].sort(),
    );
    expect(shoe).toMatchObject({ battleReadyIndex: 80, averageRating: 3.5, reviewCount: 2 });
    const highlights = (
      await t.app.inject({ method: 'GET', url: '/api/products/highlights' })
    ).json();
    const cards = [...highlights.topGear, ...highlights.recentlyReviewed];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card).not.toHaveProperty('description');
  });

  it('sorts by rating and by price both ways', async () => {
    expect(names((await list('?sort=rating')).body).slice(0, 3)).toEqual([
      'Alpha Ruck 45L',
      'Stride PT Trainer',
      'Volt Brick 20K',
    ]);
    expect(names((await list('?sort=price-low')).body)).toEqual([
      'Ember Micro Stove',
      'Volt Brick 20K',
      'Stride PT Trainer',
      'Alpha Ruck 45L',
      'Field Watch Mk II',
    ]);
    expect(names((await list('?sort=price-high')).body)[0]).toBe('Field Watch Mk II');
  });

  it('filters by category and by price range, inclusive', async () => {
    expect(names((await list('?category=training')).body)).toEqual(['Stride PT Trainer']);
    const ranged = (await list('?minPrice=39&maxPrice=120&sort=price-low')).body;
    expect(names(ranged)).toEqual(['Ember Micro Stove', 'Volt Brick 20K', 'Stride PT Trainer']);
    expect(ranged.total).toBe(3);
  });

  it('searches name or description, case-insensitively', async () => {
    expect(names((await list('?search=RUCK')).body).sort()).toEqual([
      'Alpha Ruck 45L',
      'Field Watch Mk II',
    ]);
    expect(names((await list('?search=boils%20water')).body)).toEqual(['Ember Micro Stove']);
  });

  it('takes LIKE wildcards and SQL metacharacters literally', async () => {
    // Unescaped, '100%' would also match the watch's "100m".
    expect(names((await list('?search=100%25')).body)).toEqual(['Volt Brick 20K']);
    expect(names((await list('?search=bank_with')).body)).toEqual(['Volt Brick 20K']);
    expect(names((await list('?search=bank%20with')).body)).toEqual([]);
    const inject = await list(
      `?search=${encodeURIComponent("'; drop table products; --<script>")}`,
    );
    expect(inject).toMatchObject({ status: 200, body: { total: 0 } });
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(row?.n).toBe(5);
  });

  it('pages 20 at a time and returns an empty page past the end', async () => {
    const { body } = await list('?page=2');
    expect(body).toMatchObject({ items: [], total: 5, page: 2 });
  });

  it.each([
    ['?page=0', 'Page must be at least 1'],
    ['?page=-1', 'Page must be a whole number'],
    ['?page=abc', 'Page must be a whole number'],
    ['?page=51', 'Page must be at most 50'],
    ['?page=5001', 'Page must be at most 5000'],
    ['?sort=name', 'Unknown sort'],
    ['?fieldTested=yes', 'fieldTested must be 1'],
    ['?category=weapons', 'Unknown category'],
    ['?minPrice=200&maxPrice=100', 'Minimum price cannot be more than maximum price'],
    ['?minPrice=ten', 'Minimum price must be a number with at most 2 decimals'],
    [`?search=${'x'.repeat(10_000)}`, 'Search must be less than 200 characters'],
  ])('rejects %s with 400 and its message', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'validation', message } });
  });
});

describe('GET /api/products/:id', () => {
  it('returns the product', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${ids.ruck}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Alpha Ruck 45L',
      price: 189.99,
      battleReadyIndex: 90,
    });
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1'or'1'='1"])(
    'answers 404 Product Not Found for %s',
    async (id) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/products/${encodeURIComponent(id)}`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Product Not Found' } });
    },
  );
});

describe('POST /api/products/:id/views', () => {
  it('records a view row and bumps the counter', async () => {
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/products/${ids.shoe}/views` })).statusCode,
      ).toBe(200);
    }
    const [p] = await t.db
      .select({ views: products.viewCount })
      .from(products)
      .where(sql`${products.id} = ${ids.shoe}`);
    const [v] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(productViews)
      .where(sql`${productViews.productId} = ${ids.shoe}`);
    expect(p?.views).toBe(2);
    expect(v?.n).toBe(2);
  });

  it('writes nothing for an unknown product', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/00000000-0000-4000-8000-000000000000/views',
    });
    expect(res.statusCode).toBe(404);
    const [v] = await t.db.select({ n: sql<number>`count(*)::int` }).from(productViews);
    expect(v?.n).toBe(2);
  });
});

describe('catalogue helpers', () => {
  it('counts products per category, all six listed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories' });
    const items = res.json().items as { id: string; count: number }[];
    expect(items.map((c) => [c.id, c.count])).toEqual([
      ['deployment', 1],
      ['training', 1],
      ['barracks', 0],
      ['tech', 1],
      ['nutrition', 1],
      ['daily', 1],
    ]);
  });

  it('gives top gear by index and recently reviewed products', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/products/highlights' })).json();
    expect(body.topGear.map((p: { name: string }) => p.name)).toEqual([
      'Alpha Ruck 45L',
      'Stride PT Trainer',
      'Volt Brick 20K',
    ]);
    expect(body.recentlyReviewed).toHaveLength(3);
  });

  it('looks products up by name', async () => {
    const byName = (
      await t.app.inject({ method: 'GET', url: '/api/products/lookup?search=stove' })
    ).json();
    expect(byName.items).toEqual([{ id: ids.stove, name: 'Ember Micro Stove' }]);
    // Only names are matched here, and in index order.
    const byDescription = (
      await t.app.inject({ method: 'GET', url: '/api/products/lookup?search=boils' })
    ).json();
    expect(byDescription.items).toEqual([]);
  });
});

/** /api/categories as { category: count }. */
const categoryCounts = async (): Promise<Record<string, number>> =>
  Object.fromEntries(
    (
      (await t.app.inject({ method: 'GET', url: '/api/categories' })).json().items as {
        id: string;
        count: number;
      }[]
    ).map((c) => [c.id, c.count]),
  );

describe('catalogue totals', () => {
  it('keeps per-category counts exact through insert, category change and delete', async () => {
    const extra = await insertProduct(t.db, { category: 'barracks' });
    expect((await categoryCounts()).barracks).toBe(1);
    await t.db
      .update(products)
      .set({ category: 'tech' })
      .where(sql`${products.id} = ${extra.id}`);
    expect(await categoryCounts()).toMatchObject({ barracks: 0, tech: 2 });
    await t.db
      .update(products)
      .set({ name: 'Renamed kit' })
      .where(sql`${products.id} = ${extra.id}`);
    expect((await categoryCounts()).tech).toBe(2);
    expect((await list('')).body.total).toBe(6);
    expect((await list('?category=tech')).body).toMatchObject({ total: 2, totalCapped: false });
    await t.db.delete(products).where(sql`${products.id} = ${extra.id}`);
    expect((await categoryCounts()).tech).toBe(1);
    expect((await list('')).body.total).toBe(5);
  });

  it('keeps counts exact when one statement adds or removes products of several categories', async () => {
    const before = await categoryCounts();
    const added = await t.db
      .insert(products)
      .values(
        (['barracks', 'barracks', 'barracks', 'tech', 'daily'] as const).map((category, i) => ({
          name: `Statement item ${i}`,
          description: 'Loaded with its neighbours in one statement.',
          category,
          price: 10,
        })),
      )
      .returning({ id: products.id });
    expect(await categoryCounts()).toMatchObject({
      barracks: before.barracks! + 3,
      tech: before.tech! + 1,
      daily: before.daily! + 1,
    });
    await t.db.delete(products).where(
      inArray(
        products.id,
        added.map((a) => a.id),
      ),
    );
    expect(await categoryCounts()).toEqual(before);
  });

  it('counts filtered matches up to the cap and says when it stopped', async () => {
    const cheap = Array.from({ length: CATALOGUE_COUNT_CAP + 5 }, (_, i) => ({
      name: `Bulk item ${i}`,
      description: 'A cheap bulk item for counting tests.',
      category: 'daily',
      price: 1.5,
    }));
    await t.db.insert(products).values(cheap);
    const capped = (await list('?maxPrice=2')).body;
    expect(capped).toMatchObject({ total: CATALOGUE_COUNT_CAP, totalCapped: true });
    expect(capped.items).toHaveLength(20);
    // With no filter but a category, the exact count comes from the kept totals.
    expect((await list('?category=daily')).body).toMatchObject({
      total: CATALOGUE_COUNT_CAP + 6,
      totalCapped: false,
    });
    const search = (await list('?search=bulk%20item%2012')).body;
    expect(search).toMatchObject({ totalCapped: false });
    expect(search.total).toBe(cheap.filter((p) => p.name.startsWith('Bulk item 12')).length);
    await t.db.delete(products).where(sql`${products.name} like 'Bulk item %'`);
  });
});
