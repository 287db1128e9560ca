import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GEAR_KIT_MAX } from '@shared/limits';
import { products } from '../products/schema';
import { wishlists } from './schema';
import { createMember, type Member } from '../../test/accounts';
import { insertProduct } from '../../test/fixtures';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ personas: true });
const { who } = t;

const send = (method: 'GET' | 'PUT' | 'DELETE', url: string, m: Member | null) =>
  t.as(m).send(method, url);
const save = (productId: string, m: Member | null) =>
  send('PUT', `/api/me/gear-kit/${productId}`, m);
const remove = (productId: string, m: Member | null) =>
  send('DELETE', `/api/me/gear-kit/${productId}`, m);
const rowsOf = async (userId: string, productId?: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(wishlists)
      .where(
        productId
          ? and(eq(wishlists.userId, userId), eq(wishlists.productId, productId))
          : eq(wishlists.userId, userId),
      )
  )[0]!.n;
const viewerCount = async (m: Member) =>
  (await send('GET', '/api/me', m)).json().viewer.gearKitCount;

describe('Gear Kit: who may use it', () => {
  it.each(['GET', 'PUT', 'DELETE'] as const)(
    "refuses a visitor's %s with 'Please sign in to add items to your Gear Kit'",
    async (method) => {
      const p = await insertProduct(t.db);
      const url = method === 'GET' ? '/api/me/gear-kit' : `/api/me/gear-kit/${p.id}`;
      const res = await send(method, url, null);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('Please sign in to add items to your Gear Kit');
    },
  );

  it.each(['unverified', 'verified', 'admin', 'superAdmin'] as const)(
    'lets a %s member keep their own Gear Kit',
    async (persona) => {
      const p = await insertProduct(t.db);
      const m = who[persona];
      const saved = await save(p.id, m);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ saved: true, item: { productId: p.id, name: p.name } });
      expect(await rowsOf(m.id, p.id)).toBe(1);
      const removed = await remove(p.id, m);
      expect(removed.json()).toMatchObject({ saved: false, item: null });
      expect(await rowsOf(m.id, p.id)).toBe(0);
    },
  );

  it("never touches another member's Gear Kit", async () => {
    const p = await insertProduct(t.db);
    const owner = await createMember(t);
    await save(p.id, owner);
    await remove(p.id, who.admin);
    expect(await rowsOf(owner.id, p.id)).toBe(1);
    const list = (await send('GET', '/api/me/gear-kit', who.admin)).json().items;
    expect(list.map((i: { productId: string }) => i.productId)).not.toContain(p.id);
  });
});

