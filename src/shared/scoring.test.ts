import { describe, expect, it } from 'vitest';
import {
  aggregate,
  battleReadyIndex,
  briBand,
  reviewScoreOutOf10,
  type ScoredReview,
  type Scores,
} from '@shared/scoring';

function scores(
  durability: number,
  portability: number,
  costValue: number,
  civilianAdaptation: number,
  overallUtility: number,
): Scores {
  return { durability, portability, costValue, civilianAdaptation, overallUtility };
}

function review(overrides: Partial<ScoredReview> = {}): ScoredReview {
  return {
    ...scores(8, 8, 8, 8, 8),
    rating: 4,
    branch: null,
    createdAt: new Date('2024-01-01T00:00:00Z'),
    ...overrides,
  };
}

const day = (d: number) => new Date(Date.UTC(2024, 0, d));

describe('battleReadyIndex', () => {
  it('is 10 × the mean of the five sub-scores with equal weights', () => {
    // (9 + 8 + 7 + 10 + 6) / 5 = 8 → 80
    expect(battleReadyIndex(scores(9, 8, 7, 10, 6))).toBe(80);
    // (10 + 9 + 9 + 9 + 9) / 5 = 9.2 → 92
    expect(battleReadyIndex(scores(10, 9, 9, 9, 9))).toBe(92);
  });

  it('is 100 for perfect scores and 10 for minimum scores', () => {
    expect(battleReadyIndex(scores(10, 10, 10, 10, 10))).toBe(100);
    expect(battleReadyIndex(scores(1, 1, 1, 1, 1))).toBe(10);
  });

  it('rounds an exact .5 up', () => {
    // (8.25 + 8 + 8 + 8 + 8) / 5 = 8.05 → 80.5 → 81
    expect(battleReadyIndex(scores(8.25, 8, 8, 8, 8))).toBe(81);
    // (9 + 9 + 9 + 9 + 8.75) / 5 = 8.95 → 89.5 → 90
    expect(battleReadyIndex(scores(9, 9, 9, 9, 8.75))).toBe(90);
  });

  it('rounds below .5 down', () => {
    // (8.2 + 8 + 8 + 8 + 8) / 5 = 8.04 → 80.4 → 80
    expect(battleReadyIndex(scores(8.2, 8, 8, 8, 8))).toBe(80);
  });
});

describe('briBand', () => {
  it('is green at 90 and above', () => {
    expect(briBand(90)).toBe('green');
    expect(briBand(100)).toBe('green');
  });

  it('is yellow from 80 to 89', () => {
    expect(briBand(80)).toBe('yellow');
    expect(briBand(89)).toBe('yellow');
  });

  it('is orange below 80', () => {
    expect(briBand(79)).toBe('orange');
    expect(briBand(0)).toBe('orange');
  });
});

