import { z } from 'zod';
import { FAILURE_MODE_IDS } from '../field-reports';

/** One step of the survival estimate: from `month` on, until the next step. */
export const ZSurvivalStep = z.object({
  month: z.number(),
  /** Share of owners' gear still in service, 0-1. */
  survival: z.number(),
  /** The 95 % interval (Greenwood, log-log). */
  lower: z.number(),
  upper: z.number(),
  /** Owners still followed at this month: neither failed nor last heard of before it. */
  atRisk: z.number(),
});
export type TSurvivalStep = z.infer<typeof ZSurvivalStep>;

/** GET /api/products/:id/durability (issue 47). */
export const ZDurability = z.object({
  /** Approved reviews with at least one approved field report. */
  owners: z.number(),
  /** Of them, those whose gear failed. */
  failures: z.number(),
  /**
   * The Kaplan-Meier estimate from month 0, a step at each month gear failed and one at the
   * longest ownership; empty below DURABILITY_MIN_OWNERS owners.
   */
  curve: z.array(ZSurvivalStep),
  /** The first month survival is at or below one half; null until it is reached. */
  medianMonths: z.number().nullable(),
  /**
   * What gave out, most owners first: owners whose last word named it (failed or retired gear)
   * and the median month they said so. Empty below DURABILITY_MIN_OWNERS owners.
   */
  modes: z.array(
    z.object({ mode: z.enum(FAILURE_MODE_IDS), owners: z.number(), medianMonth: z.number() }),
  ),
});
export type TDurability = z.infer<typeof ZDurability>;
