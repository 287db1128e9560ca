import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUGGEST_PRODUCTS } from '@shared/limits';
import { SUGGEST_MSG, ZSuggestions, type TSuggestions } from '@shared/schemas/search';
import { products } from '../products/schema';
import type { Db } from '../../db/types';
import { heardBy, productEvent } from '../../test/change-feed';
import { insertProduct } from '../../test/fixtures';
import { startTestApp } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();
const ids: Record<string, string> = {};

// Hand-made catalogue: each word below is in the products named, and nowhere else.
beforeAll(async () => {
  const make = async (key: string, over: Parameters<typeof insertProduct>[1]) => {
    ids[key] = (await insertProduct(t.db, over)).id;
  };
  await make('ripstop', {
    name: 'Ranger Ripstop Pack',
    description: 'A thirty litre pack of ripstop nylon for long rucks.',
    battleReadyIndex: 70,
  });
  await make('flashlight', {
    name: 'Ironbeam Flashlight 900',
    description: 'Pocket light with a red lens and a pocket clip.',
    battleReadyIndex: 60,
    category: 'tech',
  });
  // Best BRI of the three with "flashlight", but in its description only.
  await make('torch', {
    name: 'Night Torch',
    description: 'A flashlight by another name, bright enough for a night movement.',
    battleReadyIndex: 95,
    category: 'tech',
  });
  await make('headlamp', {
    name: 'Brightline Flashlight Headlamp',
    description: 'Hands-free light that straps to a helmet for map reading.',
    battleReadyIndex: 40,
    category: 'tech',
  });
  await make('carrier', {
    name: 'Molle Plate Carrier',
    description: 'Plate carrier with webbing on every side and quick-release buckles.',
    battleReadyIndex: 85,
  });
  await make('protein', {
    name: 'Whey Protein Bar 12-Pack',
    description: 'Twenty grams of whey protein in every bar, chocolate or vanilla.',
    battleReadyIndex: 50,
    category: 'nutrition',
  });
  await make('odd', {
    name: 'Volt 100% Brick_20K',
    description: "A power bank (beta) that's tested; logs under C:\\gear\\logs, never .* globs.",
    battleReadyIndex: 30,
    category: 'tech',
  });
  await make('unicode', {
    name: 'Ärmelschoner Naïve Sleeve',
    description: 'Sleeve protectors for the office 🔥 tested in the barracks.',
    battleReadyIndex: 20,
    category: 'barracks',
  });
});

async function suggest(q: string): Promise<TSuggestions> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search/suggest?q=${encodeURIComponent(q)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZSuggestions.parse(res.json());
}

const names = (s: TSuggestions) => s.products.map((p) => p.name);

