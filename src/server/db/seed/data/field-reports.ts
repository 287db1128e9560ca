// Field reports for the demo catalogue (issue 47). A product's durability curve needs
// DURABILITY_MIN_OWNERS owners who reported back, and its 12-month figure an owner followed that
// long, so a fresh start shows no curve at all without these. Pure and deterministic like
// generate.ts: days are counted from each review, never from the clock.

import { DURABILITY_MIN_OWNERS } from '@shared/durability';
import { monthsText, type FailureMode, type ReportState } from '@shared/field-reports';
import type { Scores } from '@shared/scoring';
import {
  at,
  clamp,
  mulberry32,
  randInt,
  shuffle,
  type GeneratedReview,
  type Rng,
} from './generate';
import { SEED_PRODUCTS } from './products';

export const DEFAULT_FIELD_REPORT_SEED = 20261147;

export interface GeneratedFieldReport {
  /** Its review's index in generateReviews()'s list. */
  reviewIndex: number;
  monthsOwned: number;
  /** Written this many days after its review: fewer than the review's daysAgo, so in the past. */
  daysAfterReview: number;
  state: ReportState;
  failureMode: FailureMode | null;
  failureDetail: string | null;
  repaired: boolean | null;
  content: string;
  /** All five scores again, or none. */
  scores: Scores | null;
}

/** The failure modes with a word of their own; "other" takes the profile's. */
type ListedMode = Exclude<FailureMode, 'other'>;

interface FieldProfile {
  /** How many of its owners' gear fails: the curves differ from product to product. */
  failures: number;
  /** What gives out on gear of its kind. */
  modes: readonly ListedMode[];
  /** What gives out now and then that the list has no word for ("other"). */
  other?: string;
}

/**
 * Products with enough approved reviews old enough to follow, sturdy ones first. None is on the
 * catalogue's first page by the default order, where e2e specs take products to review and
 * axe-check, nor one they write field reports on (the last by name, and the least reviewed).
 */
const FIELD_TESTED: Record<string, FieldProfile> = {
  'Graywater Labs Bulwark Rugged Phone Case': {
    failures: 0,
    modes: ['frame', 'coating', 'seal'],
    other: 'button cover',
  },
  'Ironpine Vanguard 32L Assault Pack': { failures: 1, modes: ['zipper', 'strap', 'buckle'] },
  'Northmark Three-Layer Modular Sleep System': {
    failures: 1,
    modes: ['zipper', 'seam', 'fabric'],
  },
  'Ember Point 28W Folding Solar Panel': {
    failures: 1,
    modes: ['electronics', 'fabric', 'coating'],
    other: 'kickstand',
  },
  'Quarterdeck 7-Inch Lined PT Shorts': {
    failures: 2,
    modes: ['seam', 'fabric'],
    other: 'waistband elastic',
  },
  'Quarterdeck Twin XL Microfiber Sheet Set': {
    failures: 2,
    modes: ['seam', 'fabric'],
    other: 'corner elastic',
  },
  'Fallow Creek Stride Road Trainer': {
    failures: 3,
    modes: ['sole', 'seam', 'fabric'],
    other: 'heel counter',
  },
};

/** A month's days on average: report dates follow the months owned. */
const daysFor = (months: number) => Math.round((months * 365.25) / 12);

/** The most whole months owned a review's age allows, with the report still in the past. */
function maxMonths(daysAgo: number): number {
  let months = 0;
  while (daysFor(months + 1) < daysAgo) months += 1;
  return months;
}

/** `count` report months spread up to `last`, strictly increasing: at least 30 days apart. */
function ladder(last: number, count: number): number[] {
  const n = Math.min(count, last);
  return Array.from({ length: n }, (_, k) => Math.round((last * (k + 1)) / n));
}

const WHAT: Record<ListedMode, string> = {
  strap: 'a strap',
  buckle: 'a buckle',
  zipper: 'the zipper',
  seam: 'a seam',
  fabric: 'the fabric',
  sole: 'the sole',
  frame: 'the frame',
  coating: 'the finish',
  optics: 'the lens',
  electronics: 'the electronics',
  battery: 'the battery',
  seal: 'the seal',
};

type Words = (months: string, what: string) => string;

const IN_SERVICE: readonly Words[] = [
  (m) => `${m} in and still in my kit. Nothing loose, nothing torn, nothing I had to fix.`,
  (m) => `Still using it after ${m}. Scuffed, but it works the way it did on day one.`,
  (m) => `${m} of regular use: some wear where you would expect it, otherwise holding up fine.`,
  (m) => `${m} on: used week in, week out, and still in service.`,
];
const FAILED: readonly Words[] = [
  (m, what) => `Gave out at ${m}: ${what} failed during a field week.`,
  (m, what) => `${m} in, ${what} let go halfway through a training day.`,
  (m, what) => `After ${m} of steady use ${what} failed.`,
];
const REPAIRED = {
  true: 'Repaired it and it is back in use.',
  false: 'Not worth repairing, so it has been replaced.',
  null: 'Have not decided yet whether to fix it.',
};
const BACK_IN_SERVICE: Words = (m) => `${m} now, and the repair is holding. Back in regular use.`;
const RETIRED_WORN: Words = (m, what) =>
  `Retired it after ${m}: ${what} was worn out and it was time for a new one.`;
const RETIRED: Words = (m) => `Retired it after ${m} when my unit issued something else.`;
const LOST: readonly Words[] = [
  (m) => `Lost it on a field exercise after ${m}. It was holding up fine until then.`,
  (m) => `Left behind on a move after ${m}; no complaints while I had it.`,
];

const pick = <T>(rng: Rng, items: readonly T[]): T => at(items, Math.floor(rng() * items.length));

