/**
 * Issue 29: how much one member's flag counts toward hiding a review, after Discourse's
 * reviewable score. Every flag weighs `base`; a flagger whose service is verified, and an admin,
 * weigh more; and a flagger whose earlier flags moderators decided gains (or loses) by how often
 * the moderators agreed. PRODUCT.md says the same in words.
 */
export const FLAG_WEIGHT = {
  base: 1,
  verifiedBonus: 1,
  adminBonus: 3,
  /** A track record counts only past this many decided flags: a few lucky ones prove nothing. */
  decidedBeforeBonus: 5,
  /** The agreement rate that earns no bonus: above it a flagger gains, below it they lose. */
  axis: 0.7,
} as const;

export interface FlaggerRecord {
  verified: boolean;
  admin: boolean;
  /** Their earlier flags a moderator resolved: the moderator agreed. */
  agreed: number;
  /** Their earlier flags a moderator dismissed: the moderator disagreed. */
  disagreed: number;
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

/** One flag's weight: never below 0, to two decimals. */
export function flagWeight(flagger: FlaggerRecord): number {
  const weight =
    FLAG_WEIGHT.base +
    (flagger.verified ? FLAG_WEIGHT.verifiedBonus : 0) +
    (flagger.admin ? FLAG_WEIGHT.adminBonus : 0) +
    accuracyBonus(flagger.agreed, flagger.disagreed);
  return roundWeight(Math.max(0, weight));
}

export const roundWeight = (weight: number) => Math.round(weight * 100) / 100;

/** The weight of several flags together, as the threshold compares it. */
export const totalWeight = (flaggers: readonly FlaggerRecord[]) =>
  roundWeight(flaggers.reduce((sum, f) => sum + flagWeight(f), 0));
