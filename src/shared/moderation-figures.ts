// Issue 52: what moderation records of each decision, and how parity between good and bad
// reviews is judged. No zod here: the admin dashboard words them without the schemas.

/** Why a moderator rejected something: counted by reason on the transparency page. */
export const REJECTION_REASONS = {
  spam: 'Spam or advertising',
  off_topic: 'Not about this product',
  abusive: 'Abusive, hateful or harassing',
  not_first_hand: 'Not first-hand experience',
  undisclosed_connection: 'Undisclosed connection to the maker',
  opsec: 'Reveals sensitive information (OPSEC)',
  other: 'Other',
} as const;
export type RejectionReason = keyof typeof REJECTION_REASONS;
export const REJECTION_REASON_IDS = Object.keys(REJECTION_REASONS) as [
  RejectionReason,
  ...RejectionReason[],
];
export const REJECTION_MSG = { reason: 'Please choose a reason for rejecting' } as const;

/**
 * Star bands whose approval rates are compared: a site that holds low-star reviews back treats
 * the 1-2 band worse than the 4-5 band.
 */
export const STAR_BANDS = [
  { id: '1-2', min: 1, max: 2 },
  { id: '3', min: 3, max: 3 },
  { id: '4-5', min: 4, max: 5 },
] as const;
export type StarBand = (typeof STAR_BANDS)[number]['id'];
export const starBandOf = (rating: number): StarBand =>
  STAR_BANDS.find((b) => rating >= b.min && rating <= b.max)!.id;

export const PARITY_WINDOWS_DAYS = [30, 90] as const;
export type ParityWindow = (typeof PARITY_WINDOWS_DAYS)[number];

/** Bands' approval rates further apart than this many points warrant a look. */
export const PARITY_GAP_POINTS = 10;
/** A band with fewer decisions than this says nothing about a gap. */
export const PARITY_MIN_DECISIONS = 20;

export interface BandFigures {
  band: StarBand;
  decisions: number;
  approved: number;
  /** Approved of decided, in per cent to one decimal; null with no decisions. */
  approvalRate: number | null;
  /** Median seconds from the review's wait starting to its decision; null with none. */
  medianSeconds: number | null;
}

/**
 * The widest gap between two bands' approval rates, counting only bands with enough decisions,
 * and whether it passes PARITY_GAP_POINTS; null when fewer than two bands have enough.
 */
export function parityGap(bands: readonly BandFigures[]) {
  const rated = bands.filter(
    (b): b is BandFigures & { approvalRate: number } =>
      b.decisions >= PARITY_MIN_DECISIONS && b.approvalRate !== null,
  );
  if (rated.length < 2) return null;
  const low = rated.reduce((a, b) => (b.approvalRate < a.approvalRate ? b : a));
  const high = rated.reduce((a, b) => (b.approvalRate > a.approvalRate ? b : a));
  const points = Math.round((high.approvalRate - low.approvalRate) * 10) / 10;
  return { points, low: low.band, high: high.band, warn: points > PARITY_GAP_POINTS };
}
