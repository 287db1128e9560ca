// The Mission Matcher's reads (issue 15): candidates from the catalogue, scored, fitted into the
// budget by kit.ts.
//
// What bounds the work per request, whatever the catalogue's size:
// - each needed category reads at most CANDIDATE_POOL products, walking the (category, index)
//   index among those within budget, so the kit is the best among each category's 200
//   highest-indexed products that fit;
// - the catalogue mean is taken over at most PRIOR_SAMPLE reviewed products, and kept by the
//   read cache until the catalogue changes;
// - a chosen branch adds one grouped read of its approved reviews of those candidates;
// - the optimiser sees at most CANDIDATES_PER_NEED by match score per need, plus the need's
//   cheapest reviewed products (so the cheapest complete kit is always within reach), plus,
//   only when too few reviewed products fit, the cheapest unreviewed ones.
import { and, asc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { missionSlots } from '@shared/mission';
import { categoryName, type BranchId, type CategoryId } from '@shared/catalog';
import type { MissionInputs, TMissionResult } from '@shared/schemas/mission';
import { METRICS, type Scores } from '@shared/scoring';
import type { Db } from '../../db/types';
import { CACHE_TAGS } from '../../lib/read-cache-tags';
import type { ResponseCache } from '../../lib/response-cache';
import { notInKit } from '../gear-kit';
import { catalogueColumns, selectProducts } from '../products';
import { branchReviewScores } from '../reviews';
import { applySwaps, bestKit, cheapestCompleteCents, type Kit, type Need } from './kit';
import { itemOf, type ScoredItem } from './explain';
import { matchScore, rankingReviews, type ReviewSummary } from './score';

/** Products of a category read per request, best Battle-Ready Index first. */
export const CANDIDATE_POOL = 200;
/** The best this many products of a need by match score go to the optimiser. */
export const CANDIDATES_PER_NEED = 8;
/**
 * Reviewed products the catalogue mean is taken over: plenty for a mean of scores on a 1-10
 * scale, and 3 ms where 10,000 took 16 (at a million products).
 */
export const PRIOR_SAMPLE = 2_000;
/** The middle of the 1-10 scale: the mean of a catalogue with no reviews yet. */
const EMPTY_CATALOGUE_MEAN = 5.5;

const scoreColumns = {
  durability: catalogueColumns.durability,
  portability: catalogueColumns.portability,
  costValue: catalogueColumns.costValue,
  civilianAdaptation: catalogueColumns.civilianAdaptation,
  overallUtility: catalogueColumns.overallUtility,
};

const candidateColumns = {
  id: catalogueColumns.id,
  name: catalogueColumns.name,
  imageUrl: catalogueColumns.imageUrl,
  picture: catalogueColumns.picture,
  price: catalogueColumns.price,
  battleReadyIndex: catalogueColumns.battleReadyIndex,
  reviewCount: catalogueColumns.reviewCount,
  specWeight: catalogueColumns.specWeight,
  ...scoreColumns,
};

type Row = Awaited<ReturnType<typeof categoryRows>>[number];

interface Scored extends ScoredItem {
  row: Row;
}

const scoresOf = (row: Record<keyof typeof scoreColumns, string | number>): Scores =>
  Object.fromEntries(METRICS.map((m) => [m.key, Number(row[m.key])])) as Scores;

/**
 * Each sub-score's mean over approved reviews, from the products' own aggregates, remembered
 * by the read cache until a product changes (reviews change their product's figures).
 */
function catalogueMean(db: Db, cache: ResponseCache): Promise<Scores> {
  return cache.remember('mission-catalogue-mean', [CACHE_TAGS.catalogue], () => sampledMean(db));
}

async function sampledMean(db: Db): Promise<Scores> {
  const sample = selectProducts(db, { n: catalogueColumns.reviewCount, ...scoreColumns })
    .where(gt(catalogueColumns.reviewCount, 0))
    .limit(PRIOR_SAMPLE)
    .as('sample');
  const weighted = (key: keyof typeof scoreColumns) =>
    sql<number | null>`sum(${sample[key]}::float8 * ${sample.n}) / nullif(sum(${sample.n}), 0)`;
  const [row] = await db
    .select(
      Object.fromEntries(METRICS.map((m) => [m.key, weighted(m.key)])) as {
        [K in keyof typeof scoreColumns]: SQL<number | null>;
      },
    )
    .from(sample);
  return Object.fromEntries(
    METRICS.map((m) => [m.key, row?.[m.key] == null ? EMPTY_CATALOGUE_MEAN : Number(row[m.key])]),
  ) as Scores;
}

interface RowsWanted {
  reviewed: boolean;
  /** Walk the category's Battle-Ready Index (best first) within this price, or else by price. */
  bestWithin?: number;
  limit: number;
}

/**
 * A category's products, each read along one of its indexes: the best within budget by
 * Battle-Ready Index, or the cheapest at any price.
 */
function categoryRows(
  db: Db,
  category: CategoryId,
  { reviewed, bestWithin, limit }: RowsWanted,
  memberId: string | null,
) {
  return selectProducts(db, candidateColumns)
    .where(
      and(
        eq(catalogueColumns.category, category),
        bestWithin === undefined ? undefined : lte(catalogueColumns.price, bestWithin),
        reviewed ? gt(catalogueColumns.reviewCount, 0) : eq(catalogueColumns.reviewCount, 0),
        notInKit(db, memberId, catalogueColumns.id),
      ),
    )
    .orderBy(
      ...(bestWithin === undefined
        ? [asc(catalogueColumns.price), asc(catalogueColumns.id)]
        : [sql`${catalogueColumns.battleReadyIndex} desc nulls last`, asc(catalogueColumns.id)]),
    )
    .limit(limit);
}

/** A branch's approved reviews of the given products: how many, and their mean sub-scores. */
async function branchSummaries(
  db: Db,
  branch: BranchId,
  productIds: string[],
): Promise<Map<string, ReviewSummary>> {
  if (productIds.length === 0) return new Map();
  const rows = await branchReviewScores(db, branch, productIds);
  return new Map(rows.map((r) => [r.productId, { reviews: r.n, scores: scoresOf(r) }]));
}

/** What the catalogue offers one need: the scored pool and its cheapest products. */
interface NeedRows {
  pool: Row[];
  cheapReviewed: Row[];
  /** Read only when fewer reviewed products fit than the need asks for; else empty. */
  cheapUnreviewed: Row[];
}

async function needRows(
  db: Db,
  need: { category: CategoryId; count: number },
  budget: number,
  memberId: string | null,
): Promise<NeedRows> {
  const [pool, cheapReviewed] = await Promise.all([
    categoryRows(
      db,
      need.category,
      { reviewed: true, bestWithin: budget, limit: CANDIDATE_POOL },
      memberId,
    ),
    categoryRows(db, need.category, { reviewed: true, limit: need.count }, memberId),
  ]);
  // Only when too few reviewed products fit: in a category where every product is reviewed,
  // looking for unreviewed ones would read the whole category to find none.
  const fitting = new Set(
    [...pool, ...cheapReviewed.filter((r) => r.price <= budget)].map((r) => r.id),
  );
  const cheapUnreviewed =
    fitting.size < need.count
      ? await categoryRows(
          db,
          need.category,
          { reviewed: false, limit: CANDIDATES_PER_NEED },
          memberId,
        )
      : [];
  return { pool, cheapReviewed, cheapUnreviewed };
}

/**
 * The cheapest complete kit the matcher can build: each need's cheapest reviewed products,
 * topped up with unreviewed ones where too few are reviewed (the same fallback as its picks).
 */
function cheapestComplete(needs: readonly { count: number }[], rows: readonly NeedRows[]) {
  const cents = cheapestCompleteCents(
    needs,
    rows.map(({ cheapReviewed, cheapUnreviewed }) =>
      [...cheapReviewed, ...cheapUnreviewed].map((r) => Math.round(Number(r.price) * 100)),
    ),
  );
  return cents === null ? null : cents / 100;
}

/**
 * The kit for a mission: for each slot the best pick and up to two alternates, the total
 * against the budget, and when no complete kit fits, what the cheapest one costs.
 * `memberId` leaves out what is already in that member's Gear Kit.
 */
export async function matchMission(
  db: Db,
  cache: ResponseCache,
  inputs: MissionInputs,
  memberId: string | null,
): Promise<TMissionResult> {
  const { profile, budget, priorities, branch } = inputs;
  const [prior, rows] = await Promise.all([
    catalogueMean(db, cache),
    Promise.all(profile.needs.map((need) => needRows(db, need, budget, memberId))),
  ]);
  const fits = (r: Row) => Number(r.price) <= budget;
  // Per need: the reviewed products that fit (pool and cheapest), and the unreviewed only
  // when fewer reviewed ones fit than the need asks for.
  const offered = profile.needs.map((need, n) => {
    const { pool, cheapReviewed, cheapUnreviewed } = rows[n]!;
    const reviewed = uniqueById([...pool, ...cheapReviewed.filter(fits)]);
    const fallback = reviewed.length < need.count ? cheapUnreviewed.filter(fits) : [];
    return { reviewed, fallback, cheapest: cheapReviewed.filter(fits) };
  });
  const byBranch = branch
    ? await branchSummaries(
        db,
        branch as BranchId,
        offered.flatMap((o) => o.reviewed.map((r) => r.id)),
      )
    : new Map<string, ReviewSummary>();

  const score = (row: Row): Scored => {
    const all = { reviews: row.reviewCount, scores: scoresOf(row) };
    const ofBranch = byBranch.get(row.id) ?? null;
    const { basis, summary } = rankingReviews(all, ofBranch);
    return {
      id: row.id,
      cents: Math.round(Number(row.price) * 100),
      grams: row.specWeight,
      score: matchScore(summary, prior, priorities),
      row,
      basis,
      summary,
      branchReviews: ofBranch?.reviews ?? 0,
    };
  };
  const scored = new Map<string, Scored>();
  const needs: Need[] = profile.needs.map((need, n) => {
    const { reviewed, fallback, cheapest } = offered[n]!;
    const best = reviewed.map(score).sort(byScore).slice(0, CANDIDATES_PER_NEED);
    const candidates = uniqueById([...best, ...cheapest.map(score), ...fallback.map(score)]).sort(
      byScore,
    );
    for (const c of candidates) scored.set(c.id, c);
    return { count: need.count, candidates };
  });

  const limits = { cents: budget * 100, grams: inputs.maxWeight ?? Infinity };
  const kit: Kit = applySwaps(needs, bestKit(needs, limits), inputs.swap, limits);
  const slotCategories = missionSlots(profile);
  const picked = kit.slots.flatMap((s) => (s.pick ? [s.pick] : []));
  const weighed = picked.filter((p) => p.grams != null);
  return {
    profile: profile.id,
    budget,
    branch,
    maxWeight: inputs.maxWeight,
    weight: {
      grams: weighed.reduce((sum, p) => sum + p.grams!, 0),
      weighed: weighed.length,
      items: picked.length,
    },
    skippedKit: memberId !== null,
    slots: kit.slots.map((slot, i) => ({
      category: slotCategories[i]!,
      categoryName: categoryName(slotCategories[i]!),
      pick: slot.pick ? itemOf(slot.pick, scored, inputs) : null,
      alternates: slot.alternates.map((a) => itemOf(a, scored, inputs)),
    })),
    total: kit.cents / 100,
    complete: kit.complete,
    cheapestComplete: kit.complete ? null : cheapestComplete(profile.needs, rows),
    unavailable: profile.needs
      .filter((_, n) => rows[n]!.cheapReviewed.length + rows[n]!.cheapUnreviewed.length === 0)
      .map((need) => need.category),
  };
}

/** Best match first; ties to the cheaper, then to the lower id, so every run agrees. */
function byScore(a: Scored, b: Scored): number {
  return b.score - a.score || a.cents - b.cents || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function uniqueById<T extends { id: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    if (seen.has(i.id)) return false;
    seen.add(i.id);
    return true;
  });
}
