import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OBTAINED_MSG } from '@shared/obtained';
import { reviews } from './schema';
import { insertMember, insertProduct, insertReview, reviewRequest } from '../../test/fixtures';
import { useTestApp } from '../../test/use-test-app';

// Issue 52: how each reviewer got the gear, required of every review written or edited, shown
// on it, filterable, counted on the product, and the figures without incentivized reviews.

const t = useTestApp({ personas: true });
const { who } = t;

const write = (productId: string, over: Record<string, unknown>) =>
  t.as(who.verified).send('POST', `/api/products/${productId}/reviews`, reviewRequest(over));
const product = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json();
const listed = async (id: string, query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${id}/reviews${query}` })).json();

describe('stating how the gear was got', () => {
  it.each([
    ['left out', { obtained: undefined }, OBTAINED_MSG.obtained],
    ['unknown', { obtained: 'stolen' }, OBTAINED_MSG.obtained],
    ['null', { obtained: null }, OBTAINED_MSG.obtained],
    ['an unknown connection', { connection: 'cousin' }, OBTAINED_MSG.connection],
  ])('refuses a review with the way %s, writing nothing', async (_, over, message) => {
    const p = await insertProduct(t.db);
    const res = await write(p.id, over);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await t.db.select().from(reviews).where(eq(reviews.productId, p.id))).toEqual([]);
  });

  it('keeps the way and the connection, and an edit must state them again', async () => {
    const p = await insertProduct(t.db);
    const res = await write(p.id, { obtained: 'free', connection: 'sponsored' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, res.json().id));
    expect(row).toMatchObject({ obtained: 'free', connection: 'sponsored' });

    const url = `/api/reviews/${row!.id}`;
    const unstated = await t.as(who.verified).send('PATCH', url, {
      ...reviewRequest(),
      obtained: undefined,
    });
    expect(unstated.statusCode).toBe(400);
    expect(unstated.json().error.message).toBe(OBTAINED_MSG.obtained);
    const edited = await t
      .as(who.verified)
      .send('PATCH', url, reviewRequest({ obtained: 'bought', connection: null }));
    expect(edited.statusCode).toBe(200);
    const [after] = await t.db.select().from(reviews).where(eq(reviews.id, row!.id));
    expect(after).toMatchObject({ obtained: 'bought', connection: null });
  });
});

describe('reading how reviewers got it', () => {
  async function reviewed() {
    const p = await insertProduct(t.db);
    const ways = [
      { obtained: 'bought', connection: null, durability: 4, rating: 2 },
      { obtained: 'bought', connection: null, durability: 6, rating: 4 },
      { obtained: 'free', connection: 'sponsored', durability: 10, rating: 5 },
      { obtained: 'issued', connection: 'employee', durability: 10, rating: 5 },
      { obtained: null, connection: null, durability: 8, rating: 3 },
    ] as const;
    for (const way of ways) await insertReview(t.db, p.id, await insertMember(t.db), way);
    return p;
  }

  it('labels each review, "not stated" being null', async () => {
    const p = await reviewed();
    const { items } = await listed(p.id);
    expect(items.map((r: { obtained: string | null }) => r.obtained).sort()).toEqual([
      'bought',
      'bought',
      'free',
      'issued',
      null,
    ]);
    expect(items.find((r: { obtained: string }) => r.obtained === 'free').connection).toBe(
      'sponsored',
    );
  });

  it('filters to one way ("Bought it only"), the total saying how many of all', async () => {
    const p = await reviewed();
    const page = await listed(p.id, '?obtained=bought');
    expect(page.items.map((r: { obtained: string }) => r.obtained)).toEqual(['bought', 'bought']);
    expect(page).toMatchObject({ total: 2, totalUnfiltered: 5 });
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/products/${p.id}/reviews?obtained=found`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Unknown way of getting the product');
  });

  it('counts the ways on the product, and its figures without gifted or connected reviews', async () => {
    const p = await reviewed();
    const shown = await product(p.id);
    expect(shown.obtainedCounts).toEqual({
      bought: 2,
      issued: 1,
      free: 1,
      discounted: 0,
      borrowed: 0,
      unstated: 1,
      connected: 2,
    });
    // All five count by default; left out are the free one and the maker's employee's.
    expect(shown).toMatchObject({ reviewCount: 5, durability: 7.6, averageRating: 3.8 });
    expect(shown.withoutIncentives).toMatchObject({
      reviewCount: 3,
      durability: 6,
      averageRating: 3,
    });
  });

  it('has no second set of figures while no review is incentivized', async () => {
    const p = await insertProduct(t.db);
    await insertReview(t.db, p.id, await insertMember(t.db), { obtained: 'bought' });
    const shown = await product(p.id);
    expect(shown.withoutIncentives).toBeNull();
    expect(shown.obtainedCounts).toMatchObject({ bought: 1, unstated: 0 });
  });

  it('counts every review of a product reviewed before the question as not stated', async () => {
    const p = await insertProduct(t.db);
    await insertReview(t.db, p.id, await insertMember(t.db));
    // As migration 0055 left a product with approved reviews: no counts kept yet.
    await t.db.execute(`update products set obtained_counts = null where id = '${p.id}'`);
    expect((await product(p.id)).obtainedCounts).toMatchObject({ bought: 0, unstated: 1 });
  });
});