describe('aggregate', () => {
  it('returns zeros and top branch "All" when there are no reviews', () => {
    expect(aggregate([])).toEqual({
      averageRating: 0,
      reviewCount: 0,
      battleReadyIndex: 0,
      topBranch: 'All',
      durability: 0,
      portability: 0,
      costValue: 0,
      civilianAdaptation: 0,
      overallUtility: 0,
    });
  });

  it('uses the scores of a single review as they are', () => {
    const result = aggregate([review({ ...scores(9, 7, 6, 10, 8), rating: 5, branch: 'navy' })]);
    expect(result).toEqual({
      averageRating: 5,
      reviewCount: 1,
      // (9 + 7 + 6 + 10 + 8) / 5 = 8 → 80
      battleReadyIndex: 80,
      topBranch: 'navy',
      durability: 9,
      portability: 7,
      costValue: 6,
      civilianAdaptation: 10,
      overallUtility: 8,
    });
  });

  it('averages each sub-score and the rating over the reviews', () => {
    const result = aggregate([
      review({ ...scores(10, 6, 7, 9, 8), rating: 5 }),
      review({ ...scores(8, 4, 9, 7, 6), rating: 4 }),
    ]);
    expect(result.durability).toBe(9);
    expect(result.portability).toBe(5);
    expect(result.costValue).toBe(8);
    expect(result.civilianAdaptation).toBe(8);
    expect(result.overallUtility).toBe(7);
    expect(result.averageRating).toBe(4.5);
    expect(result.reviewCount).toBe(2);
    // (9 + 5 + 8 + 8 + 7) / 5 = 7.4 → 74
    expect(result.battleReadyIndex).toBe(74);
  });

  it('keeps means to two decimals', () => {
    const result = aggregate([
      review({ ...scores(10, 1, 9, 8, 8), rating: 5 }),
      review({ ...scores(9, 2, 9, 8, 8), rating: 4 }),
      review({ ...scores(9, 2, 8, 8, 8), rating: 4 }),
    ]);
    // 28 / 3 = 9.333… → 9.33
    expect(result.durability).toBe(9.33);
    // 5 / 3 = 1.666… → 1.67
    expect(result.portability).toBe(1.67);
    // 26 / 3 = 8.666… → 8.67
    expect(result.costValue).toBe(8.67);
    // 13 / 3 = 4.333… → 4.33
    expect(result.averageRating).toBe(4.33);
  });

  it('rounds a BRI of exactly x.5 up (four reviews, 80.5 → 81)', () => {
    // Durability 8, 8, 8, 9 → 33/4 = 8.25; the other four stay 8.
    // (8.25 + 8 × 4) / 5 = 40.25 / 5 = 8.05 → 80.5 → 81.
    const reviews = [
      review(scores(8, 8, 8, 8, 8)),
      review(scores(8, 8, 8, 8, 8)),
      review(scores(8, 8, 8, 8, 8)),
      review(scores(9, 8, 8, 8, 8)),
    ];
    const result = aggregate(reviews);
    expect(result.durability).toBe(8.25);
    expect(result.battleReadyIndex).toBe(81);
  });

  it('computes the BRI from the exact means, not the two-decimal ones', () => {
    // Eleven reviews: six all 8s, five all 7s. Every sub-score mean is 83/11 = 7.5454…,
    // stored as 7.55. Exact: 10 × 7.5454… = 75.45 → 75. From the stored means it would be
    // 10 × 7.55 = 75.5 → 76.
    const reviews = [
      ...Array.from({ length: 6 }, () => review(scores(8, 8, 8, 8, 8))),
      ...Array.from({ length: 5 }, () => review(scores(7, 7, 7, 7, 7))),
    ];
    const result = aggregate(reviews);
    expect(result.durability).toBe(7.55);
    expect(result.overallUtility).toBe(7.55);
    expect(result.battleReadyIndex).toBe(75);
  });

  it('counts every review passed in the review count', () => {
    const reviews = [review(), review(), review(), review(), review()];
    expect(aggregate(reviews).reviewCount).toBe(5);
  });

  describe('top branch', () => {
    it('is the most frequent reviewer branch', () => {
      const result = aggregate([
        review({ branch: 'army', createdAt: day(1) }),
        review({ branch: 'navy', createdAt: day(2) }),
        review({ branch: 'army', createdAt: day(3) }),
        review({ branch: 'marines', createdAt: day(4) }),
      ]);
      expect(result.topBranch).toBe('army');
    });

    it('is the most frequent branch even when another branch reviewed first', () => {
      const result = aggregate([
        review({ branch: 'navy', createdAt: day(1) }),
        review({ branch: 'marines', createdAt: day(2) }),
        review({ branch: 'marines', createdAt: day(3) }),
      ]);
      expect(result.topBranch).toBe('marines');
    });

    it('prefers frequency over recency', () => {
      const result = aggregate([
        review({ branch: 'army', createdAt: day(1) }),
        review({ branch: 'army', createdAt: day(2) }),
        review({ branch: 'navy', createdAt: day(30) }),
      ]);
      expect(result.topBranch).toBe('army');
    });

    it('breaks a tie in favour of the branch whose latest review is most recent', () => {
      // army and navy both have two reviews; navy's latest (day 9) beats army's latest (day 8).
      const result = aggregate([
        review({ branch: 'army', createdAt: day(1) }),
        review({ branch: 'navy', createdAt: day(2) }),
        review({ branch: 'navy', createdAt: day(9) }),
        review({ branch: 'army', createdAt: day(8) }),
      ]);
      expect(result.topBranch).toBe('navy');
    });

    it('breaks a tie by recency whatever the order of the reviews', () => {
      // army has the most recent review (day 20) even though it comes first in the list.
      const result = aggregate([
        review({ branch: 'army', createdAt: day(20) }),
        review({ branch: 'coast_guard', createdAt: day(5) }),
        review({ branch: 'coast_guard', createdAt: day(15) }),
        review({ branch: 'army', createdAt: day(1) }),
      ]);
      expect(result.topBranch).toBe('army');
    });

    it('ignores reviews without a branch', () => {
      const result = aggregate([
        review({ branch: null, createdAt: day(1) }),
        review({ branch: null, createdAt: day(2) }),
        review({ branch: 'veteran', createdAt: day(3) }),
      ]);
      expect(result.topBranch).toBe('veteran');
    });

    it('is "All" when no reviewer has a branch', () => {
      const result = aggregate([review({ branch: null }), review({ branch: null })]);
      expect(result.topBranch).toBe('All');
      expect(result.reviewCount).toBe(2);
    });
  });
});

