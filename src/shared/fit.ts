// Issue 48: how sized gear fits, as its owners say. Messages verbatim; no zod here, so the
// review card and the product page can word verdicts without the schemas.
import { SPEC_FIELDS, type SpecKey } from './specs';

export const FIT_VERDICTS = {
  small: 'Runs small',
  true: 'True to size',
  large: 'Runs large',
} as const;
export type FitVerdict = keyof typeof FIT_VERDICTS;
export const FIT_VERDICT_IDS = Object.keys(FIT_VERDICTS) as [FitVerdict, ...FitVerdict[]];

/** Width, asked of footwear only. */
export const FIT_WIDTHS = { narrow: 'Narrow', normal: 'Normal width', wide: 'Wide' } as const;
export type FitWidth = keyof typeof FIT_WIDTHS;
export const FIT_WIDTH_IDS = Object.keys(FIT_WIDTHS) as [FitWidth, ...FitWidth[]];

export const SIZE_WORN_MAX = 20;
export const BENCHMARK_MAX = 60;

export const FIT_MSG = {
  sizeWorn: `Size worn must be at most ${SIZE_WORN_MAX} characters`,
  verdict: 'Fit must be runs small, true to size or runs large',
  width: 'Width must be narrow, normal or wide',
  benchmark: `Your usual size elsewhere must be at most ${BENCHMARK_MAX} characters`,
  notSized: 'This product does not come in sizes',
  widthFootwearOnly: 'Width is asked of footwear only',
  unknownSpec: 'Unknown spec field',
  notASpec: (key: SpecKey) => `${SPEC_FIELDS[key].label} is not a spec of this product`,
} as const;

export type FitVerdictCounts = Record<FitVerdict, number>;
export type FitWidthCounts = Record<FitWidth, number>;
/** A product's owners' verdicts as it keeps them: widths once some owner gave one. */
export type FitCounts = FitVerdictCounts & Partial<FitWidthCounts>;

/**
 * "Most owners: true to size · 14 of 19": the verdict more owners give than any other, with
 * its count; when two lead alike, that owners are split.
 */
export function fitSummary(verdicts: FitVerdictCounts): string {
  const n = FIT_VERDICT_IDS.reduce((sum, v) => sum + verdicts[v], 0);
  if (n === 0) return 'No fit verdicts yet';
  const top = Math.max(...FIT_VERDICT_IDS.map((v) => verdicts[v]));
  const leaders = FIT_VERDICT_IDS.filter((v) => verdicts[v] === top);
  if (leaders.length > 1) return `Owners are split · ${n} ${n === 1 ? 'verdict' : 'verdicts'}`;
  return `Most owners: ${FIT_VERDICTS[leaders[0]!].toLowerCase()} · ${top} of ${n}`;
}
