import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SETTING_DEFAULTS } from '@shared/schemas/site';
import {
  recomputeFieldTestedMonths,
  recomputeProductAggregates,
  recomputeReviewerScore,
} from '../../features/reviews';
import { advisors, siteSettings } from '../../features/site/schema';
import { products } from '../../features/products/schema';
import { claimedColumns } from '../../features/products';
import { profiles, user } from '../schema';
import { reviews } from '../../features/reviews/schema';
import { reviewReports } from '../../features/reviews/reports/schema';
import type { Db, Executor } from '../types';
import { generateFieldReports } from './data/field-reports';
import { generateFitAndMeasures, seedSpecsOf, type GeneratedFitAndMeasures } from './data/specs';
import { generateObtained } from './data/obtained';
import { generateReviews, type GeneratedReview } from './data/generate';
import { SEED_ALERT, seedComplianceOf } from './data/compliance';
import { productAlerts } from '../../features/alerts/schema';
import { answers, questions } from '../../features/questions/schema';
import { SEED_QUESTIONS } from './data/questions';
import { summarizeProductAlerts } from '../../features/alerts';
import { SEED_ADVISORS, SEED_REVIEWERS } from './data/people';
import { SEED_MODERATION_POLICY } from './data/moderation-policy';
import { moderationPolicies } from '../../features/transparency/schema';
import { SEED_PRODUCTS } from './data/products';

const DAY_MS = 86_400_000;

/** Seeds the demo catalogue into an empty database; returns whether it did. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction((tx) => seedDemo(tx));
  return true;
}

export async function seedSettings(db: Executor): Promise<void> {
  await db
    .insert(siteSettings)
    .values(
      Object.entries(SETTING_DEFAULTS).map(([settingKey, settingValue]) => ({
        settingKey,
        settingValue,
      })),
    )
    .onConflictDoNothing();
}

/**
 * The demo catalogue: products with our own category illustrations, approved reviews by demo
 * reviewers of every branch, aggregates computed by the same code as live reviews, four
 * advisors and the default settings of SPEC §9.
 */
export async function seedDemo(db: Executor, now = new Date()): Promise<void> {
  const reviewerIds = SEED_REVIEWERS.map(() => randomUUID());
  await db.insert(user).values(
    SEED_REVIEWERS.map((r, i) => ({
      id: reviewerIds[i]!,
      name: r.name,
      email: r.email,
      emailVerified: true,
    })),
  );
  await db
    .insert(profiles)
    .values(
      SEED_REVIEWERS.map((r, i) => ({ userId: reviewerIds[i]!, branch: r.branch, name: r.name })),
    );

  const productRows = await db
    .insert(products)
    .values(
      SEED_PRODUCTS.map((p, i) => ({
        name: p.name,
        description: p.description,
        category: p.category,
        price: p.price,
        imageUrl: `/images/categories/${p.category}.svg`,
        amazonUrl: `https://www.amazon.com/dp/${p.asin}`,
        asin: p.asin,
        ...claimColumns(p.name),
        compliance: seedComplianceOf(p.name, now),
        // Spread creation over the last ~90 days so "new this month" figures are plausible.
        createdAt: new Date(now.getTime() - (i % 90) * DAY_MS),
      })),
    )
    .returning({ id: products.id });

  const generated = generateReviews();
  const stated = new Map(generateFitAndMeasures(generated).map((f) => [f.reviewIndex, f]));
  const obtained = generateObtained(generated);
  const reviewRows =
    generated.length === 0
      ? []
      : await db
          .insert(reviews)
          .values(
            generated.map((g, i) => ({
              ...fitAndMeasureColumns(stated.get(i)),
              ...obtained[i],
              productId: productRows[g.productIndex]!.id,
              userId: reviewerIds[g.reviewerIndex]!,
              status: 'approved' as const,
              title: g.title,
              content: g.content,
              rating: g.rating,
              durability: g.durability,
              portability: g.portability,
              costValue: g.costValue,
              civilianAdaptation: g.civilianAdaptation,
              overallUtility: g.overallUtility,
              pros: g.pros,
              cons: g.cons,
              upvotes: g.upvotes,
              downvotes: g.downvotes,
              createdAt: new Date(now.getTime() - g.daysAgo * DAY_MS),
            })),
          )
          .returning({ id: reviews.id });
  await seedFieldReports(db, now, generated, reviewRows, productRows, reviewerIds);
  await seedAlert(db, now, productRows);
  await seedQuestions(db, now, generated, productRows, reviewerIds);
  for (const p of productRows) await recomputeProductAggregates(db, p.id);
  for (const id of reviewerIds) await recomputeReviewerScore(db, id);

  await db.insert(moderationPolicies).values(SEED_MODERATION_POLICY);
  await db.insert(advisors).values(
    SEED_ADVISORS.map((a) => ({
      name: a.name,
      title: a.title,
      yearsOfService: a.yearsOfService,
      bio: a.bio,
      linkedinUrl: a.linkedinUrl,
      displayOrder: a.displayOrder,
    })),
  );
  await seedSettings(db);
}

