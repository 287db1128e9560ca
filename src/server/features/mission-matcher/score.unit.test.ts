import { describe, expect, it } from 'vitest';
import type { Priorities } from '@shared/mission';
import type { Scores } from '@shared/scoring';
import { leadingMetric, matchScore, rankingReviews, shrunkScores } from './score';

const all = (v: number): Scores => ({
  durability: v,
  portability: v,
  costValue: v,
  civilianAdaptation: v,
  overallUtility: v,
});
const NORMAL: Priorities = {
  durability: 'normal',
  portability: 'normal',
  costValue: 'normal',
  civilianAdaptation: 'normal',
  overallUtility: 'normal',
};
const PRIOR = all(7);

describe('match score', () => {
  it('pulls each sub-score toward the catalogue mean by five reviews', () => {
    // (1 × 10 + 5 × 7) / 6 = 7.5
    expect(shrunkScores({ reviews: 1, scores: all(10) }, PRIOR).durability).toBe(7.5);
    // (40 × 9 + 5 × 7) / 45 = 8.777…
    expect(shrunkScores({ reviews: 40, scores: all(9) }, PRIOR).durability).toBeCloseTo(8.778, 3);
  });

  it('ranks forty 9/10 reviews above one perfect one', () => {
    const perfect = matchScore({ reviews: 1, scores: all(10) }, PRIOR, NORMAL);
    const proven = matchScore({ reviews: 40, scores: all(9) }, PRIOR, NORMAL);
    expect(perfect).toBe(75);
    expect(proven).toBeCloseTo(87.78, 2);
    expect(proven).toBeGreaterThan(perfect);
  });

  it('gives an unreviewed product the catalogue mean', () => {
    expect(matchScore({ reviews: 0, scores: all(0) }, PRIOR, NORMAL)).toBe(70);
  });

  it('follows the priorities: raising one metric puts the product strong in it first', () => {
    const tough = { reviews: 20, scores: { ...all(6), durability: 10 } };
    const light = { reviews: 20, scores: { ...all(6), portability: 10 } };
    expect(matchScore(tough, PRIOR, NORMAL)).toBeCloseTo(matchScore(light, PRIOR, NORMAL), 10);
    const durable = { ...NORMAL, durability: 'high' as const };
    expect(matchScore(tough, PRIOR, durable)).toBeGreaterThan(matchScore(light, PRIOR, durable));
    const portable = { ...NORMAL, portability: 'high' as const };
    expect(matchScore(light, PRIOR, portable)).toBeGreaterThan(matchScore(tough, PRIOR, portable));
    // Hand-computed: durability 10 and 6s shrunk by 20 of 25 → 9.4 and 6.2; weights 2,1,1,1,1.
    expect(matchScore(tough, PRIOR, durable)).toBeCloseTo((10 * (2 * 9.4 + 4 * 6.2)) / 6, 10);
  });
});

describe('whose reviews rank a product', () => {
  const everyone = { reviews: 12, scores: all(8) };
  it('uses a branch once it has written three approved reviews', () => {
    const branch = { reviews: 3, scores: all(9) };
    expect(rankingReviews(everyone, branch)).toEqual({ basis: 'branch', summary: branch });
  });

  it('falls back to everyone below three, and says so', () => {
    expect(rankingReviews(everyone, { reviews: 2, scores: all(9) })).toEqual({
      basis: 'all',
      summary: everyone,
    });
    expect(rankingReviews(everyone, null).basis).toBe('all');
    expect(rankingReviews({ reviews: 0, scores: all(0) }, null).basis).toBe('unreviewed');
  });
});

describe('the metric a reason names', () => {
  it('is the best-scored of the most weighted, ties to the first listed', () => {
    const scores = { ...all(5), durability: 9.4, portability: 9.6 };
    expect(leadingMetric(scores, { ...NORMAL, durability: 'high' })).toBe('durability');
    expect(leadingMetric(scores, NORMAL)).toBe('portability');
    expect(leadingMetric(all(8), NORMAL)).toBe('durability');
  });
});