describe('reviewScoreOutOf10', () => {
  it('is the mean of the five scores', () => {
    // (9 + 8 + 7 + 10 + 8) / 5 = 8.4
    expect(reviewScoreOutOf10(scores(9, 8, 7, 10, 8))).toBe(8.4);
    expect(reviewScoreOutOf10(scores(10, 10, 10, 10, 10))).toBe(10);
    expect(reviewScoreOutOf10(scores(1, 1, 1, 1, 1))).toBe(1);
  });

  it('keeps two decimals', () => {
    // (8.33 + 8 + 8 + 8 + 8) / 5 = 8.066 → 8.07
    expect(reviewScoreOutOf10(scores(8.33, 8, 8, 8, 8))).toBe(8.07);
  });
});

describe('aggregate rounding at exact halves', () => {
  const at = (d: number, p: number, c: number, a: number, u: number, rating = 4) => ({
    durability: d,
    portability: p,
    costValue: c,
    civilianAdaptation: a,
    overallUtility: u,
    rating,
    branch: 'army',
    createdAt: new Date(0),
  });

  it('rounds a BRI of exactly 79.5 up to 80 even where floating means would give 79.4999…', () => {
    // Totals 100, 92, 91, 102, 92 over 12 reviews: 10 × 477 / 60 = 79.5.
    const col = (hi: number, nHi: number, lo: number) =>
      Array.from({ length: 12 }, (_, i) => (i < nHi ? hi : lo));
    const [d, p, c, a, u] = [col(9, 4, 8), col(8, 8, 7), col(8, 7, 7), col(9, 6, 8), col(8, 8, 7)];
    const reviews = d.map((_, i) => at(d[i]!, p[i]!, c[i]!, a[i]!, u[i]!));
    const totals = [
      'durability',
      'portability',
      'costValue',
      'civilianAdaptation',
      'overallUtility',
    ].map((k) => reviews.reduce((s, r) => s + (r as unknown as Record<string, number>)[k]!, 0));
    expect(totals).toEqual([100, 92, 91, 102, 92]);
    const agg = aggregate(reviews);
    expect(agg.battleReadyIndex).toBe(80);
    expect(briBand(agg.battleReadyIndex)).toBe('yellow');
  });

  it('rounds a mean of exactly 4.225 to 4.23', () => {
    const reviews = [
      ...Array.from({ length: 9 }, () => at(8, 8, 8, 8, 8, 5)),
      ...Array.from({ length: 31 }, () => at(8, 8, 8, 8, 8, 4)),
    ];
    expect(aggregate(reviews).averageRating).toBe(4.23);
  });
});