describe('Gear Kit: adding and removing', () => {
  it('adds when absent and removes when present, keeping the header count', async () => {
    const m = await createMember(t);
    const [a, b] = [await insertProduct(t.db, { price: 19.99 }), await insertProduct(t.db)];
    expect((await save(a.id, m)).json()).toMatchObject({
      saved: true,
      count: 1,
      item: { productId: a.id, name: a.name, price: 19.99, imageUrl: a.imageUrl },
    });
    expect((await save(b.id, m)).json().count).toBe(2);
    expect(await viewerCount(m)).toBe(2);
    const list = (await send('GET', '/api/me/gear-kit', m)).json().items;
    expect(list.map((i: { productId: string }) => i.productId)).toEqual([b.id, a.id]);
    expect((await remove(a.id, m)).json()).toEqual({ saved: false, item: null, count: 1 });
    expect(await viewerCount(m)).toBe(1);
  });

  it('keeps one row when the same product is saved twice, and removing twice is harmless', async () => {
    const m = await createMember(t);
    const p = await insertProduct(t.db);
    expect((await save(p.id, m)).json().count).toBe(1);
    expect((await save(p.id, m)).json()).toMatchObject({ saved: true, count: 1 });
    expect(await rowsOf(m.id, p.id)).toBe(1);
    expect((await remove(p.id, m)).statusCode).toBe(200);
    expect((await remove(p.id, m)).json()).toEqual({ saved: false, item: null, count: 0 });
  });

  it('keeps one row under parallel saves (double clicks, two tabs)', async () => {
    const m = await createMember(t);
    const p = await insertProduct(t.db);
    const answers = await Promise.all(Array.from({ length: 8 }, () => save(p.id, m)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.every((r) => r.json().saved === true && r.json().count === 1)).toBe(true);
    expect(await rowsOf(m.id, p.id)).toBe(1);
  });

  it('survives parallel saves and removes with at most one row, and saves again after', async () => {
    const m = await createMember(t);
    const p = await insertProduct(t.db);
    await Promise.all([save(p.id, m), remove(p.id, m), save(p.id, m), remove(p.id, m)]);
    expect(await rowsOf(m.id, p.id)).toBeLessThanOrEqual(1);
    expect((await save(p.id, m)).json().count).toBe(1);
    expect(await rowsOf(m.id, p.id)).toBe(1);
  });

  it("answers 'Product Not Found' for an unknown or malformed product, saving nothing", async () => {
    const m = await createMember(t);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await save(id, m);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Product Not Found');
    }
    expect(await rowsOf(m.id)).toBe(0);
  });

  it('drops a product from every Gear Kit when the product is deleted', async () => {
    const m = await createMember(t);
    const p = await insertProduct(t.db);
    await save(p.id, m);
    await t.db.delete(products).where(eq(products.id, p.id));
    expect(await viewerCount(m)).toBe(0);
  });

  it(`holds at most ${GEAR_KIT_MAX} products, exactly, under parallel saves`, async () => {
    const m = await createMember(t);
    const filler = await Promise.all(
      Array.from({ length: GEAR_KIT_MAX - 1 }, () => insertProduct(t.db)),
    );
    await t.db.insert(wishlists).values(filler.map((p) => ({ userId: m.id, productId: p.id })));
    const [x, y, z] = [
      await insertProduct(t.db),
      await insertProduct(t.db),
      await insertProduct(t.db),
    ];
    const answers = await Promise.all([x, y, z].map((p) => save(p.id, m)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const refused = answers.find((r) => r.statusCode === 409)!;
    expect(refused.json().error.message).toBe(
      `Your Gear Kit is full (${GEAR_KIT_MAX} items). Remove something to add more.`,
    );
    expect(await rowsOf(m.id)).toBe(GEAR_KIT_MAX);
    // A product already saved is still "saved", full or not.
    expect((await save(filler[0]!.id, m)).statusCode).toBe(200);
  });
});

describe('PUT /api/me/gear-kit: a whole kit at once (issue 15)', () => {
  const saveMany = (productIds: string[], m: Member | null) =>
    t.as(m).put('/api/me/gear-kit', { productIds });

  it("refuses a visitor with 'Please sign in to add items to your Gear Kit'", async () => {
    const p = await insertProduct(t.db);
    const res = await saveMany([p.id], null);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Please sign in to add items to your Gear Kit');
  });

  it.each(['unverified', 'verified', 'admin', 'superAdmin'] as const)(
    "saves every product of the kit to a %s member's own Gear Kit, once",
    async (persona) => {
      const m = who[persona];
      const [a, b] = [await insertProduct(t.db), await insertProduct(t.db)];
      await save(a.id, m);
      const res = await saveMany([a.id, b.id, b.id], m);
      expect(res.statusCode).toBe(200);
      expect(res.json().added).toBe(1);
      const ids = res.json().items.map((i: { productId: string }) => i.productId);
      expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
      expect(await rowsOf(m.id, a.id)).toBe(1);
      expect(await rowsOf(m.id, b.id)).toBe(1);
      expect((await saveMany([a.id, b.id], m)).json().added).toBe(0);
    },
  );

  it(`saves none when the kit would pass ${GEAR_KIT_MAX}, with the full message`, async () => {
    const m = await createMember(t);
    const filler = await Promise.all(
      Array.from({ length: GEAR_KIT_MAX - 1 }, () => insertProduct(t.db)),
    );
    await t.db.insert(wishlists).values(filler.map((p) => ({ userId: m.id, productId: p.id })));
    const [x, y] = [await insertProduct(t.db), await insertProduct(t.db)];
    const res = await saveMany([x.id, y.id], m);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      `Your Gear Kit is full (${GEAR_KIT_MAX} items). Remove something to add more.`,
    );
    expect(await rowsOf(m.id)).toBe(GEAR_KIT_MAX - 1);
    // One more fits exactly.
    expect((await saveMany([x.id], m)).statusCode).toBe(200);
  });

  it('saves none when a product is gone, and checks the list it is given', async () => {
    const m = await createMember(t);
    const p = await insertProduct(t.db);
    const gone = await saveMany([p.id, '00000000-0000-4000-8000-000000000000'], m);
    expect(gone.statusCode).toBe(404);
    expect(await rowsOf(m.id)).toBe(0);
    const empty = await saveMany([], m);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Choose at least one product');
    const many = Array.from({ length: 13 }, () => p.id);
    expect((await saveMany(many, m)).json().error.message).toBe('At most 12 products at once');
  });
});
