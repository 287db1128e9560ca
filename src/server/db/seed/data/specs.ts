// Claimed specs, members' measurements and fit verdicts for the demo catalogue (issue 48). The
// claims follow each product's description; owners weigh some gear heavier than its maker says,
// so the page's "differs from the claim" note has something to show. Pure and deterministic
// like generate.ts.

import type { FitVerdict, FitWidth } from '@shared/fit';
import type { SizedKind, SpecKey } from '@shared/specs';
import { at, mulberry32, type GeneratedReview, type Rng } from './generate';
import { SEED_PRODUCTS } from './products';

export const DEFAULT_FIT_SEED = 20261148;

type Claims = Partial<Record<SpecKey, number>>;

interface SpecProfile {
  claims: Claims;
  sized?: SizedKind;
  /** What owners' scales read against the claimed weight: 1.12 is 12 % heavier. */
  weighsAs?: number;
  /** How owners find the fit: the share saying small and large; the rest true to size. */
  fit?: { small: number; large: number; sizes: readonly string[] };
}

const FOOTWEAR_SIZES = ['9', '9.5', '10', '10.5', '11', '12'];
const APPAREL_SIZES = ['S', 'M', 'L', 'XL'];

const PROFILES: Record<string, SpecProfile> = {
  'Ironpine Vanguard 32L Assault Pack': {
    claims: { weight: 1406, volume: 32, length: 50, width: 30, height: 25 },
    sized: 'pack',
    weighsAs: 1.02,
    fit: { small: 0.1, large: 0.1, sizes: ['S/M', 'M/L'] },
  },
  'Stonefield Ridgeline 65L Field Rucksack': {
    claims: { weight: 2676, volume: 65, length: 80, width: 36, height: 30 },
    sized: 'pack',
    weighsAs: 1.14,
    fit: { small: 0.15, large: 0.25, sizes: ['M', 'L'] },
  },
  'Northmark Three-Layer Modular Sleep System': {
    claims: { weight: 3266, volume: 30, waterResistance: 1 },
    weighsAs: 1.04,
  },
  'Tallgrass Quilted Poncho Liner': {
    claims: { weight: 726, length: 208, width: 157 },
    weighsAs: 1.01,
  },
  'Drillhall Trooper 40L Budget Daypack': {
    claims: { weight: 1100, volume: 40 },
    weighsAs: 1.18,
  },
  'Halyard 3L Wide-Mouth Hydration Reservoir': { claims: { weight: 210, volume: 3 } },
  'Corvid 20,000 mAh PD Power Bank': {
    claims: { weight: 350, battery: 20_000, length: 15, width: 7, height: 2.5 },
    weighsAs: 1.03,
  },
  'Ridgeback Two-Way GMRS Radio Pair': { claims: { weight: 240, battery: 2000, runtime: 18 } },
  'Northmark Summit Multisport GPS Watch': {
    claims: { weight: 62, runtime: 48, waterResistance: 100 },
    weighsAs: 1.0,
  },
  'Mirefield EDC 1,000-Lumen Flashlight': {
    claims: { weight: 142, battery: 3500, runtime: 4.5, waterResistance: 2 },
  },
  'Fallow Creek Stride Road Trainer': {
    claims: { weight: 298 },
    sized: 'footwear',
    weighsAs: 1.06,
    fit: { small: 0.6, large: 0.05, sizes: FOOTWEAR_SIZES },
  },
  'Northmark Recovery Slides': {
    claims: { weight: 240 },
    sized: 'footwear',
    fit: { small: 0.1, large: 0.3, sizes: FOOTWEAR_SIZES },
  },
  'Quarterdeck 7-Inch Lined PT Shorts': {
    claims: { weight: 150 },
    sized: 'apparel',
    fit: { small: 0.15, large: 0.1, sizes: APPAREL_SIZES },
  },
  'Ironpine Moisture-Wicking PT Shirt 3-Pack': {
    claims: { weight: 420 },
    sized: 'apparel',
    fit: { small: 0.4, large: 0.1, sizes: APPAREL_SIZES },
  },
  'Halyard Graduated Compression Calf Sleeves': {
    claims: {},
    sized: 'apparel',
    fit: { small: 0.2, large: 0.2, sizes: APPAREL_SIZES },
  },
  'Drillhall 30 lb Cast Iron Ruck Plate': { claims: { weight: 13_608 }, weighsAs: 1.0 },
  'Copperline 32 oz Insulated Steel Bottle': { claims: { weight: 490, volume: 0.95 } },
  'Stonefield 750 ml Titanium Pot': { claims: { weight: 103, volume: 0.75 }, weighsAs: 1.05 },
};

/** A product's claims and sized kind, by its name; none for products without a profile. */
export function seedSpecsOf(name: string): { claims: Claims; sized: SizedKind | null } {
  const profile = PROFILES[name];
  return { claims: profile?.claims ?? {}, sized: profile?.sized ?? null };
}

export interface GeneratedFitAndMeasures {
  /** Its review's index in generateReviews()'s list. */
  reviewIndex: number;
  measured: Claims | null;
  sizeWorn: string | null;
  fit: FitVerdict | null;
  width: FitWidth | null;
}

const verdictOf = (rng: Rng, fit: NonNullable<SpecProfile['fit']>): FitVerdict => {
  const roll = rng();
  if (roll < fit.small) return 'small';
  return roll < fit.small + fit.large ? 'large' : 'true';
};

/**
 * What the reviews of profiled products state: about half their owners weighed the gear (within
 * a few per cent of what it really weighs), and most owners of sized gear gave a verdict.
 */
export function generateFitAndMeasures(
  reviews: readonly GeneratedReview[],
  seed = DEFAULT_FIT_SEED,
): GeneratedFitAndMeasures[] {
  const rng = mulberry32(seed);
  return reviews.flatMap((review, reviewIndex) => {
    const profile = PROFILES[SEED_PRODUCTS[review.productIndex]!.name];
    if (!profile) return [];
    const claimed = profile.claims.weight;
    const weighed = claimed !== undefined && profile.weighsAs !== undefined && rng() < 0.55;
    const measured = weighed
      ? { weight: Math.round(claimed * profile.weighsAs! * (0.97 + rng() * 0.06)) }
      : null;
    const fit = profile.fit && rng() < 0.85 ? profile.fit : null;
    const stated: GeneratedFitAndMeasures = {
      reviewIndex,
      measured,
      sizeWorn: fit ? at(fit.sizes, Math.floor(rng() * fit.sizes.length)) : null,
      fit: fit ? verdictOf(rng, fit) : null,
      width: fit && profile.sized === 'footwear' ? (rng() < 0.7 ? 'normal' : 'narrow') : null,
    };
    return measured || fit ? [stated] : [];
  });
}
