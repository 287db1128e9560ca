import { describe, expect, it } from 'vitest';
import { applySwaps, bestKit, cheapestCompleteCents, type Candidate, type Need } from './kit';

const c = (id: string, score: number, dollars: number): Candidate => ({
  id,
  score,
  cents: dollars * 100,
});
const A = c('A', 90, 100);
const B = c('B', 80, 50);
const C = c('C', 70, 20);
const D = c('D', 90, 60);
const E = c('E', 60, 10);
const TWO_NEEDS: Need[] = [
  { count: 1, candidates: [A, B, C] },
  { count: 1, candidates: [D, E] },
];
/** A budget in cents and no weight cap. */
const within = (cents: number) => ({ cents, grams: Infinity });
const ids = (kit: ReturnType<typeof bestKit>) => kit.slots.map((s) => s.pick?.id ?? null);

describe('bestKit', () => {
  it('takes the highest total score the budget allows, never over it', () => {
    // Within $120: A+E 150, B+D 170, B+E 140, C+D 160, C+E 130; A+D ($160) is over.
    const kit = bestKit(TWO_NEEDS, within(12_000));
    expect(ids(kit)).toEqual(['B', 'D']);
    expect(kit.cents).toBe(11_000);
    expect(kit.complete).toBe(true);
    for (const budget of [3_000, 7_000, 11_000, 16_000, 100_000]) {
      expect(bestKit(TWO_NEEDS, within(budget)).cents).toBeLessThanOrEqual(budget);
    }
    expect(ids(bestKit(TWO_NEEDS, within(16_000)))).toEqual(['A', 'D']);
  });

  it('offers under each pick the best others that fit when swapped in alone', () => {
    const kit = bestKit(TWO_NEEDS, within(12_000));
    // Slot 1 has $60 of room for B's place: A ($100) does not fit, C does.
    expect(kit.slots[0]!.alternates.map((a) => a.id)).toEqual(['C']);
    expect(kit.slots[1]!.alternates.map((a) => a.id)).toEqual(['E']);
  });

  it('takes different products for a need of two', () => {
    const kit = bestKit([{ count: 2, candidates: [A, B, C] }], within(8_000));
    expect(ids(kit)).toEqual(['B', 'C']);
  });

  it('fills as many slots as it can when no complete kit fits, and says it is partial', () => {
    // The cheapest complete kit, C + E, costs $30.
    const kit = bestKit(TWO_NEEDS, within(1_500));
    expect(ids(kit)).toEqual([null, 'E']);
    expect(kit.complete).toBe(false);
    expect(bestKit(TWO_NEEDS, within(500)).slots.every((s) => s.pick === null)).toBe(true);
  });

  it('breaks ties the same way every time: cheaper, then the better-ranked candidate', () => {
    const X = c('X', 80, 10);
    const Y = c('Y', 80, 10);
    expect(ids(bestKit([{ count: 1, candidates: [X, Y] }], within(5_000)))).toEqual(['X']);
    expect(ids(bestKit([{ count: 1, candidates: [Y, X] }], within(5_000)))).toEqual(['Y']);
    const dear = c('dear', 80, 20);
    expect(ids(bestKit([{ count: 1, candidates: [dear, X] }], within(5_000)))).toEqual(['X']);
  });
});

describe('applySwaps', () => {
  const kit = bestKit(TWO_NEEDS, within(12_000));

  it('puts an alternate in its slot and moves the total', () => {
    const swapped = applySwaps(TWO_NEEDS, kit, [{ slot: 0, id: 'C' }], within(12_000));
    expect(ids(swapped)).toEqual(['C', 'D']);
    expect(swapped.cents).toBe(8_000);
    // B is an alternate again, so the reader can swap back.
    expect(swapped.slots[0]!.alternates.map((a) => a.id)).toEqual(['B']);
  });

  it('leaves out a swap that would go over budget, is not a candidate or is already in the kit', () => {
    for (const swap of [
      { slot: 0, id: 'A' },
      { slot: 0, id: 'nope' },
      { slot: 1, id: 'B' },
      { slot: 9, id: 'C' },
    ]) {
      expect(ids(applySwaps(TWO_NEEDS, kit, [swap], within(12_000)))).toEqual(['B', 'D']);
    }
  });
});

