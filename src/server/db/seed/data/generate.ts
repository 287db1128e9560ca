// Pure, deterministic generator for demo reviews. No IO, no clock, no Math.random:
// the same seed always yields the same list.

import { METRICS } from '@shared/scoring';
import { SEED_BRANCHES, SEED_REVIEWERS, type SeedBranch } from './people';
import { SEED_PRODUCTS, type SeedQuality } from './products';
import { REVIEW_TEXT } from './review-text';

export const DEFAULT_REVIEW_SEED = 20261120;

/** Largest number of reviews generated for one product. */
export const MAX_REVIEWS_PER_PRODUCT = 9;

export interface GeneratedReview {
  productIndex: number;
  reviewerIndex: number;
  title: string;
  content: string;
  pros: string[];
  cons: string[];
  rating: number;
  durability: number;
  portability: number;
  costValue: number;
  civilianAdaptation: number;
  overallUtility: number;
  upvotes: number;
  downvotes: number;
  daysAgo: number;
}

export type Rng = () => number;

const SCORE_KEYS = METRICS.map((m) => m.key);

/** Small seeded PRNG (mulberry32). Returns floats in [0, 1). */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) {
    throw new RangeError(`index ${index} out of range (length ${items.length})`);
  }
  return item;
}

export function randInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    const a = at(out, i);
    out[i] = at(out, j);
    out[j] = a;
  }
  return out;
}

function sample<T>(rng: Rng, items: readonly T[], count: number): T[] {
  return shuffle(rng, items).slice(0, count);
}

/**
 * Picks `count` distinct reviewers for one product. The lead branch gets strictly more
 * reviewers than any other branch, so rotating the lead rotates the product's top branch.
 */
function pickReviewers(rng: Rng, count: number, leadBranch: SeedBranch): number[] {
  const all = SEED_REVIEWERS.map((_, index) => index);
  const leadPool = all.filter((index) => at(SEED_REVIEWERS, index).branch === leadBranch);
  const leadCount = Math.min(count >= 7 ? 3 : Math.min(count, 2), leadPool.length);
  const picked = sample(rng, leadPool, leadCount);
  const cap = Math.max(leadCount - 1, 0);
  const perBranch = new Map<SeedBranch, number>();
  const rest = all.filter((index) => !picked.includes(index));
  const others = shuffle(rng, rest);

  for (const index of others) {
    if (picked.length >= count) break;
    const branch = at(SEED_REVIEWERS, index).branch;
    if (branch === leadBranch) continue;
    const used = perBranch.get(branch) ?? 0;
    if (used >= cap) continue;
    perBranch.set(branch, used + 1);
    picked.push(index);
  }
  // Only reachable with more reviews than the caps allow; fill up without caps.
  for (const index of others) {
    if (picked.length >= count) break;
    if (!picked.includes(index)) picked.push(index);
  }
  return shuffle(rng, picked);
}

/**
 * Picks a title or body. Pools are ordered upbeat first, measured second (see
 * review-text.ts). 4-5 star reviews use upbeat text and 1-3 star reviews measured text.
 * Text already used for the same product is avoided: once the upbeat half is used up,
 * positive reviews fall back to unused measured text (which still reads as fair) rather
 * than repeating a body word for word.
 */
function pickText(rng: Rng, pool: readonly string[], rating: number, used: Set<string>): string {
  const half = Math.ceil(pool.length / 2);
  const upbeat = pool.slice(0, half);
  const measured = pool.slice(half);
  const preferred = rating >= 4 ? upbeat : measured;
  let source = preferred.filter((text) => !used.has(text));
  if (source.length === 0 && rating >= 4) source = measured.filter((text) => !used.has(text));
  if (source.length === 0) source = preferred;
  const text = at(source, Math.floor(rng() * source.length));
  used.add(text);
  return text;
}

function scoreAround(rng: Rng, quality: number, bias: number): number {
  // bias is within +-0.5 and the per-score jitter within +-1, so noise stays within +-1.5.
  const jitter = rng() * 2 - 1;
  return clamp(Math.round(quality + bias + jitter), 1, 10);
}

export function generateReviews(seed: number = DEFAULT_REVIEW_SEED): GeneratedReview[] {
  const rng = mulberry32(seed);
  const reviews: GeneratedReview[] = [];
  let leadQueue: SeedBranch[] = [];

  SEED_PRODUCTS.forEach((product, productIndex) => {
    const count = clamp(
      Math.floor(product.reviewCount),
      0,
      Math.min(MAX_REVIEWS_PER_PRODUCT, SEED_REVIEWERS.length),
    );
    if (count === 0) return;

    if (leadQueue.length === 0) leadQueue = shuffle(rng, SEED_BRANCHES);
    const leadBranch = at(leadQueue, 0);
    leadQueue = leadQueue.slice(1);

    const text = REVIEW_TEXT[product.category];
    const usedTitles = new Set<string>();
    const usedContents = new Set<string>();

    for (const reviewerIndex of pickReviewers(rng, count, leadBranch)) {
      const bias = rng() - 0.5;
      const scores: SeedQuality = {
        durability: scoreAround(rng, product.quality.durability, bias),
        portability: scoreAround(rng, product.quality.portability, bias),
        costValue: scoreAround(rng, product.quality.costValue, bias),
        civilianAdaptation: scoreAround(rng, product.quality.civilianAdaptation, bias),
        overallUtility: scoreAround(rng, product.quality.overallUtility, bias),
      };
      const mean = SCORE_KEYS.reduce((sum, key) => sum + scores[key], 0) / SCORE_KEYS.length;
      // mean 9 -> 5 stars, 7 -> 4, 5 -> 3, with some reviewer-to-reviewer spread. Harsher
      // graders (one star lower) turn up more often on weaker products.
      const harsh = rng() < 0.05 + Math.max(0, 7 - mean) * 0.1 ? 1 : 0;
      const rating = clamp(Math.round(mean / 2 + 0.5 + (rng() - 0.5) * 0.8) - harsh, 1, 5);
      const upbeat = rating >= 4;

      const title = pickText(rng, text.titles, rating, usedTitles);
      const content = pickText(rng, text.contents, rating, usedContents);
      const pros = sample(rng, text.pros, upbeat ? randInt(rng, 2, 3) : randInt(rng, 1, 2));
      const cons = sample(rng, text.cons, upbeat ? randInt(rng, 1, 2) : randInt(rng, 2, 3));

      reviews.push({
        productIndex,
        reviewerIndex,
        title,
        content,
        pros,
        cons,
        rating,
        ...scores,
        upvotes: Math.floor(rng() ** 2 * 41),
        downvotes: Math.floor(rng() ** 3 * 9),
        daysAgo: randInt(rng, 1, 400),
      });
    }
  });

  return reviews;
}
