// Issue 47: the drawing of a survival curve, kept apart from its markup so that it can be
// checked by hand. The plot is 100 × 100 units, stretched to whatever box the page gives it
// (the SVG's viewBox, preserveAspectRatio="none"); its tick labels are HTML placed at the same
// percentages, so they keep their own size at any width.

export interface CurvePoint {
  month: number;
  survival: number;
  lower: number;
  upper: number;
}

/** A tick every 1, 2 or 3 months, every half year, year, two, five or ten years. */
const MONTH_STEPS = [1, 2, 3, 6, 12, 24, 60, 120];
/** Few enough ticks that a phone's axis keeps its labels apart. */
const MAX_MONTH_INTERVALS = 6;

/** The x axis's ticks, from 0 to the first tick at or past `lastMonth`: where the axis ends. */
export function monthTicks(lastMonth: number): number[] {
  const end = Math.max(1, lastMonth);
  const step =
    MONTH_STEPS.find((s) => Math.ceil(end / s) <= MAX_MONTH_INTERVALS) ??
    Math.ceil(end / MAX_MONTH_INTERVALS);
  const count = Math.ceil(end / step);
  return Array.from({ length: count + 1 }, (_, i) => i * step);
}

/** The y axis's ticks: shares of owners, every quarter. */
export const SHARE_TICKS = [0, 0.25, 0.5, 0.75, 1] as const;

/** Plot units are kept to two decimals: finer is invisible and only lengthens the markup. */
const round = (n: number) => Math.round(n * 100) / 100;

/** Where a month falls across the plot, 0 to 100, on an axis ending at `axisEnd`. */
export const xOf = (month: number, axisEnd: number) => round((month / axisEnd) * 100);

/** Where a share falls down the plot: 100 % at the top (0), none at the bottom (100). */
export const yOf = (share: number) => round((1 - share) * 100);

/**
 * The estimate as a step line: level from each step's month until the next step's, then down
 * to that step's share. The curve's last step is where it stops.
 */
export function stepPath(curve: readonly CurvePoint[], axisEnd: number): string {
  const [first, ...rest] = curve;
  if (!first) return '';
  const moves = [`M${xOf(first.month, axisEnd)} ${yOf(first.survival)}`];
  for (const step of rest) moves.push(`H${xOf(step.month, axisEnd)}V${yOf(step.survival)}`);
  return moves.join('');
}

/**
 * The 95 % interval as one closed shape: along the upper bound's steps to the curve's end, then
 * back along the lower bound's, each level held until the next step as the curve's own is.
 */
export function bandPath(curve: readonly CurvePoint[], axisEnd: number): string {
  const [first, ...rest] = curve;
  const last = curve.at(-1);
  if (!first || !last) return '';
  const moves = [`M${xOf(first.month, axisEnd)} ${yOf(first.upper)}`];
  for (const step of rest) moves.push(`H${xOf(step.month, axisEnd)}V${yOf(step.upper)}`);
  moves.push(`V${yOf(last.lower)}`);
  for (let i = curve.length - 2; i >= 0; i--) {
    const step = curve[i]!;
    moves.push(`V${yOf(step.lower)}H${xOf(step.month, axisEnd)}`);
  }
  moves.push('Z');
  return moves.join('');
}