/** Two in five reports score the gear again: a failure costs it durability and utility. */
function rescore(rng: Rng, review: GeneratedReview, failed: boolean): Scores | null {
  if (rng() >= 0.4) return null;
  const worse = failed ? randInt(rng, 2, 4) : randInt(rng, -1, 1);
  return {
    durability: clamp(review.durability - worse, 1, 10),
    portability: review.portability,
    costValue: review.costValue,
    civilianAdaptation: review.civilianAdaptation,
    overallUtility: clamp(review.overallUtility - (failed ? randInt(rng, 1, 2) : 0), 1, 10),
  };
}

interface Owner {
  reviewIndex: number;
  review: GeneratedReview;
  longest: number;
}

interface Outcome {
  state: ReportState;
  mode: FailureMode | null;
  detail: string | null;
  repaired: boolean | null;
  /** What gave out, in words: "the zipper". */
  what: string;
}

/** What became of one owner's gear, as their last report says. */
function outcome(rng: Rng, profile: FieldProfile, fails: boolean, isLongest: boolean): Outcome {
  const roll = rng();
  let state: ReportState = 'in_service';
  if (fails) state = 'failed';
  else if (!isLongest && roll < 0.1) state = 'retired';
  else if (!isLongest && roll < 0.15) state = 'lost';
  const named = state === 'failed' || (state === 'retired' && rng() < 0.5);
  if (!named) return { state, mode: null, detail: null, repaired: null, what: '' };
  const repaired = state === 'failed' ? pick(rng, [true, true, false, false, null]) : null;
  if (profile.other !== undefined && rng() < 0.4) {
    const detail = profile.other;
    return { state, mode: 'other', detail, repaired, what: `the ${detail}` };
  }
  const mode = pick(rng, profile.modes);
  return { state, mode, detail: null, repaired, what: WHAT[mode] };
}

function finalWords(rng: Rng, o: Outcome, months: string): string {
  switch (o.state) {
    case 'failed':
      return `${pick(rng, FAILED)(months, o.what)} ${REPAIRED[`${o.repaired}`]}`;
    case 'retired':
      return (o.mode ? RETIRED_WORN : RETIRED)(months, o.what);
    case 'lost':
      return pick(rng, LOST)(months, o.what);
    case 'in_service':
      return pick(rng, IN_SERVICE)(months, o.what);
  }
}

/** One owner's reports, in order: the last one says what became of the gear. */
function ownerReports(
  rng: Rng,
  owner: Owner,
  profile: FieldProfile,
  fails: boolean,
  isLongest: boolean,
): GeneratedFieldReport[] {
  // The owner followed longest reports at their last month, so the curve reaches it.
  const last = isLongest
    ? owner.longest
    : owner.longest - randInt(rng, 0, Math.min(2, owner.longest - 1));
  // Failures come early, while most owners are still followed: each costs the curve about the
  // same, so a product's share at 12 months follows its number of failures.
  const end = fails ? randInt(rng, 1, Math.min(last, 4)) : last;
  const months = ladder(end, randInt(rng, 1, 3));
  const o = outcome(rng, profile, fails, isLongest);
  const report = (m: number, final: boolean, content: string): GeneratedFieldReport => ({
    reviewIndex: owner.reviewIndex,
    monthsOwned: m,
    daysAfterReview: daysFor(m),
    state: final ? o.state : 'in_service',
    failureMode: final ? o.mode : null,
    failureDetail: final ? o.detail : null,
    repaired: final ? o.repaired : null,
    content,
    scores: rescore(rng, owner.review, final && o.state === 'failed'),
  });
  const reports = months.map((m, i) => {
    const final = i === months.length - 1;
    const words = monthsText(m);
    return report(m, final, final ? finalWords(rng, o, words) : pick(rng, IN_SERVICE)(words, ''));
  });
  // A repaired failure may carry on: the estimate still ends this owner's timeline at it.
  if (o.repaired && end + 2 <= owner.longest) {
    const later = randInt(rng, end + 2, owner.longest);
    reports.push(report(later, false, BACK_IN_SERVICE(monthsText(later), o.what)));
  }
  return reports;
}

/**
 * Approved field reports on most reviews of the FIELD_TESTED products: one to three each, months
 * owned increasing, each written that many months after its review and before today.
 */
export function generateFieldReports(
  reviews: readonly GeneratedReview[],
  seed: number = DEFAULT_FIELD_REPORT_SEED,
): GeneratedFieldReport[] {
  const rng = mulberry32(seed);
  const out: GeneratedFieldReport[] = [];
  for (const [name, profile] of Object.entries(FIELD_TESTED)) {
    const productIndex = SEED_PRODUCTS.findIndex((p) => p.name === name);
    if (productIndex < 0) throw new Error(`field-tested product not in the catalogue: ${name}`);
    const owners = reviews
      .map((review, reviewIndex) => ({ review, reviewIndex, longest: maxMonths(review.daysAgo) }))
      .filter((o) => o.review.productIndex === productIndex && o.longest >= 1)
      .sort((a, b) => b.longest - a.longest || a.reviewIndex - b.reviewIndex);
    const [first, ...rest] = owners;
    if (!first) continue;
    // Most owners report back: one never does, where enough others do.
    const silent = owners.length > DURABILITY_MIN_OWNERS + 1 ? pick(rng, rest) : undefined;
    const reporting = rest.filter((o) => o !== silent);
    const failing = new Set(shuffle(rng, reporting).slice(0, profile.failures));
    out.push(...ownerReports(rng, first, profile, false, true));
    for (const owner of reporting) {
      out.push(...ownerReports(rng, owner, profile, failing.has(owner), false));
    }
  }
  return out;
}
