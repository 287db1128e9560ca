import { beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/fixtures';
import { useTestApp } from '../../test/use-test-app';

// Issue 48: the catalogue bounded by the maker's claimed weight and volume, in base units.
const t = useTestApp();
const ids: Record<string, string> = {};

beforeAll(async () => {
  const make = async (key: string, over: Parameters<typeof insertProduct>[1]) => {
    ids[key] = (await insertProduct(t.db, { name: `Spec ${key}`, ...over })).id;
  };
  await make('gel', { category: 'nutrition', price: 3, specWeight: 40, specVolume: 0.1 });
  await make('daypack', { category: 'deployment', price: 90, specWeight: 850, specVolume: 25 });
  await make('ruck', { category: 'deployment', price: 240, specWeight: 2100, specVolume: 45 });
  await make('plate', { category: 'training', price: 120, specWeight: 9072 });
  // Claims nothing: it matches no bound on a claim.
  await make('mystery', { category: 'deployment', price: 60 });
});

type Page = { items: { id: string }[]; total: number };
const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<Page>();
};
const names = (page: Page) =>
  page.items.map((i) => Object.keys(ids).find((k) => ids[k] === i.id)).sort();

describe('GET /api/products by claimed weight and volume', () => {
  it('bounds the weight at either end, inclusive, leaving out products claiming none', async () => {
    expect(names(await list('?maxWeight=850'))).toEqual(['daypack', 'gel']);
    expect(names(await list('?minWeight=850'))).toEqual(['daypack', 'plate', 'ruck']);
    expect(names(await list('?minWeight=100&maxWeight=2100'))).toEqual(['daypack', 'ruck']);
    expect((await list('?minWeight=100&maxWeight=2100')).total).toBe(2);
  });

  it('bounds the volume in litres, with decimals, and with the weight and category', async () => {
    expect(names(await list('?minVolume=20&maxVolume=45'))).toEqual(['daypack', 'ruck']);
    expect(names(await list('?maxVolume=0.1'))).toEqual(['gel']);
    expect(names(await list('?maxWeight=1000&minVolume=1&category=deployment'))).toEqual([
      'daypack',
    ]);
  });

  it('changes nothing else: without bounds every product is listed, in the same order', async () => {
    const all = await list('?sort=price-low');
    expect(all.total).toBe(5);
    const bounded = await list('?sort=price-low&minWeight=0');
    expect(bounded.items.map((i) => i.id)).toEqual(
      all.items.map((i) => i.id).filter((id) => id !== ids.mystery),
    );
  });

  it.each([
    ['?maxWeight=heavy', 'Maximum weight must be a number of grams'],
    ['?minWeight=-3', 'Minimum weight must be a number of grams'],
    ['?maxWeight=900000', 'Maximum weight must be at most 200,000 g'],
    ['?minVolume=1e3', 'Minimum volume must be a number of litres'],
    ['?maxVolume=501', 'Maximum volume must be at most 500 L'],
    ['?minWeight=2000&maxWeight=1000', 'Minimum weight cannot be more than maximum weight'],
    ['?minVolume=40&maxVolume=20', 'Minimum volume cannot be more than maximum volume'],
  ])('rejects %s with 400 and its message', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'validation', message } });
  });
});
