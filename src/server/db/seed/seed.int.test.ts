import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '@shared/catalog';
import { SETTING_DEFAULTS } from '@shared/schemas/site';
import { aggregate } from '@shared/scoring';
import { openTestDatabase } from '../../test/harness';
import type { Database } from '../client';
import { advisors, siteSettings } from '../../features/site/schema';
import { products } from '../../features/products/schema';
import { profiles } from '../schema';
import { reviews } from '../../features/reviews/schema';
import { seedIfEmpty } from './seed';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  expect(await seedIfEmpty(database.db)).toBe(true);
});
afterAll(() => database.close());

describe('demo seed', () => {
  it('only seeds an empty database', async () => {
    expect(await seedIfEmpty(database.db)).toBe(false);
  });

  it('has at least 60 products, at least 10 in each of the six categories, on our own images', async () => {
    const rows = await database.db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    for (const c of CATEGORY_IDS) {
      expect(rows.filter((p) => p.category === c).length).toBeGreaterThanOrEqual(10);
    }
    for (const p of rows) {
      expect(p.imageUrl).toBe(`/images/categories/${p.category}.svg`);
      expect(p.amazonUrl).toMatch(/^https:\/\/www\.amazon\.com\/dp\/B0[A-Z0-9]{8}$/);
    }
  });

  it('stores aggregates equal to the scoring rule over each product’s approved reviews', async () => {
    const all = await database.db
      .select({ review: reviews, branch: profiles.branch })
      .from(reviews)
      .leftJoin(profiles, eq(profiles.userId, reviews.userId));
    for (const p of await database.db.select().from(products)) {
      const mine = all
        .filter((r) => r.review.productId === p.id && r.review.status === 'approved')
        .map((r) => ({ ...r.review, branch: r.branch }));
      const expected = aggregate(mine);
      expect({
        battleReadyIndex: p.battleReadyIndex,
        averageRating: Number(p.averageRating),
        reviewCount: p.reviewCount,
        durability: Number(p.durability),
        topBranch: p.topBranch,
      }).toEqual({
        battleReadyIndex: expected.battleReadyIndex,
        averageRating: expected.averageRating,
        reviewCount: expected.reviewCount,
        durability: expected.durability,
        topBranch: expected.topBranch,
      });
    }
  });

  it('has reviewers of every branch and a spread of indexes, including unrated products', async () => {
    const branches = await database.db.selectDistinct({ b: profiles.branch }).from(profiles);
    expect(branches.map((r) => r.b).sort()).toEqual([
      'air_force',
      'army',
      'coast_guard',
      'family',
      'marines',
      'navy',
      'space_force',
      'veteran',
    ]);
    const [spread] = await database.db
      .select({
        lo: sql<number>`min(${products.battleReadyIndex}) filter (where ${products.reviewCount} > 0)`,
        hi: sql<number>`max(${products.battleReadyIndex})`,
        unrated: sql<number>`count(*) filter (where ${products.reviewCount} = 0)::int`,
      })
      .from(products);
    expect(spread!.hi).toBeGreaterThanOrEqual(90);
    expect(spread!.lo).toBeLessThan(80);
    expect(spread!.unrated).toBeGreaterThan(0);
  });

  it('adds four active advisors and the default settings', async () => {
    expect(
      await database.db.select().from(advisors).where(eq(advisors.isActive, true)),
    ).toHaveLength(4);
    const settings = await database.db.select().from(siteSettings);
    expect(Object.fromEntries(settings.map((s) => [s.settingKey, s.settingValue]))).toEqual(
      SETTING_DEFAULTS,
    );
  });
});
