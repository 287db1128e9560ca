// Issue 52: how a reviewer got the gear, and any connection to its maker, as the FTC's rule on
// reviews asks a platform to disclose. No zod here: the review card and the product page word
// them without the schemas.
import type { Scores } from './scoring';

export const OBTAINED = {
  bought: 'Bought it',
  issued: 'Issued by unit or agency',
  free: 'Free from the maker or seller',
  discounted: 'Discounted for a review',
  borrowed: 'Borrowed',
} as const;
export type Obtained = keyof typeof OBTAINED;
export const OBTAINED_IDS = Object.keys(OBTAINED) as [Obtained, ...Obtained[]];

/** The short label a review carries; reviews written before the question show `NOT_STATED`. */
export const OBTAINED_LABELS: Record<Obtained, string> = {
  bought: 'Bought',
  issued: 'Issued',
  free: 'Free product',
  discounted: 'Discounted for review',
  borrowed: 'Borrowed',
};
export const NOT_STATED = 'How obtained: not stated';

export const CONNECTIONS = {
  employee: 'I work for the maker or seller',
  affiliate: 'I earn from sales (affiliate)',
  sponsored: 'The maker sponsors me',
} as const;
export type Connection = keyof typeof CONNECTIONS;
export const CONNECTION_IDS = Object.keys(CONNECTIONS) as [Connection, ...Connection[]];

export const CONNECTION_LABELS: Record<Connection, string> = {
  employee: "Maker's employee",
  affiliate: 'Affiliate',
  sponsored: 'Sponsored',
};

export const OBTAINED_MSG = {
  obtained: 'Please say how you got this product',
  connection: 'Connection must be employee, affiliate or sponsored',
} as const;

/**
 * A review the reader may leave out of the scores: the gear came free or discounted in exchange,
 * or its author has a tie to the maker. Such reviews count by default, as the FTC's guidance
 * asks, but say so.
 */
export function isIncentivized(obtained: Obtained | null, connection: Connection | null) {
  return obtained === 'free' || obtained === 'discounted' || connection !== null;
}

/** How a product's approved reviewers got it; `unstated` counts reviews from before the question. */
export type ObtainedCounts = Record<Obtained | 'unstated', number> & {
  /** Of them, by authors with a connection to the maker. */
  connected: number;
};

/**
 * A product's figures from its approved reviews less the incentivized ones, for a reader who
 * leaves those out; kept only while the product has some (else its own figures say the same).
 */
export type FiguresWithoutIncentives = Scores & {
  reviewCount: number;
  averageRating: number;
  battleReadyIndex: number;
};

export const NO_OBTAINED_COUNTS: ObtainedCounts = {
  bought: 0,
  issued: 0,
  free: 0,
  discounted: 0,
  borrowed: 0,
  unstated: 0,
  connected: 0,
};

/** "8 bought · 2 issued · 1 free · 3 not stated": the non-zero counts in the options' order. */
export function obtainedSummary(counts: ObtainedCounts): string {
  const parts: string[] = [];
  const words: Record<Obtained | 'unstated', string> = {
    bought: 'bought',
    issued: 'issued',
    free: 'free',
    discounted: 'discounted',
    borrowed: 'borrowed',
    unstated: 'not stated',
  };
  for (const key of [...OBTAINED_IDS, 'unstated'] as const) {
    if (counts[key] > 0) parts.push(`${counts[key]} ${words[key]}`);
  }
  if (counts.connected > 0) parts.push(`${counts.connected} connected to the maker`);
  return parts.join(' · ');
}
