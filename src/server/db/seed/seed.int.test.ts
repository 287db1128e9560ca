import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '@shared/catalog';
import { DURABILITY_MIN_OWNERS } from '@shared/durability';
import { REPORT_OPENS_AFTER_DAYS } from '@shared/field-reports';
import { SETTING_DEFAULTS } from '@shared/schemas/site';
import { differenceNote } from '@shared/specs';
import { aggregate, effectiveScores, type ScoredReport } from '@shared/scoring';
import { openTestDatabase } from '../../test/harness';
import type { Database } from '../client';
import { advisors, siteSettings } from '../../features/site/schema';
import { products } from '../../features/products/schema';
import { profiles } from '../schema';
import { reviews } from '../../features/reviews/schema';
import { reviewReports } from '../../features/reviews/reports/schema';
import { seedDemo, seedIfEmpty } from './seed';
import { COMPLIANCE_SEED_NAMES, SEED_ALERT } from './data/compliance';
import { productAlerts } from '../../features/alerts/schema';
import { recheckDue } from '@shared/compliance';
import { answers, questions } from '../../features/questions/schema';
import { SEED_QUESTIONS } from './data/questions';
import { ZComplianceWrite } from '@shared/schemas/compliance';

const DAY_MS = 86_400_000;

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

  it('stores aggregates equal to the scoring rule over each product’s approved reviews, with their field reports’ scores', async () => {
    const all = await database.db
      .select({ review: reviews, branch: profiles.branch })
      .from(reviews)
      .leftJoin(profiles, eq(profiles.userId, reviews.userId));
    const scoredReports = (await database.db.select().from(reviewReports)).map(
      (r): ScoredReport & { reviewId: string } => ({
        id: r.id,
        reviewId: r.reviewId,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
        scores:
          r.durability === null
            ? null
            : {
                durability: r.durability,
                portability: r.portability!,
                costValue: r.costValue!,
                civilianAdaptation: r.civilianAdaptation!,
                overallUtility: r.overallUtility!,
              },
      }),
    );
    expect(scoredReports.some((r) => r.scores !== null)).toBe(true);
    for (const p of await database.db.select().from(products)) {
      const mine = all
        .filter((r) => r.review.productId === p.id && r.review.status === 'approved')
        .map((r) => ({
          ...r.review,
          ...effectiveScores(
            r.review,
            scoredReports.filter((x) => x.reviewId === r.review.id),
          ),
          branch: r.branch,
        }));
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

  it('gives several products a durability estimate from enough owners, at 12 months too, and the estimates differ', async () => {
    const estimated = await database.db
      .select()
      .from(products)
      .where(isNotNull(products.survival12Months));
    expect(estimated.length).toBeGreaterThanOrEqual(6);
    for (const p of estimated) {
      expect(p.fieldTestedCount).toBeGreaterThanOrEqual(DURABILITY_MIN_OWNERS);
    }
    const shares = estimated.map((p) => p.survival12Months!);
    expect(Math.max(...shares) - Math.min(...shares)).toBeGreaterThanOrEqual(0.2);
  });

  it("gives products claimed specs, owners' measurements (one differing from its claim) and fit verdicts", async () => {
    const rows = await database.db.select().from(products).where(isNotNull(products.specWeight));
    expect(rows.length).toBeGreaterThanOrEqual(12);
    const measured = rows.filter((p) => p.measuredSpecs?.weight);
    expect(measured.length).toBeGreaterThanOrEqual(6);
    const notes = measured.map((p) =>
      differenceNote(p.specWeight, p.measuredSpecs!.weight ?? null),
    );
    expect(notes.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    const sized = await database.db.select().from(products).where(isNotNull(products.sized));
    expect(sized.length).toBeGreaterThanOrEqual(5);
    const footwear = sized.filter((p) => p.sized === 'footwear');
    expect(footwear.length).toBeGreaterThanOrEqual(1);
    for (const p of footwear) expect(p.fitCounts).toHaveProperty('normal');
    expect(
      sized.filter((p) => p.fitCounts && p.fitCounts.true + p.fitCounts.small > 3).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('gives some products compliance claims the admin schema accepts, some checked, one due again', async () => {
    const rows = await database.db
      .select({ name: products.name, compliance: products.compliance })
      .from(products)
      .where(isNotNull(products.complianceStandards));
    expect(rows.map((r) => r.name).sort()).toEqual([...COMPLIANCE_SEED_NAMES].sort());
    const claims = rows.flatMap((r) => r.compliance);
    for (const r of rows)
      expect(ZComplianceWrite.safeParse(r.compliance).success, r.name).toBe(true);
    const checked = claims.filter((c) => c.status === 'checked');
    expect(checked.length).toBeGreaterThanOrEqual(2);
    const now = new Date();
    expect(checked.filter((c) => recheckDue(c.checkedAt!, now))).toHaveLength(1);
  });

  it('posts one open alert, shown on its product and marked told', async () => {
    const rows = await database.db.select().from(productAlerts);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: SEED_ALERT.kind, resolvedAt: null });
    expect(rows[0]!.toldAt).not.toBeNull();
    const [product] = await database.db
      .select({ name: products.name, alerts: products.alerts })
      .from(products)
      .where(eq(products.id, rows[0]!.productId));
    expect(product!.name).toBe(SEED_ALERT.productName);
    expect(product!.alerts).toMatchObject([{ id: rows[0]!.id, text: SEED_ALERT.text }]);
  });

  it('asks public questions, answered by members who reviewed the product and one who did not', async () => {
    const asked = await database.db.select().from(questions);
    expect(asked).toHaveLength(SEED_QUESTIONS.length);
    expect(asked.every((q) => q.status === 'approved' && q.ownersAskedAt !== null)).toBe(true);
    const given = await database.db.select().from(answers);
    expect(given).toHaveLength(SEED_QUESTIONS.reduce((n, q) => n + q.answers.length, 0));
    const reviewed = await database.db
      .select({ userId: reviews.userId, productId: reviews.productId })
      .from(reviews);
    const owns = (a: { userId: string; productId: string }) =>
      reviewed.some((r) => r.userId === a.userId && r.productId === a.productId);
    expect(given.filter(owns)).toHaveLength(
      SEED_QUESTIONS.flatMap((q) => q.answers).filter((a) => a.byOwner).length,
    );
    for (const q of asked) {
      expect(reviewed.some((r) => r.userId === q.userId && r.productId === q.productId)).toBe(
        false,
      );
      const mine = given.filter((a) => a.questionId === q.id);
      expect(q.answerCount).toBe(mine.length);
      if (q.acceptedAnswerId) expect(mine.map((a) => a.id)).toContain(q.acceptedAnswerId);
    }
  });

  it('writes approved field reports after their reviews open them and before now, some naming a failure', async () => {
    const now = Date.now();
    const rows = await database.db
      .select({ report: reviewReports, review: reviews })
      .from(reviewReports)
      .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId));
    expect(rows.length).toBeGreaterThan(0);
    for (const { report, review } of rows) {
      expect(report.status).toBe('approved');
      expect([report.productId, report.userId]).toEqual([review.productId, review.userId]);
      expect(report.createdAt.getTime()).toBeGreaterThanOrEqual(
        review.createdAt.getTime() + REPORT_OPENS_AFTER_DAYS * DAY_MS,
      );
      expect(report.createdAt.getTime()).toBeLessThan(now);
      expect([report.publishedAt, report.updatedAt]).toEqual([report.createdAt, report.createdAt]);
    }
    expect(rows.some((r) => r.report.state === 'failed' && r.report.failureMode !== null)).toBe(
      true,
    );
    // Each review's field-tested months are its longest report's, as the app keeps them.
    const longest = new Map<string, number>();
    for (const { report } of rows) {
      longest.set(report.reviewId, Math.max(longest.get(report.reviewId) ?? 0, report.monthsOwned));
    }
    const tested = await database.db
      .select({ id: reviews.id, months: reviews.fieldTestedMonths })
      .from(reviews)
      .where(isNotNull(reviews.fieldTestedMonths));
    expect(new Map(tested.map((r) => [r.id, r.months]))).toEqual(longest);
  });

  it('writes the same field reports when seeded again with the same now', async () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const runs = await Promise.all(
      [0, 1].map(async () => {
        const fresh = await openTestDatabase();
        try {
          await fresh.db.transaction((tx) => seedDemo(tx, now));
          const rows = await fresh.db
            .select({
              name: products.name,
              months: reviewReports.monthsOwned,
              state: reviewReports.state,
              mode: reviewReports.failureMode,
              createdAt: reviewReports.createdAt,
            })
            .from(reviewReports)
            .innerJoin(products, eq(products.id, reviewReports.productId));
          return rows.map((r) => JSON.stringify(r)).sort();
        } finally {
          await fresh.close();
        }
      }),
    );
    expect(runs[0]!.length).toBeGreaterThan(0);
    expect(runs[1]).toEqual(runs[0]);
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
