// No zod here: review cards (on every product page's first visit) word a report's state.
import { longDate } from './format';

/**
 * Issue 30: a field report follows a review months on. What the gear is now, as its owner says,
 * worded for the review's timeline; "failed" is shown plainly on the review itself.
 */
export const REPORT_STATES = {
  in_service: 'Still in service',
  retired: 'Retired',
  failed: 'Broke or failed',
  lost: 'Lost',
} as const;
export type ReportState = keyof typeof REPORT_STATES;
export const REPORT_STATE_IDS = Object.keys(REPORT_STATES) as [ReportState, ...ReportState[]];

/**
 * Issue 47: what gave out, named on a failed or retired report, from a list that fits gear.
 * "Other" takes a few words of the author's own.
 */
export const FAILURE_MODES = {
  strap: 'Strap',
  buckle: 'Buckle or clip',
  zipper: 'Zipper',
  seam: 'Seam or stitching',
  fabric: 'Fabric or tear',
  sole: 'Sole or tread',
  frame: 'Frame or structure',
  coating: 'Coating or finish',
  optics: 'Lens or optics',
  electronics: 'Electronics',
  battery: 'Battery',
  seal: 'Seal or waterproofing',
  other: 'Other',
} as const;
export type FailureMode = keyof typeof FAILURE_MODES;
export const FAILURE_MODE_IDS = Object.keys(FAILURE_MODES) as [FailureMode, ...FailureMode[]];
/** The states whose report may name what gave out. */
export const STATES_WITH_FAILURE_MODE: readonly ReportState[] = ['failed', 'retired'];
export const FAILURE_DETAIL_MAX = 60;

/** "Zipper, repaired", "Other: hinge pin": what gave out, as a report names it; null if nothing. */
export function failureText(report: {
  failureMode: FailureMode | null;
  failureDetail: string | null;
  repaired: boolean | null;
}): string | null {
  if (!report.failureMode) return null;
  const what =
    report.failureMode === 'other'
      ? `Other: ${report.failureDetail ?? ''}`
      : FAILURE_MODES[report.failureMode];
  if (report.repaired === null) return what;
  return `${what}, ${report.repaired ? 'repaired' : 'not repaired'}`;
}

/** "1 month", "9 months": how long a member has owned the gear. */
export const monthsText = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;

/** Reports open this many days after the review was written, and come at most this often. */
export const REPORT_OPENS_AFTER_DAYS = 30;
export const REPORT_INTERVAL_DAYS = 30;
export const REPORT_CONTENT_MIN = 10;
export const REPORT_CONTENT_MAX = 2000;
/** How long a member may say they have owned the gear: up to fifty years, in months. */
export const REPORT_MONTHS_MIN = 1;
export const REPORT_MONTHS_MAX = 600;

/** The author is asked how the gear is holding up this many months after approval. */
export const REPORT_NUDGE_MONTHS = [6, 12] as const;

export const REPORT_MSG = {
  notFound: 'Field report not found',
  notAuthor: 'Only the author of a review can add field reports to it',
  notApproved: 'Field reports can be added once the review is approved',
  /** Reports open REPORT_OPENS_AFTER_DAYS after the review was written. */
  opensOn: (d: Date) => `Field reports on this review open on ${longDate(d)}`,
  /** At most one every REPORT_INTERVAL_DAYS. */
  nextOn: (d: Date) => `You can add your next field report on ${longDate(d)}`,
  months: `Months owned must be a whole number from ${REPORT_MONTHS_MIN} to ${REPORT_MONTHS_MAX}`,
  state: 'Choose what became of the gear',
  contentShort: `Field report must be at least ${REPORT_CONTENT_MIN} characters`,
  contentLong: `Field report must be less than ${REPORT_CONTENT_MAX} characters`,
  scoresAllOrNone: 'Give all five scores again, or none',
  failureMode: 'Choose what gave out from the list',
  failureModeState: 'Only a failed or retired report can say what gave out',
  failureDetail: `Say in ${FAILURE_DETAIL_MAX} characters or fewer what gave out`,
  failureDetailOnlyOther: 'Describe what gave out only when you choose Other',
  repairedNeedsMode: 'Say what gave out before saying whether it was repaired',
  repaired: 'Say whether it was repaired: yes or no',
} as const;

/** The statuses of an author's reports that hold the next one back: rejected ones do not. */
export const REPORT_COUNTED_STATUSES = ['pending', 'approved'] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAfter = (d: Date, days: number) => new Date(d.getTime() + days * DAY_MS);

/**
 * Why the author may not add a report to their review yet, or null when they may: reports open
 * REPORT_OPENS_AFTER_DAYS after the review was written and come at most one every
 * REPORT_INTERVAL_DAYS after the author's latest counted one (pending or approved; a deleted one
 * is gone). The server enforces it; the review card words the same rule.
 */
export function reportWait(
  reviewCreatedAt: Date,
  lastCountedReportAt: Date | null,
  now: number = Date.now(),
): string | null {
  const opens = daysAfter(reviewCreatedAt, REPORT_OPENS_AFTER_DAYS);
  if (now < opens.getTime()) return REPORT_MSG.opensOn(opens);
  const next = lastCountedReportAt && daysAfter(lastCountedReportAt, REPORT_INTERVAL_DAYS);
  return next && now < next.getTime() ? REPORT_MSG.nextOn(next) : null;
}
