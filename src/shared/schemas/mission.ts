import { formatCount } from '../format';
import { z } from 'zod';
import { ZStoredPicture } from './products';
import { BRANCH_IDS } from '../catalog';
import {
  MISSION_BUDGET_MAX,
  MISSION_BUDGET_MIN,
  MISSION_PROFILE_IDS,
  MISSION_WEIGHT_CAP_MAX,
  PRIORITY_LEVELS,
  missionProfile,
  type Priorities,
} from '../mission';
import { METRICS } from '../scoring';

/** `slot:product-id`: the product the reader swapped into that slot of the kit. */
const SWAP = /^(\d{1,2}):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
/** More swaps than any mission has slots is a made-up URL. */
const SWAPS_MAX = 12;

const priority = z.enum(PRIORITY_LEVELS, 'Priority must be Low, Normal or High').optional();

/**
 * The Mission Matcher's inputs, as the URL and `GET /api/mission-matcher` carry them: every
 * field but the profile may be left out and then takes the profile's default.
 */
export const ZMissionQuery = z.object({
  profile: z.enum(MISSION_PROFILE_IDS, 'Choose a mission profile').optional().default('deployment'),
  budget: z
    .string()
    .regex(/^\d+$/, 'Budget must be a whole number of dollars')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(MISSION_BUDGET_MIN, `Budget must be at least $${MISSION_BUDGET_MIN}`)
        .max(MISSION_BUDGET_MAX, `Budget must be at most $${formatCount(MISSION_BUDGET_MAX)}`),
    )
    .optional(),
  ...(Object.fromEntries(METRICS.map((m) => [m.key, priority])) as Record<
    keyof Priorities,
    typeof priority
  >),
  /**
   * Issue 48: what the kit's claimed weights may add up to, in grams (the form converts the
   * reader's units); products claiming no weight are not held to it.
   */
  maxWeight: z
    .string()
    .regex(/^\d{1,7}(\.\d{1,3})?$/, 'Weight cap must be a number of grams')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, 'Weight cap must be at least 1 g')
        .max(
          MISSION_WEIGHT_CAP_MAX,
          `Weight cap must be at most ${formatCount(MISSION_WEIGHT_CAP_MAX)} g`,
        ),
    )
    .optional(),
  branch: z.enum(BRANCH_IDS, 'Unknown branch').optional(),
  /** Members only: leave out what is already in the Gear Kit. */
  skipKit: z.enum(['1'], 'skipKit must be 1').optional(),
  /** Alternates swapped in for the picks, slot by slot. */
  swap: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',') : []))
    .pipe(
      z
        .array(z.string().regex(SWAP, 'Each swap must be a slot number and a product id'))
        .max(SWAPS_MAX, `At most ${SWAPS_MAX} swaps`),
    )
    .transform((swaps) =>
      swaps.map((s) => {
        const [, slot, id] = SWAP.exec(s)!;
        return { slot: Number(slot), id: id!.toLowerCase() };
      }),
    ),
});
export type TMissionQuery = z.input<typeof ZMissionQuery>;
export type MissionQuery = z.output<typeof ZMissionQuery>;

/** The inputs with the profile's defaults filled in: what the matcher and the form use. */
export function missionInputs(q: MissionQuery) {
  const profile = missionProfile(q.profile);
  const priorities = Object.fromEntries(
    METRICS.map((m) => [m.key, q[m.key] ?? profile.priorities[m.key]]),
  ) as Priorities;
  return {
    profile,
    budget: q.budget ?? profile.budget,
    priorities,
    branch: q.branch ?? null,
    maxWeight: q.maxWeight ?? null,
    skipKit: q.skipKit === '1',
    swap: q.swap,
  };
}
export type MissionInputs = ReturnType<typeof missionInputs>;

export const SCORE_BASES = ['branch', 'all', 'unreviewed'] as const;

export const ZMissionItem = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  picture: ZStoredPicture.nullable(),
  price: z.number(),
  battleReadyIndex: z.number(),
  /** 0-100, rounded. */
  matchScore: z.number(),
  reviewCount: z.number(),
  /** Issue 48: the maker's claimed weight in grams; null when the maker claims none. */
  weight: z.number().nullable(),
  /** Whose reviews ranked it: the chosen branch's, everyone's, or nobody's yet. */
  basis: z.enum(SCORE_BASES),
  /** Why it is here, in plain words from its reviews. */
  reason: z.string(),
});
export type TMissionItem = z.infer<typeof ZMissionItem>;

export const ZMissionSlot = z.object({
  category: z.string(),
  categoryName: z.string(),
  pick: ZMissionItem.nullable(),
  alternates: z.array(ZMissionItem),
});

export const ZMissionResult = z.object({
  profile: z.string(),
  budget: z.number(),
  branch: z.string().nullable(),
  /** Issue 48: the cap on the kit's claimed weight, grams; null when none was asked. */
  maxWeight: z.number().nullable(),
  /**
   * Issue 48: the kit's claimed weight in grams, over the `weighed` of its `items` products
   * whose makers claim one (the others' weight is unknown and not in it).
   */
  weight: z.object({ grams: z.number(), weighed: z.number(), items: z.number() }),
  /** True when the reader's Gear Kit was left out (members only). */
  skippedKit: z.boolean(),
  slots: z.array(ZMissionSlot),
  total: z.number(),
  /** Every slot holds a product. */
  complete: z.boolean(),
  /** When the kit is not complete: what the cheapest complete kit costs, if one exists. */
  cheapestComplete: z.number().nullable(),
  /** Categories the mission needs that have no product at all (or none left to pick). */
  unavailable: z.array(z.string()),
});
export type TMissionResult = z.infer<typeof ZMissionResult>;
