import { describe, it, expect } from 'vitest';
import { CATEGORY_IDS } from '@shared/catalog';
import { METRICS } from '@shared/scoring';
import { generateReviews, mulberry32, type GeneratedReview } from './generate';
import { SEED_ADVISORS, SEED_BRANCHES, SEED_REVIEWERS, type SeedBranch } from './people';
import { SEED_PRODUCTS } from './products';
import { REVIEW_TEXT } from './review-text';

const CATEGORIES = CATEGORY_IDS;
const SCORE_KEYS = METRICS.map((m) => m.key);

function branchOf(review: GeneratedReview): SeedBranch {
  const reviewer = SEED_REVIEWERS[review.reviewerIndex];
  if (!reviewer) throw new Error(`unknown reviewer ${review.reviewerIndex}`);
  return reviewer.branch;
}

describe('mulberry32', () => {
  it('is deterministic and stays within [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    for (let i = 0; i < 1000; i += 1) {
      const value = a();
      expect(value).toBe(b());
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('differs between seeds', () => {
    expect(mulberry32(1)()).not.toBe(mulberry32(2)());
  });
});

describe('generateReviews', () => {
  const reviews = generateReviews();

  it('is deterministic for the same seed', () => {
    expect(generateReviews(20261120)).toEqual(reviews);
    expect(generateReviews(7)).toEqual(generateReviews(7));
    expect(generateReviews(7)).not.toEqual(reviews);
  });

  it('generates reviewCount reviews for each product', () => {
    SEED_PRODUCTS.forEach((product, index) => {
      const count = reviews.filter((review) => review.productIndex === index).length;
      expect(count).toBe(product.reviewCount);
    });
  });

  it('keeps every score an integer in 1-10 and the rating an integer in 1-5', () => {
    for (const review of reviews) {
      for (const key of SCORE_KEYS) {
        expect(Number.isInteger(review[key])).toBe(true);
        expect(review[key]).toBeGreaterThanOrEqual(1);
        expect(review[key]).toBeLessThanOrEqual(10);
      }
      expect(Number.isInteger(review.rating)).toBe(true);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
    }
  });

  it('keeps scores close to the product quality', () => {
    for (const review of reviews) {
      const product = SEED_PRODUCTS[review.productIndex];
      expect(product).toBeDefined();
      if (!product) continue;
      for (const key of SCORE_KEYS) {
        const expected = Math.min(10, Math.max(1, product.quality[key]));
        expect(Math.abs(review[key] - expected)).toBeLessThanOrEqual(2);
      }
    }
  });

  it('never lets a reviewer review the same product twice', () => {
    const pairs = new Set(reviews.map((r) => `${r.productIndex}:${r.reviewerIndex}`));
    expect(pairs.size).toBe(reviews.length);
    for (const review of reviews) {
      expect(review.reviewerIndex).toBeGreaterThanOrEqual(0);
      expect(review.reviewerIndex).toBeLessThan(SEED_REVIEWERS.length);
    }
  });

  it('includes reviewers from all 8 branches', () => {
    const branches = new Set(reviews.map(branchOf));
    expect(branches.size).toBe(8);
    for (const branch of SEED_BRANCHES) {
      expect(branches.has(branch)).toBe(true);
    }
  });

  it('varies the top branch across products', () => {
    const topBranches = new Set<SeedBranch>();
    SEED_PRODUCTS.forEach((_, index) => {
      const counts = new Map<SeedBranch, number>();
      for (const review of reviews.filter((r) => r.productIndex === index)) {
        const branch = branchOf(review);
        counts.set(branch, (counts.get(branch) ?? 0) + 1);
      }
      let top: SeedBranch | null = null;
      let best = 0;
      for (const [branch, count] of counts) {
        if (count > best) {
          top = branch;
          best = count;
        }
      }
      if (top) topBranches.add(top);
    });
    expect(topBranches.size).toBeGreaterThanOrEqual(6);
  });

  it('keeps text, votes and dates within their ranges', () => {
    for (const review of reviews) {
      expect(review.title.length).toBeGreaterThanOrEqual(1);
      expect(review.title.length).toBeLessThanOrEqual(200);
      expect(review.content.length).toBeGreaterThanOrEqual(10);
      expect(review.content.length).toBeLessThanOrEqual(5000);
      expect(review.pros.length).toBeGreaterThanOrEqual(1);
      expect(review.pros.length).toBeLessThanOrEqual(3);
      expect(review.cons.length).toBeGreaterThanOrEqual(1);
      expect(review.cons.length).toBeLessThanOrEqual(3);
      expect(new Set(review.pros).size).toBe(review.pros.length);
      expect(new Set(review.cons).size).toBe(review.cons.length);
      expect(Number.isInteger(review.upvotes)).toBe(true);
      expect(review.upvotes).toBeGreaterThanOrEqual(0);
      expect(review.upvotes).toBeLessThanOrEqual(40);
      expect(Number.isInteger(review.downvotes)).toBe(true);
      expect(review.downvotes).toBeGreaterThanOrEqual(0);
      expect(review.downvotes).toBeLessThanOrEqual(8);
      expect(Number.isInteger(review.daysAgo)).toBe(true);
      expect(review.daysAgo).toBeGreaterThanOrEqual(1);
      expect(review.daysAgo).toBeLessThanOrEqual(400);
    }
  });

  it('correlates the rating with the mean score', () => {
    const meanRating = (predicate: (mean: number) => boolean): number => {
      const picked = reviews.filter((review) => {
        const mean = SCORE_KEYS.reduce((sum, key) => sum + review[key], 0) / SCORE_KEYS.length;
        return predicate(mean);
      });
      return picked.reduce((sum, review) => sum + review.rating, 0) / Math.max(picked.length, 1);
    };
    expect(meanRating((mean) => mean >= 9)).toBeGreaterThan(4.5);
    expect(meanRating((mean) => mean < 6.5)).toBeLessThan(4);
  });
});

describe('SEED_PRODUCTS', () => {
  it('has at least 60 products and at least 10 per category', () => {
    expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(60);
    for (const category of CATEGORIES) {
      const count = SEED_PRODUCTS.filter((product) => product.category === category).length;
      expect(count).toBeGreaterThanOrEqual(10);
    }
  });

  it('has unique, well-formed ASINs', () => {
    const asins = SEED_PRODUCTS.map((product) => product.asin);
    expect(new Set(asins).size).toBe(asins.length);
    for (const asin of asins) {
      expect(asin).toMatch(/^B0[A-Z0-9]{8}$/);
    }
  });

  it('has valid prices, names and descriptions', () => {
    for (const product of SEED_PRODUCTS) {
      expect(product.price).toBeGreaterThanOrEqual(0.01);
      expect(product.price).toBeLessThanOrEqual(999999.99);
      expect(Math.round(product.price * 100) / 100).toBe(product.price);
      expect(product.name.length).toBeGreaterThanOrEqual(3);
      expect(product.name.length).toBeLessThanOrEqual(200);
      expect(product.description.length).toBeGreaterThanOrEqual(20);
      expect(product.description.length).toBeLessThanOrEqual(5000);
    }
  });

  it('has unique names, quality scores in 4-10 and review counts in 0-9', () => {
    const names = SEED_PRODUCTS.map((product) => product.name);
    expect(new Set(names).size).toBe(names.length);
    for (const product of SEED_PRODUCTS) {
      for (const key of SCORE_KEYS) {
        expect(product.quality[key]).toBeGreaterThanOrEqual(4);
        expect(product.quality[key]).toBeLessThanOrEqual(10);
      }
      expect(Number.isInteger(product.reviewCount)).toBe(true);
      expect(product.reviewCount).toBeGreaterThanOrEqual(0);
      expect(product.reviewCount).toBeLessThanOrEqual(9);
    }
    expect(SEED_PRODUCTS.filter((product) => product.reviewCount === 0)).toHaveLength(3);
  });
});

describe('people and review text', () => {
  it('has 24 reviewers, 3 per branch, with unique names and emails', () => {
    expect(SEED_REVIEWERS).toHaveLength(24);
    expect(new Set(SEED_REVIEWERS.map((r) => r.name)).size).toBe(24);
    expect(new Set(SEED_REVIEWERS.map((r) => r.email)).size).toBe(24);
    for (const branch of SEED_BRANCHES) {
      expect(SEED_REVIEWERS.filter((r) => r.branch === branch)).toHaveLength(3);
    }
    for (const reviewer of SEED_REVIEWERS) {
      expect(reviewer.email).toMatch(/^[a-z]+\.[a-z]+@demo\.battleready\.invalid$/);
    }
  });

  it('has 4 advisors without external links', () => {
    expect(SEED_ADVISORS).toHaveLength(4);
    for (const advisor of SEED_ADVISORS) {
      expect(advisor.linkedinUrl).toBeNull();
      expect(advisor.bio.length).toBeGreaterThanOrEqual(150);
      expect(advisor.bio.length).toBeLessThanOrEqual(300);
    }
  });

  it('has enough review text for every category', () => {
    for (const category of CATEGORIES) {
      const pool = REVIEW_TEXT[category];
      expect(pool.titles.length).toBeGreaterThanOrEqual(8);
      expect(pool.contents.length).toBeGreaterThanOrEqual(8);
      expect(pool.pros.length).toBeGreaterThanOrEqual(8);
      expect(pool.cons.length).toBeGreaterThanOrEqual(8);
      for (const title of pool.titles) expect(title.length).toBeLessThanOrEqual(80);
      for (const content of pool.contents) {
        expect(content.length).toBeGreaterThanOrEqual(150);
        expect(content.length).toBeLessThanOrEqual(600);
      }
      for (const phrase of [...pool.pros, ...pool.cons]) {
        expect(phrase.length).toBeLessThanOrEqual(60);
      }
    }
  });
});
