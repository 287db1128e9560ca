import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZProductListQuery } from '@shared/schemas/products';
import { ZReviewListQuery } from '@shared/schemas/reviews';

/** The message of the first issue, or undefined when the input is accepted. */
function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('ZProductListQuery', () => {
  it("defaults to sort 'bri' and page 1 with nothing else set", () => {
    const result = ZProductListQuery.safeParse({});
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ sort: 'bri', page: 1, exact: false, fieldTested: false });
    expect(result.data?.search).toBeUndefined();
    expect(result.data?.category).toBeUndefined();
    expect(result.data?.minPrice).toBeUndefined();
    expect(result.data?.maxPrice).toBeUndefined();
  });

  it('parses every query-string field from text', () => {
    const result = ZProductListQuery.safeParse({
      search: ' boots ',
      category: 'deployment',
      minPrice: '10.5',
      maxPrice: '250',
      sort: 'price-low',
      page: '3',
      exact: '1',
      fieldTested: '1',
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      search: 'boots',
      category: 'deployment',
      minPrice: 10.5,
      maxPrice: 250,
      sort: 'price-low',
      page: 3,
      exact: true,
      fieldTested: true,
    });
  });

  it("takes exact only as '1' (issue 31: search the term as typed)", () => {
    expect(firstMessage(ZProductListQuery, { exact: 'yes' })).toBe('exact must be 1');
    expect(firstMessage(ZProductListQuery, { exact: '0' })).toBe('exact must be 1');
  });

  it("takes fieldTested only as '1' (issue 47: products with a field report)", () => {
    expect(firstMessage(ZProductListQuery, { fieldTested: 'true' })).toBe('fieldTested must be 1');
  });

  describe('search', () => {
    it('turns an empty or whitespace-only search into undefined', () => {
      expect(ZProductListQuery.parse({ search: '' }).search).toBeUndefined();
      expect(ZProductListQuery.parse({ search: '   ' }).search).toBeUndefined();
    });

    it('accepts 200 characters', () => {
      expect(ZProductListQuery.parse({ search: 'q'.repeat(200) }).search).toHaveLength(200);
    });

    it("rejects 201 characters with 'Search must be less than 200 characters'", () => {
      expect(firstMessage(ZProductListQuery, { search: 'q'.repeat(201) })).toBe(
        'Search must be less than 200 characters',
      );
    });
  });

  describe('category', () => {
    it.each(['deployment', 'training', 'barracks', 'tech', 'nutrition', 'daily'])(
      'accepts %s',
      (category) => {
        expect(ZProductListQuery.parse({ category }).category).toBe(category);
      },
    );

    it("rejects an unknown category with 'Unknown category'", () => {
      expect(firstMessage(ZProductListQuery, { category: 'weapons' })).toBe('Unknown category');
    });

    it("rejects a category name (not id) with 'Unknown category'", () => {
      expect(firstMessage(ZProductListQuery, { category: 'Deployment Essentials' })).toBe(
        'Unknown category',
      );
    });
  });

  describe('sort', () => {
    it.each(['bri', 'rating', 'price-low', 'price-high', 'durability'])('accepts %s', (sort) => {
      expect(ZProductListQuery.parse({ sort }).sort).toBe(sort);
    });

    it("rejects an unknown sort with 'Unknown sort'", () => {
      expect(firstMessage(ZProductListQuery, { sort: 'helpful' })).toBe('Unknown sort');
    });
  });

  describe('page', () => {
    it('parses a page number from text', () => {
      expect(ZProductListQuery.parse({ page: '1' }).page).toBe(1);
      expect(ZProductListQuery.parse({ page: '42' }).page).toBe(42);
    });

    it("rejects 0 with 'Page must be at least 1'", () => {
      expect(firstMessage(ZProductListQuery, { page: '0' })).toBe('Page must be at least 1');
    });

    it("rejects a fraction with 'Page must be a whole number'", () => {
      expect(firstMessage(ZProductListQuery, { page: '1.5' })).toBe('Page must be a whole number');
    });

    it("rejects a negative number with 'Page must be a whole number'", () => {
      expect(firstMessage(ZProductListQuery, { page: '-1' })).toBe('Page must be a whole number');
    });

    it("stops at the catalogue's page cap with 'Page must be at most 50'", () => {
      expect(ZProductListQuery.parse({ page: '50' }).page).toBe(50);
      expect(firstMessage(ZProductListQuery, { page: '51' })).toBe('Page must be at most 50');
    });

    it("rejects text with 'Page must be a whole number'", () => {
      expect(firstMessage(ZProductListQuery, { page: 'two' })).toBe('Page must be a whole number');
    });

    it('accepts 5000 in other paged lists', () => {
      expect(ZReviewListQuery.parse({ page: '5000' }).page).toBe(5000);
    });

    it("rejects 5001 with 'Page must be at most 5000'", () => {
      expect(firstMessage(ZReviewListQuery, { page: '5001' })).toBe('Page must be at most 5000');
    });
  });

  describe('prices', () => {
    it('accepts up to two decimals', () => {
      const q = ZProductListQuery.parse({ minPrice: '0', maxPrice: '499.99' });
      expect(q.minPrice).toBe(0);
      expect(q.maxPrice).toBe(499.99);
    });

    it("rejects three decimals with 'Minimum price must be a number with at most 2 decimals'", () => {
      expect(firstMessage(ZProductListQuery, { minPrice: '10.555' })).toBe(
        'Minimum price must be a number with at most 2 decimals',
      );
    });

    it("rejects text with 'Minimum price must be a number with at most 2 decimals'", () => {
      expect(firstMessage(ZProductListQuery, { minPrice: 'cheap' })).toBe(
        'Minimum price must be a number with at most 2 decimals',
      );
    });

    it("rejects a negative minimum with 'Minimum price must be a number with at most 2 decimals'", () => {
      expect(firstMessage(ZProductListQuery, { minPrice: '-5' })).toBe(
        'Minimum price must be a number with at most 2 decimals',
      );
    });

    it("names the maximum price when it is malformed: 'Maximum price must be a number with at most 2 decimals'", () => {
      expect(firstMessage(ZProductListQuery, { maxPrice: '1.001' })).toBe(
        'Maximum price must be a number with at most 2 decimals',
      );
    });

    it("rejects min above max with 'Minimum price cannot be more than maximum price' on minPrice", () => {
      const result = ZProductListQuery.safeParse({ minPrice: '300', maxPrice: '299.99' });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Minimum price cannot be more than maximum price',
      );
      expect(result.error?.issues[0]?.path).toEqual(['minPrice']);
    });

    it('compares prices as numbers, not text', () => {
      // As text '90' > '100'; as numbers 90 < 100.
      const result = ZProductListQuery.safeParse({ minPrice: '90', maxPrice: '100' });
      expect(result.success).toBe(true);
    });

    it('accepts equal minimum and maximum', () => {
      const q = ZProductListQuery.parse({ minPrice: '50', maxPrice: '50.00' });
      expect(q.minPrice).toBe(50);
      expect(q.maxPrice).toBe(50);
    });

    it('accepts only a minimum or only a maximum', () => {
      expect(ZProductListQuery.parse({ minPrice: '400' }).minPrice).toBe(400);
      expect(ZProductListQuery.parse({ maxPrice: '20' }).maxPrice).toBe(20);
    });
  });
});

