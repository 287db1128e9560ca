import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RELATED_MAX } from '@shared/limits';
import type { TRelatedGear } from '@shared/schemas/search';
import { pendingProducts } from '../submissions/schema';
import { products } from '../products/schema';
import { user } from '../../db/schema';
import { wishlists } from './schema';
import type { Executor } from '../../db/types';
import { heardBy, productEvent } from '../../test/change-feed';
import { insertMember, insertProduct } from '../../test/fixtures';
import { createMember, type Member } from '../../test/accounts';
import type { Caller } from '../../test/requests';
import { useTestApp } from '../../test/use-test-app';
import { KEEPERS_SAMPLED, KEPT_TOGETHER_MIN } from './related';

// A fresh database per test: each builds its own small catalogue and kits, and nothing another
// test made may stand near a price or in a kit. The read cache is on, as in production.
const t = useTestApp({ perTest: true, config: { readCacheBytes: 8 * 1024 * 1024 } });

const relatedUrl = (id: string) => `/api/products/${id}/related`;
const related = async (id: string, reader: Caller = null) => {
  const res = await t.as(reader).get(relatedUrl(id));
  expect(res.statusCode).toBe(200);
  return res.json<TRelatedGear>();
};
/** The answer as "name reason" lines, best first, as a visitor or the member given reads it. */
const lines = async (id: string, reader: Caller = null) =>
  (await related(id, reader)).items.map((i) => `${i.product.name} ${i.reason}`);

const product = async (name: string, over: Parameters<typeof insertProduct>[1] = {}) =>
  (await insertProduct(t.db, { name, ...over })).id;

/** Members each keeping the products given, through the table as the Gear Kit writes it. */
async function keep(db: Executor, ...kits: string[][]) {
  for (const kit of kits) {
    const userId = await insertMember(db);
    await db.insert(wishlists).values(kit.map((productId) => ({ userId, productId })));
  }
}
/** `count` members, each keeping the same products. */
const keepers = (db: Executor, count: number, kit: string[]) =>
  keep(db, ...Array.from({ length: count }, () => kit));
/**
 * `count` keepers, each keeping what `kitOf` gives for their number. Their ids sort by number,
 * and after any a member is given (Better Auth's are letters and digits, insertMember's uuids).
 */
async function sampleKeepers(count: number, kitOf: (g: number) => string[]) {
  const ids = Array.from(
    { length: count },
    (_, g) => `zzzzzz-sample-${String(g).padStart(4, '0')}`,
  );
  await t.db.insert(user).values(
    ids.map((id, g) => ({
      id,
      name: `Sample ${g}`,
      email: `sample${g}@example.test`,
      emailVerified: true,
    })),
  );
  await t.db
    .insert(wishlists)
    .values(ids.flatMap((userId, g) => kitOf(g).map((productId) => ({ userId, productId }))));
}
/** A signed-in member saving products to their own Gear Kit, as the page does. */
async function keepAs(member: Member, ...ids: string[]) {
  for (const id of ids) {
    expect((await t.as(member).put(`/api/me/gear-kit/${id}`)).statusCode).toBe(200);
  }
}

/**
 * Makes the products `make` returns, then waits until this process has heard of them: a notice
 * still on its way would drop the answer a cache test reads next, and the test would see a drop
 * it did not cause.
 */
async function heardOf<T extends Record<string, string>>(make: () => Promise<T>): Promise<T> {
  const stream = await heardBy(t.app);
  try {
    const made = await make();
    for (const id of Object.values(made)) await stream.next(productEvent(id, 0));
    return made;
  } finally {
    stream.close();
  }
}

