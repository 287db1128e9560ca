import type { Connection, Obtained } from '@shared/obtained';
import { mulberry32, type GeneratedReview } from './generate';

const DEFAULT_OBTAINED_SEED = 20261152;

export interface GeneratedObtained {
  obtained: Obtained | null;
  connection: Connection | null;
}

/**
 * Issue 52: how the demo's reviewers got their gear. The older reviews were written before the
 * question (not stated); of the rest most were bought or issued, and a few were given free or at
 * a discount, some of those by a sponsored or affiliate reviewer. Its own draws, so the
 * reviews' texts and scores stay those of earlier seeds.
 */
export function generateObtained(
  reviews: readonly GeneratedReview[],
  seed = DEFAULT_OBTAINED_SEED,
): GeneratedObtained[] {
  const rng = mulberry32(seed);
  return reviews.map((review) => {
    const draw = rng();
    const tie = rng();
    if (review.daysAgo > 300) return { obtained: null, connection: null };
    const obtained: Obtained =
      draw < 0.66
        ? 'bought'
        : draw < 0.82
          ? 'issued'
          : draw < 0.89
            ? 'free'
            : draw < 0.94
              ? 'discounted'
              : 'borrowed';
    const gifted = obtained === 'free' || obtained === 'discounted';
    return {
      obtained,
      connection: gifted && tie < 0.4 ? (tie < 0.2 ? 'sponsored' : 'affiliate') : null,
    };
  });
}