describe('ZReviewListQuery', () => {
  it("defaults to minRating 'all', sort 'helpful', every author and page 1", () => {
    const result = ZReviewListQuery.safeParse({});
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      minRating: 'all',
      sort: 'helpful',
      verified: false,
      fieldTested: false,
      page: 1,
    });
    expect(result.data?.branch).toBeUndefined();
    expect(result.data?.search).toBeUndefined();
  });

  it('parses every field', () => {
    expect(
      ZReviewListQuery.parse({
        search: '  zipper ',
        branch: 'space_force',
        minRating: '4',
        sort: 'longest-owned',
        verified: 'true',
        fieldTested: 'true',
        page: '2',
      }),
    ).toEqual({
      search: 'zipper',
      branch: 'space_force',
      minRating: '4',
      sort: 'longest-owned',
      verified: true,
      fieldTested: true,
      page: 2,
    });
  });

  it("takes fieldTested as 'true' or 'false' only (issue 30)", () => {
    expect(ZReviewListQuery.parse({ fieldTested: 'false' }).fieldTested).toBe(false);
    expect(firstMessage(ZReviewListQuery, { fieldTested: 'yes' })).toBe(
      'Field-tested must be true or false',
    );
  });

  it("takes verified as 'true' or 'false' only", () => {
    expect(ZReviewListQuery.parse({ verified: 'false' }).verified).toBe(false);
    expect(firstMessage(ZReviewListQuery, { verified: 'yes' })).toBe(
      'Verified must be true or false',
    );
  });

  describe('branch', () => {
    it.each(['army', 'navy', 'air_force', 'marines', 'coast_guard', 'space_force'])(
      'accepts the service branch %s',
      (branch) => {
        expect(ZReviewListQuery.parse({ branch }).branch).toBe(branch);
      },
    );

    it.each(['veteran', 'family'])("rejects %s with 'Unknown branch'", (branch) => {
      expect(firstMessage(ZReviewListQuery, { branch })).toBe('Unknown branch');
    });

    it("rejects an unknown or empty branch with 'Unknown branch'", () => {
      expect(firstMessage(ZReviewListQuery, { branch: 'police' })).toBe('Unknown branch');
      expect(firstMessage(ZReviewListQuery, { branch: '' })).toBe('Unknown branch');
      expect(firstMessage(ZReviewListQuery, { branch: 'Army' })).toBe('Unknown branch');
    });
  });

  describe('minRating', () => {
    it.each(['all', '5', '4', '3', '2', '1'])('accepts %s', (minRating) => {
      expect(ZReviewListQuery.parse({ minRating }).minRating).toBe(minRating);
    });

    it.each(['0', '6', '4.5', 'any'])("rejects %s with 'Unknown rating filter'", (minRating) => {
      expect(firstMessage(ZReviewListQuery, { minRating })).toBe('Unknown rating filter');
    });
  });

  describe('sort', () => {
    it.each(['helpful', 'recent', 'rating-high', 'rating-low'])('accepts %s', (sort) => {
      expect(ZReviewListQuery.parse({ sort }).sort).toBe(sort);
    });

    it("rejects an unknown sort with 'Unknown sort'", () => {
      expect(firstMessage(ZReviewListQuery, { sort: 'bri' })).toBe('Unknown sort');
      expect(firstMessage(ZReviewListQuery, { sort: 'oldest' })).toBe('Unknown sort');
    });
  });

  describe('search and page', () => {
    it('turns a whitespace-only search into undefined', () => {
      expect(ZReviewListQuery.parse({ search: '  ' }).search).toBeUndefined();
    });

    it("accepts a 200-character search and rejects 201 with 'Search must be less than 200 characters'", () => {
      expect(firstMessage(ZReviewListQuery, { search: 'q'.repeat(200) })).toBe(undefined);
      expect(firstMessage(ZReviewListQuery, { search: 'q'.repeat(201) })).toBe(
        'Search must be less than 200 characters',
      );
    });

    it('applies the same page rules as the catalogue', () => {
      expect(firstMessage(ZReviewListQuery, { page: '0' })).toBe('Page must be at least 1');
      expect(firstMessage(ZReviewListQuery, { page: '2.5' })).toBe('Page must be a whole number');
      expect(firstMessage(ZReviewListQuery, { page: '5001' })).toBe('Page must be at most 5000');
      expect(ZReviewListQuery.parse({ page: '5000' }).page).toBe(5000);
    });
  });
});

describe('very large numbers get the range message, not the format one', () => {
  it('page=1000000 → Page must be at most 5000', () => {
    const r = ZProductListQuery.safeParse({ page: '1000000' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Page must be at most 5000');
  });

  it('minPrice=1000000 → Minimum price must be at most 999999.99', () => {
    const r = ZProductListQuery.safeParse({ minPrice: '1000000' });
    expect(r.error?.issues[0]?.message).toBe('Minimum price must be at most 999999.99');
  });
});