describe('cheapestCompleteCents', () => {
  it("adds each need's cheapest products, as many as it asks for", () => {
    // Two daily items from $15 and $30, one tech item from $60: $105.
    expect(cheapestCompleteCents([{ count: 2 }, { count: 1 }], [[1500, 3000, 9000], [6000]])).toBe(
      10_500,
    );
  });

  it('is null when a need has fewer products than it asks for', () => {
    expect(cheapestCompleteCents([{ count: 2 }, { count: 1 }], [[1500], [6000]])).toBeNull();
    expect(cheapestCompleteCents([{ count: 1 }], [[]])).toBeNull();
  });

  it('gives a kit that the optimiser can then fill at exactly that budget', () => {
    const cheapest = cheapestCompleteCents(
      TWO_NEEDS,
      TWO_NEEDS.map((n) => n.candidates.map((c) => c.cents).sort((a, b) => a - b)),
    )!;
    expect(cheapest).toBe(3_000);
    expect(bestKit(TWO_NEEDS, within(cheapest)).complete).toBe(true);
    expect(bestKit(TWO_NEEDS, within(cheapest - 1)).complete).toBe(false);
  });
});

describe('the weight cap (issue 48)', () => {
  const g = (id: string, score: number, dollars: number, grams: number | null): Candidate => ({
    ...c(id, score, dollars),
    grams,
  });
  const heavy = g('heavy', 95, 50, 2_000);
  const light = g('light', 80, 60, 600);
  const unknown = g('unknown', 85, 40, null);
  const stove = g('stove', 90, 30, 400);
  const NEEDS: Need[] = [
    { count: 1, candidates: [heavy, unknown, light] },
    { count: 1, candidates: [stove] },
  ];
  const cap = (grams: number) => ({ cents: 100_000, grams });

  it('never lets the claimed weights of the kit pass the cap, trading score for weight', () => {
    expect(ids(bestKit(NEEDS, within(100_000)))).toEqual(['heavy', 'stove']);
    const kit = bestKit([{ count: 1, candidates: [heavy, light] }, NEEDS[1]!], cap(1_000));
    expect(ids(kit)).toEqual(['light', 'stove']);
    expect(bestKit(NEEDS, cap(300)).slots[1]!.pick).toBeNull();
  });

  it('counts a product claiming no weight as unknown, not held to the cap', () => {
    expect(ids(bestKit(NEEDS, cap(1_000)))).toEqual(['unknown', 'stove']);
  });

  it('keeps alternates and swaps within the cap', () => {
    const kit = bestKit(NEEDS, cap(1_000));
    expect(kit.slots[0]!.alternates.map((a) => a.id)).toEqual(['light']);
    expect(ids(applySwaps(NEEDS, kit, [{ slot: 0, id: 'heavy' }], cap(1_000)))).toEqual([
      'unknown',
      'stove',
    ]);
    expect(ids(applySwaps(NEEDS, kit, [{ slot: 0, id: 'light' }], cap(1_000)))).toEqual([
      'light',
      'stove',
    ]);
  });

  it('keeps a cheaper, heavier choice beside a dearer, lighter one until the cap decides', () => {
    // Two needs of one: the cheap pick is heavy, the dear one light; only the cap tells.
    const cheapHeavy = g('cheapHeavy', 90, 10, 900);
    const dearLight = g('dearLight', 90, 50, 100);
    const second = [g('x', 90, 10, 500)];
    const needs: Need[] = [
      { count: 1, candidates: [cheapHeavy, dearLight] },
      { count: 1, candidates: second },
    ];
    expect(ids(bestKit(needs, { cents: 100_000, grams: 700 }))).toEqual(['dearLight', 'x']);
    expect(ids(bestKit(needs, { cents: 100_000, grams: 1_400 }))).toEqual(['cheapHeavy', 'x']);
  });
});
