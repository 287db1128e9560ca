/**
 * How much one member's flag counts toward hiding a review, after Discourse's reviewable score.
 * Issue 44: a flag weighs by what its flagger could not have made cheaply — an account's age,
 * approved reviews of their own, a record of flags moderators agreed with, a verified service —
 * so a fresh account invited yesterday weighs least (decision 027). An admin weighs more. A
 * flagger whose earlier flags moderators decided gains (or loses) by how often the moderators
 * agreed. PRODUCT.md says the same in words.
 */
export const FLAG_WEIGHT = {
  base: 0.5,
  /** Added from each age, in days: the largest reached counts. */
  ageBonus: [
    [30, 0.25],
    [180, 0.5],
  ],
  /** Added from each number of the flagger's own approved reviews: the largest reached counts. */
  reviewsBonus: [
    [1, 0.25],
    [3, 0.5],
  ],
  verifiedBonus: 1,
  adminBonus: 4,
  /** A track record counts only past this many decided flags: a few lucky ones prove nothing. */
  decidedBeforeBonus: 5,
  /** The agreement rate that earns no bonus: above it a flagger gains, below it they lose. */
  axis: 0.7,
} as const;

/** The most approved reviews the weight tells apart: reading more would change nothing. */
export const REVIEWS_COUNTED = Math.max(...FLAG_WEIGHT.reviewsBonus.map(([n]) => n));

export interface FlaggerRecord {
  verified: boolean;
  admin: boolean;
  /** Their earlier flags a moderator resolved: the moderator agreed. */
  agreed: number;
  /** Their earlier flags a moderator dismissed: the moderator disagreed. */
  disagreed: number;
  /** Whole days since the account was made. */
  accountAgeDays: number;
  /** Their own approved reviews, up to REVIEWS_COUNTED. */
  approvedReviews: number;
}

const log4 = (n: number) => Math.log(n) / Math.log(4);

/**
 * With p the share of decided flags agreed with: (p − 0.7) / 0.3 × log₄(decided) at or above the
 * axis, −(0.7 − p) / 0.7 × log₄(decided) below it. The log lets a long record count for more
 * without ever outweighing several members.
 */
export function accuracyBonus(agreed: number, disagreed: number): number {
  const decided = agreed + disagreed;
  if (decided <= FLAG_WEIGHT.decidedBeforeBonus) return 0;
  const p = agreed / decided;
  const { axis } = FLAG_WEIGHT;
  const scale = log4(decided);
  return p >= axis ? ((p - axis) / (1 - axis)) * scale : -((axis - p) / axis) * scale;
}

/** The bonus of the largest step `value` reaches. */
const stepBonus = (steps: readonly (readonly [number, number])[], value: number) =>
  steps.reduce((bonus, [from, add]) => (value >= from ? add : bonus), 0);

/** One flag's weight: never below 0, to two decimals. */
export function flagWeight(flagger: FlaggerRecord): number {
  const weight =
    FLAG_WEIGHT.base +
    stepBonus(FLAG_WEIGHT.ageBonus, flagger.accountAgeDays) +
    stepBonus(FLAG_WEIGHT.reviewsBonus, flagger.approvedReviews) +
    (flagger.verified ? FLAG_WEIGHT.verifiedBonus : 0) +
    (flagger.admin ? FLAG_WEIGHT.adminBonus : 0) +
    accuracyBonus(flagger.agreed, flagger.disagreed);
  return roundWeight(Math.max(0, weight));
}

export const roundWeight = (weight: number) => Math.round(weight * 100) / 100;
