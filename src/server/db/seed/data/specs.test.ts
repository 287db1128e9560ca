import { describe, expect, it } from 'vitest';
import { CATEGORY_SPECS, SPEC_FIELDS, type SpecKey } from '@shared/specs';
import { generateReviews } from './generate';
import { SEED_PRODUCTS } from './products';
import { generateFitAndMeasures, seedSpecsOf } from './specs';

describe('demo specs (issue 48)', () => {
  it("claims only its category's fields, each within its range", () => {
    const claimed = SEED_PRODUCTS.filter((p) => Object.keys(seedSpecsOf(p.name).claims).length);
    expect(claimed.length).toBeGreaterThanOrEqual(12);
    for (const p of claimed) {
      for (const [key, value] of Object.entries(seedSpecsOf(p.name).claims)) {
        expect(CATEGORY_SPECS[p.category]).toContain(key);
        const { min, max } = SPEC_FIELDS[key as SpecKey];
        expect(value).toBeGreaterThanOrEqual(min);
        expect(value).toBeLessThanOrEqual(max);
      }
    }
  });

  it('states measures and fit on reviews of profiled products only, the same each time', () => {
    const reviews = generateReviews();
    const stated = generateFitAndMeasures(reviews);
    expect(stated).toEqual(generateFitAndMeasures(reviews));
    expect(stated.length).toBeGreaterThanOrEqual(40);
    for (const s of stated) {
      const product = SEED_PRODUCTS[reviews[s.reviewIndex]!.productIndex]!;
      const { claims, sized } = seedSpecsOf(product.name);
      if (s.measured) expect(claims.weight).toBeDefined();
      if (s.fit) expect(sized).not.toBeNull();
      if (s.width) expect(sized).toBe('footwear');
    }
  });
});