describe('GET /api/search/suggest', () => {
  it('ranks matches of the name before matches of the description only, each by BRI', async () => {
    const found = await suggest('flashlight');
    expect(names(found)).toEqual([
      'Ironbeam Flashlight 900',
      'Brightline Flashlight Headlamp',
      'Night Torch',
    ]);
    expect(found).toMatchObject({ query: 'flashlight', correctedTo: null });
    expect(found.products[0]).toEqual({
      id: ids.flashlight,
      name: 'Ironbeam Flashlight 900',
      imageUrl: '/images/categories/deployment.svg',
      picture: null,
      category: 'tech',
      price: 50,
      battleReadyIndex: 60,
    });
  });

  it('finds a term in descriptions only, in any case, and echoes it trimmed', async () => {
    const found = await suggest('  WEBBING ');
    expect(found).toMatchObject({ query: 'WEBBING', correctedTo: null });
    expect(names(found)).toEqual(['Molle Plate Carrier']);
  });

  it('finds multi-word terms as typed', async () => {
    expect(names(await suggest('plate carrier'))).toEqual(['Molle Plate Carrier']);
    expect(names(await suggest('red lens'))).toEqual(['Ironbeam Flashlight 900']);
  });

  it.each([
    ['ripstp', 'ripstop', 'Ranger Ripstop Pack'],
    ['carier', 'carrier', 'Molle Plate Carrier'],
    ['flashlite', 'flashlight', 'Ironbeam Flashlight 900'],
    // Edit distance 2: two letters swapped.
    ['protien', 'protein', 'Whey Protein Bar 12-Pack'],
    ['ripsotp', 'ripstop', 'Ranger Ripstop Pack'],
  ])('forgives the misspelling %s (corrected to %s)', async (typed, corrected, first) => {
    const found = await suggest(typed);
    expect(found.correctedTo).toBe(corrected);
    expect(found.query).toBe(typed);
    expect(names(found)[0]).toBe(first);
  });

  it('corrects only the misspelt words of a multi-word term, separators kept', async () => {
    const found = await suggest('Molle Plate Carier');
    expect(found).toMatchObject({
      query: 'Molle Plate Carier',
      correctedTo: 'molle plate carrier',
    });
    expect(names(found)).toEqual(['Molle Plate Carrier']);
    expect((await suggest('Quick-Relese')).correctedTo).toBe('quick-release');
  });

  it('offers nothing, and no correction, for a term like no word of the catalogue', async () => {
    expect(await suggest('xqzvw')).toEqual({
      query: 'xqzvw',
      correctedTo: null,
      products: [],
      categories: [],
      questions: [],
    });
  });

  it('takes a number as typed, never correcting it to a similar one', async () => {
    expect(await suggest('901')).toMatchObject({ correctedTo: null, products: [] });
    expect(names(await suggest('900'))).toEqual(['Ironbeam Flashlight 900']);
  });

  it.each([
    ['100%', ['Volt 100% Brick_20K']],
    ['0%', ['Volt 100% Brick_20K']],
    ['%%', []],
    ['k_2', ['Volt 100% Brick_20K']],
    ['k_', ['Volt 100% Brick_20K']],
    ['_k', []],
    ['c:\\gear', ['Volt 100% Brick_20K']],
    ['\\\\', []],
    ["that's", ['Volt 100% Brick_20K']],
    ["'s t", ['Volt 100% Brick_20K']],
    ['.*', ['Volt 100% Brick_20K']],
    ['r.*', []],
    ['(beta', ['Volt 100% Brick_20K']],
    ['((', []],
  ])('takes %s literally', async (term, expected) => {
    const found = await suggest(term);
    expect(names(found)).toEqual(expected);
  });

  it('folds the case of letters outside ASCII and finds emoji', async () => {
    expect(names(await suggest('ärmel'))).toEqual(['Ärmelschoner Naïve Sleeve']);
    expect(names(await suggest('ÄRMELSCHONER'))).toEqual(['Ärmelschoner Naïve Sleeve']);
    expect(names(await suggest('naïve'))).toEqual(['Ärmelschoner Naïve Sleeve']);
    expect(names(await suggest('🔥 tested'))).toEqual(['Ärmelschoner Naïve Sleeve']);
    // An accent left off is a misspelling, corrected to the word with it.
    expect(await suggest('armelschoner')).toMatchObject({ correctedTo: 'ärmelschoner' });
  });

  it('offers categories whose label or id has the term', async () => {
    expect((await suggest('deploy')).categories).toEqual([
      { id: 'deployment', label: 'Deployment Essentials' },
    ]);
    expect((await suggest('Tech')).categories).toEqual([
      { id: 'tech', label: 'Tech & Communications' },
    ]);
    expect((await suggest('flashlight')).categories).toEqual([]);
  });

  it('keeps to SUGGEST_PRODUCTS', async () => {
    const counted = (await t.db.execute(
      sql`select count(*)::int as n from products where search_text like '%th%'`,
    )) as unknown as { rows: { n: number }[] };
    expect(counted.rows[0]!.n).toBeGreaterThan(SUGGEST_PRODUCTS);
    expect((await suggest('th')).products).toHaveLength(SUGGEST_PRODUCTS);
  });

  it.each([
    ['', SUGGEST_MSG.tooShort],
    ['a', SUGGEST_MSG.tooShort],
    ['   a   ', SUGGEST_MSG.tooShort],
    ['x'.repeat(101), SUGGEST_MSG.tooLong],
    ['x'.repeat(200), SUGGEST_MSG.tooLong],
  ])('answers %j with a 400 that says why', async (q, message) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search/suggest?q=${encodeURIComponent(q)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'validation', message } });
  });

  it('answers a missing term with a 400 too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search/suggest' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'validation', message: SUGGEST_MSG.tooShort },
    });
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/search/suggest'].get.tags).toEqual(['search']);
  });
});

