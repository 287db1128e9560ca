// Issue 47: how long a product lasts, from its owners' field reports. Each owner is one
// timeline: the months owned at their last approved report, ending in a failure or censored
// (still in service, retired or lost: the gear had not failed when last heard of). The
// Kaplan-Meier estimate is the share still in service month by month; its 95 % interval is
// Greenwood's variance on the log-log scale, which stays within 0 and 1.

/**
 * One owner, or `owners` alike: how long they have had the gear, and whether it failed then.
 * The database hands over owners counted by month and outcome, not one row each.
 */
export interface Timeline {
  months: number;
  failed: boolean;
  owners?: number;
}

/** The estimate from `month` on, until the next step. */
export interface CurveStep {
  month: number;
  /** Share still in service, 0-1. */
  survival: number;
  lower: number;
  upper: number;
  /** Owners still followed at this month (neither failed nor censored before it). */
  atRisk: number;
}

export interface Estimate {
  /**
   * From month 0 (everyone in service), a step at each month a failure happened, and a last one
   * at the longest timeline when it outlasts the last failure: where the estimate stops.
   */
  curve: CurveStep[];
  /** The first month at which survival is at or below one half; null before it is reached. */
  medianMonths: number | null;
}

/** The normal quantile of a two-sided 95 % interval. */
const Z95 = 1.959963984540054;

/**
 * Kaplan-Meier with Greenwood's log-log interval. Ties: failures at a month are counted before
 * the censorings of that month, which are still at risk then (the usual convention).
 */
export function kaplanMeier(timelines: readonly Timeline[]): Estimate {
  const sorted = [...timelines].sort((a, b) => a.months - b.months);
  const total = sorted.reduce((sum, t) => sum + (t.owners ?? 1), 0);
  const curve: CurveStep[] = [{ month: 0, survival: 1, lower: 1, upper: 1, atRisk: total }];
  let survival = 1;
  // Greenwood's sum of d / (n (n - d)) over the failure months so far.
  let greenwood = 0;
  let medianMonths: number | null = null;
  // One pass over the months in order; those whose timelines ended before a month are `gone`.
  let gone = 0;
  let atRisk = total;
  for (let i = 0; i < sorted.length;) {
    const month = sorted[i]!.months;
    atRisk = total - gone;
    let failures = 0;
    for (; i < sorted.length && sorted[i]!.months === month; i++) {
      const owners = sorted[i]!.owners ?? 1;
      if (sorted[i]!.failed) failures += owners;
      gone += owners;
    }
    if (failures === 0) continue;
    survival *= 1 - failures / atRisk;
    greenwood =
      atRisk === failures ? Infinity : greenwood + failures / (atRisk * (atRisk - failures));
    curve.push({ month, survival, ...logLogInterval(survival, greenwood), atRisk });
    if (medianMonths === null && survival <= 0.5) medianMonths = month;
  }
  const last = curve.at(-1)!;
  const longest = sorted.at(-1)?.months ?? 0;
  // The last month's at-risk count is left in `atRisk`: those followed that long.
  if (longest > last.month) curve.push({ ...last, month: longest, atRisk });
  return { curve, medianMonths };
}

/** The 95 % interval of `survival` on the log-log scale: S^exp(±z·se), se from Greenwood. */
function logLogInterval(survival: number, greenwood: number): { lower: number; upper: number } {
  if (survival <= 0 || !Number.isFinite(greenwood)) return { lower: 0, upper: 0 };
  if (survival >= 1) return { lower: 1, upper: 1 };
  const spread = (Z95 * Math.sqrt(greenwood)) / Math.abs(Math.log(survival));
  return {
    lower: survival ** Math.exp(spread),
    upper: survival ** Math.exp(-spread),
  };
}
