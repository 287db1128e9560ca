import { z } from 'zod';
import { FIT_MSG, FIT_VERDICT_IDS, FIT_WIDTH_IDS, BENCHMARK_MAX, SIZE_WORN_MAX } from '../fit';
import { SPEC_KEYS, type SpecKey } from '../specs';
import { optionalText } from './common';
import { specValue, ZSizedKind } from './specs';

/**
 * What a member measured (issue 48): a value in base units for any spec field, each within its
 * field's range. Which fields its product carries is the server's check.
 */
export const ZMeasured = z.strictObject(
  Object.fromEntries(SPEC_KEYS.map((key) => [key, specValue(key).optional()])) as {
    [K in SpecKey]: z.ZodOptional<ReturnType<typeof specValue>>;
  },
  { error: FIT_MSG.unknownSpec },
);
export type TMeasured = z.infer<typeof ZMeasured>;

/**
 * The fit and measurements a review or a field report may carry (issue 48). A write gives them
 * whole: one left out is one the member no longer states.
 */
export const fitAndMeasuresInput = {
  measured: ZMeasured.optional(),
  sizeWorn: optionalText(SIZE_WORN_MAX, FIT_MSG.sizeWorn),
  fit: z.enum(FIT_VERDICT_IDS, FIT_MSG.verdict).optional(),
  width: z.enum(FIT_WIDTH_IDS, FIT_MSG.width).optional(),
  benchmark: optionalText(BENCHMARK_MAX, FIT_MSG.benchmark),
};

/**
 * The same as a review or report answer carries them: each only when stated, as most reviews
 * state none and a page of them should not carry their absence.
 */
export const fitAndMeasuresFields = {
  measured: z.partialRecord(z.enum(SPEC_KEYS), z.number()).optional(),
  sizeWorn: z.string().optional(),
  fit: z.enum(FIT_VERDICT_IDS).optional(),
  width: z.enum(FIT_WIDTH_IDS).optional(),
  benchmark: z.string().optional(),
};

const verdictCounts = z.object(
  Object.fromEntries(FIT_VERDICT_IDS.map((v) => [v, z.number()])) as {
    [K in (typeof FIT_VERDICT_IDS)[number]]: z.ZodNumber;
  },
);
const widthCounts = z.object(
  Object.fromEntries(FIT_WIDTH_IDS.map((w) => [w, z.number()])) as {
    [K in (typeof FIT_WIDTH_IDS)[number]]: z.ZodNumber;
  },
);

/**
 * How a sized product fits, by its owners' latest approved verdicts: one per owner, from their
 * review or a later field report.
 */
export const ZProductFit = z.object({
  sized: ZSizedKind,
  /** Owners who gave a verdict. */
  n: z.number(),
  verdicts: verdictCounts,
  /** Footwear only. */
  width: widthCounts.optional(),
  summary: z.string(),
});
export type TProductFit = z.infer<typeof ZProductFit>;