describe("the catalogue's typo tolerance", () => {
  const page = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: { name: string }[]; total: number; correctedTo: string | null };
  };

  it('shows the page of the corrected words and says so', async () => {
    const found = await page('search=ripstp');
    expect(found).toMatchObject({ correctedTo: 'ripstop', total: 1 });
    expect(found.items.map((p) => p.name)).toEqual(['Ranger Ripstop Pack']);
    expect((await page('search=molle%20plate%20carier')).correctedTo).toBe('molle plate carrier');
  });

  it('searches the term as typed with exact=1', async () => {
    expect(await page('search=ripstp&exact=1')).toMatchObject({
      correctedTo: null,
      total: 0,
      items: [],
    });
  });

  it('says nothing of corrections for a term found as typed', async () => {
    expect(await page('search=flashlight')).toMatchObject({ correctedTo: null, total: 3 });
    expect((await page('')).correctedTo).toBeNull();
  });

  it('rejects an exact flag other than 1', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?search=x&exact=yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'validation', message: 'exact must be 1' },
    });
  });
});

describe('the vocabulary (search_words)', () => {
  type Word = { word: string; in_names: number; in_texts: number };
  const words = async (db: Db) =>
    (
      (await db.execute(
        sql`select word, in_names, in_texts from search_words order by word`,
      )) as unknown as {
        rows: Word[];
      }
    ).rows;
  /** What the triggers kept, beside what a rebuild from the products computes. */
  const keptAndRebuilt = async () => {
    const kept = await words(t.db);
    await t.db.execute(sql`select search_words_rebuild()`);
    return { kept, rebuilt: await words(t.db) };
  };
  const word = async (w: string) => (await words(t.db)).find((r) => r.word === w);

  it('counts the words of names and of descriptions', async () => {
    expect(await word('flashlight')).toEqual({ word: 'flashlight', in_names: 2, in_texts: 3 });
    expect(await word('webbing')).toEqual({ word: 'webbing', in_names: 0, in_texts: 1 });
    expect(await word('ärmelschoner')).toEqual({ word: 'ärmelschoner', in_names: 1, in_texts: 1 });
  });

  it('stays exact through insert, bulk insert, update and delete', async () => {
    const one = await insertProduct(t.db, {
      name: 'Zephyr Canteen',
      description: 'A zephyr of a canteen, steel and cork.',
    });
    expect(await word('zephyr')).toEqual({ word: 'zephyr', in_names: 1, in_texts: 1 });
    const bulk = await t.db
      .insert(products)
      .values(
        [1, 2, 3].map((n) => ({
          name: `Zephyr Cup ${n}`,
          description: 'Enamel cup for the zephyr canteen, bulk loaded.',
          category: 'nutrition' as const,
          price: 9,
        })),
      )
      .returning({ id: products.id });
    expect(await word('zephyr')).toEqual({ word: 'zephyr', in_names: 4, in_texts: 4 });
    expect(await word('enamel')).toEqual({ word: 'enamel', in_names: 0, in_texts: 3 });

    await t.db
      .update(products)
      .set({ name: 'Quokka Canteen', description: 'Steel and cork, nothing else here.' })
      .where(eq(products.id, one.id));
    expect(await word('zephyr')).toEqual({ word: 'zephyr', in_names: 3, in_texts: 3 });
    expect(await word('quokka')).toEqual({ word: 'quokka', in_names: 1, in_texts: 1 });
    // An update that leaves the text alone changes no count.
    await t.db.update(products).set({ viewCount: 7 });
    await t.db.delete(products).where(eq(products.id, bulk[0]!.id));
    expect(await word('enamel')).toEqual({ word: 'enamel', in_names: 0, in_texts: 2 });
    await t.db.delete(products).where(eq(products.id, one.id));
    expect(await word('quokka')).toBeUndefined();

    const { kept, rebuilt } = await keptAndRebuilt();
    expect(kept).toEqual(rebuilt);
  });
});

describe('suggestions from the read cache', () => {
  const own = startTestApp({ readCacheBytes: 8 * 1024 * 1024 });
  afterAll(async () => (await own).close());

  it('are dropped when a product changes', async () => {
    const { app, db } = await own;
    const stream = await heardBy(app);
    try {
      const url = '/api/search/suggest?q=lantern';
      const first = await app.inject({ method: 'GET', url });
      expect(first.json().products).toEqual([]);
      expect(app.readCache.get(url)).toBeDefined();
      const before = Date.now();
      const product = await insertProduct(db, { name: 'Storm Lantern' });
      await stream.next(productEvent(product.id, before));
      expect(app.readCache.get(url)).toBeUndefined();
      const again = await app.inject({ method: 'GET', url });
      expect(again.json().products.map((p: { name: string }) => p.name)).toEqual(['Storm Lantern']);
    } finally {
      stream.close();
    }
  });
});