/**
 * Issue 49: one open alert, on a product demo reviewers reviewed: marked told, as the demo's
 * members are not to be mailed of it.
 */
async function seedAlert(db: Executor, now: Date, productRows: { id: string }[]) {
  const index = SEED_PRODUCTS.findIndex((p) => p.name === SEED_ALERT.productName);
  const productId = productRows[index]!.id;
  const postedAt = new Date(now.getTime() - SEED_ALERT.daysAgo * DAY_MS);
  await db.insert(productAlerts).values({
    productId,
    kind: SEED_ALERT.kind,
    text: SEED_ALERT.text,
    batches: SEED_ALERT.batches,
    source: SEED_ALERT.source,
    postedAt,
    updatedAt: postedAt,
    toldAt: postedAt,
  });
  await summarizeProductAlerts(db, productId);
}

/**
 * Issue 50: demo questions, each asked by a demo member who did not review the product and
 * answered by those who did ("Owns it"), or by one who did not where the data says so. Public,
 * with their owners marked asked, as the demo's members are not to be notified.
 */
async function seedQuestions(
  db: Executor,
  now: Date,
  generated: GeneratedReview[],
  productRows: { id: string }[],
  reviewerIds: string[],
) {
  for (const seed of SEED_QUESTIONS) {
    const index = SEED_PRODUCTS.findIndex((p) => p.name === seed.productName);
    const productId = productRows[index]!.id;
    const owners = generated.filter((g) => g.productIndex === index).map((g) => g.reviewerIndex);
    const others = reviewerIds.map((_, i) => i).filter((i) => !owners.includes(i));
    const askedAt = new Date(now.getTime() - seed.daysAgo * DAY_MS);
    const [question] = await db
      .insert(questions)
      .values({
        productId,
        userId: reviewerIds[others[0]!]!,
        text: seed.text,
        status: 'approved',
        createdAt: askedAt,
        updatedAt: askedAt,
        publishedAt: askedAt,
        ownersAskedAt: askedAt,
      })
      .returning({ id: questions.id });
    let nextOwner = 0;
    const answerRows = seed.answers.length
      ? await db
          .insert(answers)
          .values(
            seed.answers.map((a, i) => {
              const by = a.byOwner ? owners[nextOwner++ % owners.length]! : others[1]!;
              const at = new Date(askedAt.getTime() + (i + 1) * 6 * 3600_000);
              return {
                questionId: question!.id,
                productId,
                userId: reviewerIds[by]!,
                text: a.text,
                status: 'approved' as const,
                upvotes: a.upvotes,
                createdAt: at,
                updatedAt: at,
                publishedAt: at,
              };
            }),
          )
          .returning({ id: answers.id })
      : [];
    await db
      .update(questions)
      .set({
        answerCount: answerRows.length,
        useful: seed.answers.reduce((sum, a) => sum + a.upvotes, 0),
        acceptedAnswerId: seed.accepted ? answerRows[0]!.id : null,
      })
      .where(eq(questions.id, question!.id));
  }
}

/** Issue 48: a demo product's claimed specs and sized kind (data/specs), as columns. */
function claimColumns(name: string) {
  const { claims, sized } = seedSpecsOf(name);
  return { ...claimedColumns(claims), sized };
}

/** Issue 48: what a demo review states of measures and fit, as columns; nothing by default. */
function fitAndMeasureColumns(f: GeneratedFitAndMeasures | undefined) {
  return {
    measured: f?.measured ?? null,
    sizeWorn: f?.sizeWorn ?? null,
    fit: f?.fit ?? null,
    width: f?.width ?? null,
  };
}

/** Issue 47: owners' field reports, so the demo shows durability curves; see data/field-reports. */
async function seedFieldReports(
  db: Executor,
  now: Date,
  generated: GeneratedReview[],
  reviewRows: { id: string }[],
  productRows: { id: string }[],
  reviewerIds: string[],
): Promise<void> {
  const reports = generateFieldReports(generated);
  if (reports.length === 0) return;
  await db.insert(reviewReports).values(
    reports.map((r) => {
      const review = generated[r.reviewIndex]!;
      const createdAt = new Date(now.getTime() - (review.daysAgo - r.daysAfterReview) * DAY_MS);
      return {
        reviewId: reviewRows[r.reviewIndex]!.id,
        productId: productRows[review.productIndex]!.id,
        userId: reviewerIds[review.reviewerIndex]!,
        status: 'approved' as const,
        monthsOwned: r.monthsOwned,
        state: r.state,
        content: r.content,
        ...r.scores,
        failureMode: r.failureMode,
        failureDetail: r.failureDetail,
        repaired: r.repaired,
        createdAt,
        updatedAt: createdAt,
        publishedAt: createdAt,
      };
    }),
  );
  await recomputeFieldTestedMonths(db, [
    ...new Set(reports.map((r) => reviewRows[r.reviewIndex]!.id)),
  ]);
}