describe('GET /api/products/:id/related', () => {
  it('offers what members keep with it, more shared keepers first, then the same category near its price', async () => {
    const ruck = await product('Ruck', { category: 'deployment', price: 100 });
    const boots = await product('Boots', { category: 'training', price: 150 });
    const light = await product('Light', { category: 'tech', price: 30 });
    const stove = await product('Stove', { category: 'nutrition', price: 40 });
    const lonely = await product('Lonely', { category: 'daily', price: 20 });
    await product('Pack', { category: 'deployment', price: 110 });
    await product('Pouch', { category: 'deployment', price: 95 });
    await product('Watch', { category: 'daily', price: 100 });
    // Boots kept with the ruck by seven members, the light and the stove by six, and the
    // lonely item by four (a fifth keeps it, not with the ruck): four kits are too few to hide
    // one in, and would show a member's kit to all.
    await keepers(t.db, 4, [ruck, boots, light, stove, lonely]);
    await keepers(t.db, 2, [ruck, boots, light, stove]);
    await keep(t.db, [ruck, boots], [boots, lonely]);

    expect(await lines(ruck)).toEqual([
      'Boots kept-together',
      // Six keepers each: the higher BRI would come first; equal, the id decides, so either order.
      ...(light < stove
        ? ['Light kept-together', 'Stove kept-together']
        : ['Stove kept-together', 'Light kept-together']),
      'Pouch same-category',
      'Pack same-category',
    ]);
  });

  it('ranks equally shared keepers by BRI', async () => {
    const ruck = await product('Ruck');
    const plain = await product('Plain', { category: 'tech', battleReadyIndex: 40 });
    const rated = await product('Rated', { category: 'tech', battleReadyIndex: 90 });
    await keepers(t.db, KEPT_TOGETHER_MIN, [ruck, plain, rated]);
    expect(await lines(ruck)).toEqual(['Rated kept-together', 'Plain kept-together']);
  });

  it('takes the nearest prices from both sides, the cheaper of two as near, up to RELATED_MAX', async () => {
    const self = await product('Self', { category: 'tech', price: 50 });
    const prices = { A: 49.99, B: 50.01, C: 50, D: 58, E: 45, F: 40, G: 61, H: 70, I: 10 };
    for (const [name, price] of Object.entries(prices)) {
      await product(`Item ${name}`, { category: 'tech', price });
    }
    await product('Elsewhere', { category: 'daily', price: 50 });

    const answer = await lines(self);
    expect(answer).toHaveLength(RELATED_MAX);
    expect(answer).toEqual(
      ['C', 'A', 'B', 'E', 'D', 'F'].map((name) => `Item ${name} same-category`),
    );
  });

  it('offers a product kept together once, as kept together, and never the product itself', async () => {
    const self = await product('Self', { category: 'tech', price: 50 });
    const near = await product('Near', { category: 'tech', price: 51 });
    await product('Far', { category: 'tech', price: 90 });
    // The product in the same kits as itself cannot be: kits hold a product once. Its keepers
    // keep only it and its neighbour.
    await keepers(t.db, KEPT_TOGETHER_MIN, [self, near]);
    expect(await lines(self)).toEqual(['Near kept-together', 'Far same-category']);
  });

  it('fills the list with kept-together gear first when there is more than room for', async () => {
    const self = await product('Self', { category: 'tech', price: 50 });
    const kept: string[] = [];
    for (let n = 0; n < RELATED_MAX + 2; n++) {
      kept.push(await product(`Kept ${n}`, { category: 'daily', price: 10 + n }));
    }
    await product('Neighbour', { category: 'tech', price: 51 });
    await keepers(t.db, KEPT_TOGETHER_MIN, [self, ...kept]);
    const answer = await related(self);
    expect(answer.items).toHaveLength(RELATED_MAX);
    expect(answer.items.every((i) => i.reason === 'kept-together')).toBe(true);
  });

  it('reads the kits of at most KEEPERS_SAMPLED keepers, the first by user id', async () => {
    const self = await product('Self', { category: 'tech' });
    const first = await product('First', { category: 'daily' });
    const beyond = await product('Beyond', { category: 'daily' });
    // The first sampled keep First; as many past the sample keep Beyond.
    await sampleKeepers(KEEPERS_SAMPLED + KEPT_TOGETHER_MIN, (g) =>
      g < KEPT_TOGETHER_MIN ? [self, first] : g >= KEEPERS_SAMPLED ? [self, beyond] : [self],
    );
    expect(await lines(self)).toEqual(['First kept-together']);
  });

  it("samples the keepers as if the viewer kept nothing: a keeper's sample takes in the next", async () => {
    const self = await product('Self', { category: 'tech' });
    const last = await product('Last', { category: 'daily' });
    const viewer = await createMember(t);
    await keepAs(viewer, self);
    // The viewer and KEEPERS_SAMPLED keepers sorting after them, the last few of whom keep Last:
    // a visitor's sample holds the viewer and all but the last of those keepers, the viewer's
    // own sample all of them, as it would were the viewer no keeper.
    await sampleKeepers(KEEPERS_SAMPLED, (g) =>
      g >= KEEPERS_SAMPLED - KEPT_TOGETHER_MIN ? [self, last] : [self],
    );
    expect(await lines(self)).toEqual([]);
    expect(await lines(self, viewer)).toEqual(['Last kept-together']);
  });

  it("reads nothing of a member's private kit through one extra account (issue 44's attack)", async () => {
    const niche = await product('Niche Radio', { category: 'tech', price: 80 });
    // The victim's kit: the radio and three others. The attacker keeps the radio and forty
    // candidates, the victim's three among them, all of another category than the radio's, so
    // a candidate on its list could only be there as kept together.
    const secret = [];
    for (const name of ['Secret Knife', 'Secret Poncho', 'Secret Compass']) {
      secret.push(await product(name, { category: 'daily' }));
    }
    const candidates = [...secret];
    for (let n = 0; n < 37; n++)
      candidates.push(await product(`Candidate ${n}`, { category: 'daily' }));
    await keep(t.db, [niche, ...secret]);
    const attacker = await createMember(t);
    await t.db
      .insert(wishlists)
      .values([niche, ...candidates].map((productId) => ({ userId: attacker.id, productId })));

    expect(await lines(niche)).toEqual([]);
    expect(await lines(niche, attacker)).toEqual([]);
  });

  it.each([1, 2, 3, 4, 5])(
    'with %i members besides the reader keeping both, shows them together only from five, and the same whether the reader keeps them or not',
    async (others) => {
      const self = await product('Self', { category: 'tech' });
      const gear = await product('Gear', { category: 'daily' });
      await keepers(t.db, others, [self, gear]);
      const member = await createMember(t);
      // Issue 44's k, as the issue states it: five members other than the reader.
      const together = (keepers: number) => (keepers >= 5 ? ['Gear kept-together'] : []);

      expect(await lines(self)).toEqual(together(others));
      expect(await lines(self, member)).toEqual(together(others));
      // The member keeps both: their own answer stays as it was, even once a visitor's, which
      // counts them, is in the read cache.
      await keepAs(member, self, gear);
      expect(await lines(self, member)).toEqual(together(others));
      await expect.poll(() => lines(self)).toEqual(together(others + 1));
      expect(await lines(self, member)).toEqual(together(others));
      // How many keep it is never told, only the reason.
      for (const item of (await related(self)).items) {
        expect(Object.keys(item).sort()).toEqual(['product', 'reason']);
      }
    },
  );

  it.each([
    ['an unverified member', { verified: false }],
    ['a verified member', {}],
    ['an admin', { roles: ['admin' as const] }],
  ])('leaves out the kit of %s who keeps both, where a visitor counts it', async (_, kind) => {
    const self = await product('Self', { category: 'tech' });
    const gear = await product('Gear', { category: 'daily' });
    await keepers(t.db, KEPT_TOGETHER_MIN - 1, [self, gear]);
    const reader = await createMember(t, kind);
    await keepAs(reader, self, gear);
    expect(await lines(self)).toEqual(['Gear kept-together']);
    expect(await lines(self, reader)).toEqual([]);
  });

  it('offers only the catalogue: a submission still pending never shows', async () => {
    const self = await product('Self', { category: 'tech', price: 50 });
    const member = await insertMember(t.db);
    await t.db.insert(pendingProducts).values({
      name: 'Pending Radio',
      category: 'tech',
      price: 50,
      description: 'A radio waiting for an admin to approve it.',
      amazonUrl: 'https://www.amazon.com/dp/B0PENDING1',
      userId: member,
    });
    expect(await related(self)).toEqual({ items: [] });
  });

  it('answers an empty list when nothing relates', async () => {
    const self = await product('Alone', { category: 'barracks' });
    await product('Other', { category: 'daily' });
    const member = await insertMember(t.db);
    await t.db.insert(wishlists).values({ userId: member, productId: self });
    expect(await related(self)).toEqual({ items: [] });
  });

  // As every product route (plugins/errors.ts): a malformed id names nothing, so it is a 404.
  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1'or'1'='1"])(
    'answers 404 Product Not Found for %s',
    async (id) => {
      const res = await t.app.inject({ method: 'GET', url: relatedUrl(encodeURIComponent(id)) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Product Not Found' } });
    },
  );

  it('is cached until a Gear Kit changes', async () => {
    const { self, other } = await heardOf(async () => ({
      self: await product('Self', { category: 'tech' }),
      other: await product('Other', { category: 'daily' }),
    }));
    expect(await lines(self)).toEqual([]);
    // Kits that no trigger tells of: the cached answer stands.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await keepers(tx, KEPT_TOGETHER_MIN, [self, other]);
    });
    expect(await lines(self)).toEqual([]);
    // Any kit's change, even one of neither product, drops it.
    await keep(t.db, [other]);
    await expect.poll(() => lines(self)).toEqual(['Other kept-together']);
  });

  it('is cached until a product changes, as the catalogue is', async () => {
    const { self, far } = await heardOf(async () => ({
      self: await product('Self', { category: 'tech', price: 50 }),
      far: await product('Far', { category: 'tech', price: 90 }),
      near: await product('Near', { category: 'tech', price: 55 }),
    }));
    expect(await lines(self)).toEqual(['Near same-category', 'Far same-category']);

    await t.db.update(products).set({ price: 51 }).where(eq(products.id, far));
    await expect.poll(() => lines(self)).toEqual(['Far same-category', 'Near same-category']);

    await t.db.update(products).set({ category: 'daily' }).where(eq(products.id, far));
    await expect.poll(() => lines(self)).toEqual(['Near same-category']);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/products/{id}/related'].get).toBeDefined();
  });
});
