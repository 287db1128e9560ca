// No zod here: review cards (on every product page's first visit) word a report's state.

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
