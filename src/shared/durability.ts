// Issue 47: how long a product lasts, as its owners' field reports tell it. The estimate is the
// server's (features/reviews/durability); these are the words and thresholds both sides share.
import { monthsText } from './field-reports';
import { formatCount } from './format';

/** Below this many owners with a field report, no estimate is shown: too few to mean much. */
export const DURABILITY_MIN_OWNERS = 5;
/** The month the headline, the compare row and the "Most durable" sort read the estimate at. */
export const DURABILITY_HEADLINE_MONTH = 12;

export interface SurvivalStep {
  month: number;
  survival: number;
}

/**
 * The estimate's share still in service after `month`, or null where the curve does not reach
 * (no owner followed that long: the estimate says nothing there).
 */
export function survivalAt(curve: readonly SurvivalStep[], month: number): number | null {
  const last = curve.at(-1);
  if (!last || last.month < month) return null;
  let at = curve[0]!;
  for (const step of curve) if (step.month <= month) at = step;
  return at.survival;
}

/**
 * "86 %": a share as a whole percentage, as the product page and compare page write it; the
 * space does not break, so a narrow screen never leaves the sign alone on a line.
 */
export const percentText = (share: number) => `${Math.round(share * 100)}\u00a0%`;

export const ownersText = (n: number) => `${formatCount(n)} ${n === 1 ? 'owner' : 'owners'}`;

/**
 * "Still in service after 12 months: 86 % (23 owners)", or after the longest month followed when
 * no owner has had it 12 months yet.
 */
export function survivalHeadline(curve: readonly SurvivalStep[], owners: number): string | null {
  const last = curve.at(-1);
  if (!last) return null;
  const month = Math.min(DURABILITY_HEADLINE_MONTH, last.month);
  if (month === 0) return null;
  const share = survivalAt(curve, month)!;
  return `Still in service after ${monthsText(month)}: ${percentText(share)} (${ownersText(owners)})`;
}

/** "Not enough field reports yet: 3 owners so far, 5 needed". */
export const notEnoughReportsText = (owners: number) =>
  `Not enough field reports yet: ${ownersText(owners)} so far, ${DURABILITY_MIN_OWNERS} needed`;
