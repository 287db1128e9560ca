import { beforeAll, describe, expect, it } from 'vitest';
import type { TMissionResult } from '@shared/schemas/mission';
import { insertMember, insertProduct, insertReview } from '../../test/fixtures';
import { useTestApp } from '../../test/use-test-app';

// Issue 48: a cap on the kit's claimed weight. Everyday carry needs two daily essentials and
// one tech item; each product here has five approved reviews of one score.
const t = useTestApp();

beforeAll(async () => {
  const add = async (
    name: string,
    category: 'daily' | 'tech',
    score: number,
    specWeight: number | null,
  ) => {
    const { id } = await insertProduct(t.db, { name, category, price: 40, specWeight });
    for (let i = 0; i < 5; i++) {
      const member = await insertMember(t.db, { branch: 'army' });
      const v = { durability: score, portability: score, costValue: score };
      await insertReview(t.db, id, member, {
        ...v,
        civilianAdaptation: score,
        overallUtility: score,
      });
    }
  };
  await add('Heavy Wallet', 'daily', 9, 800);
  await add('Mystery Knife', 'daily', 8, null);
  await add('Light Wallet', 'daily', 6, 100);
  await add('Brick Radio', 'tech', 9, 1500);
  await add('Pocket Torch', 'tech', 6, 150);
});

async function match(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/mission-matcher?${query}` });
  return { status: res.statusCode, body: res.json<TMissionResult>() };
}
const picks = (r: TMissionResult) => r.slots.map((s) => s.pick?.name ?? null);

describe('the Mission Matcher’s weight cap', () => {
  it('without a cap, prints the kit’s claimed weight over the items that claim one', async () => {
    const { body } = await match('profile=everyday-carry');
    expect(picks(body)).toEqual(['Heavy Wallet', 'Mystery Knife', 'Brick Radio']);
    expect(body.maxWeight).toBeNull();
    expect(body.weight).toEqual({ grams: 2300, weighed: 2, items: 3 });
    expect(body.slots[1]!.pick!.weight).toBeNull();
    expect(body.slots[2]!.pick!.weight).toBe(1500);
  });

  it('keeps the claimed weights within the cap, trading score for weight', async () => {
    const { body } = await match('profile=everyday-carry&maxWeight=1000');
    expect(picks(body)).toEqual(['Heavy Wallet', 'Mystery Knife', 'Pocket Torch']);
    expect(body).toMatchObject({ maxWeight: 1000, weight: { grams: 950, weighed: 2, items: 3 } });
    const tight = (await match('profile=everyday-carry&maxWeight=500')).body;
    expect(picks(tight)).toEqual(['Mystery Knife', 'Light Wallet', 'Pocket Torch']);
    expect(tight.weight).toEqual({ grams: 250, weighed: 2, items: 3 });
  });

  it('offers no alternate or swap that would pass the cap', async () => {
    const { body } = await match('profile=everyday-carry&maxWeight=1000');
    const names = body.slots.flatMap((s) => s.alternates.map((a) => a.name));
    expect(names).not.toContain('Brick Radio');
  });

  it.each([
    ['maxWeight=heavy', 'Weight cap must be a number of grams'],
    ['maxWeight=-5', 'Weight cap must be a number of grams'],
    ['maxWeight=0', 'Weight cap must be at least 1 g'],
    ['maxWeight=2000000', 'Weight cap must be at most 1,000,000 g'],
  ])('refuses %s with 400 and its message', async (query, message) => {
    const { status, body } = await match(`profile=everyday-carry&${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { code: 'validation', message } });
  });
});
