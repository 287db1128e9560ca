import { z } from 'zod';
import { EDIT_LIMIT } from '../limits';
import {
  FAILURE_DETAIL_MAX,
  FAILURE_MODE_IDS,
  STATES_WITH_FAILURE_MODE,
  REPORT_CONTENT_MAX,
  REPORT_CONTENT_MIN,
  REPORT_MONTHS_MAX,
  REPORT_MONTHS_MIN,
  REPORT_MSG,
  REPORT_STATE_IDS,
} from '../field-reports';
import { METRICS } from '../scoring';
import { pageParam, scoreFields, scoreInput } from './common';
import { fitAndMeasuresFields, fitAndMeasuresInput } from './fit';
import { opsecAcknowledgedInput } from './opsec-acknowledged';

// Issue 30: field reports on a review, and a review's earlier versions. Messages verbatim; they
// live in ../field-reports (no zod), so a review card can word when reports open.
export { REPORT_MSG } from '../field-reports';

const SCORE_KEYS = METRICS.map((m) => m.key);

/** POST /api/reviews/:id/reports and its edit: the five scores are all given, or none. */
export const ZReportWrite = z
  .object({
    monthsOwned: z
      .number({ error: REPORT_MSG.months })
      .int(REPORT_MSG.months)
      .min(REPORT_MONTHS_MIN, REPORT_MSG.months)
      .max(REPORT_MONTHS_MAX, REPORT_MSG.months),
    state: z.enum(REPORT_STATE_IDS, REPORT_MSG.state),
    content: z
      .string({ error: REPORT_MSG.contentShort })
      .trim()
      .min(REPORT_CONTENT_MIN, REPORT_MSG.contentShort)
      .max(REPORT_CONTENT_MAX, REPORT_MSG.contentLong),
    durability: scoreInput('Durability').optional(),
    portability: scoreInput('Portability').optional(),
    costValue: scoreInput('Cost vs. Value').optional(),
    civilianAdaptation: scoreInput('Civilian Adaptation').optional(),
    overallUtility: scoreInput('Overall Utility').optional(),
    /** Issue 47: what gave out, on a failed or retired report; "other" with a few words. */
    failureMode: z.enum(FAILURE_MODE_IDS, REPORT_MSG.failureMode).optional(),
    failureDetail: z
      .string({ error: REPORT_MSG.failureDetail })
      .trim()
      .max(FAILURE_DETAIL_MAX, REPORT_MSG.failureDetail)
      .optional()
      .transform((v) => v || undefined),
    repaired: z.boolean({ error: REPORT_MSG.repaired }).optional(),
    /** Issue 48: measurements, and the fit of sized gear, months on. */
    ...fitAndMeasuresInput,
    ...opsecAcknowledgedInput,
  })
  .refine(
    (r) => {
      const given = SCORE_KEYS.filter((k) => r[k] !== undefined).length;
      return given === 0 || given === SCORE_KEYS.length;
    },
    { message: REPORT_MSG.scoresAllOrNone, path: ['durability'] },
  )
  .refine((r) => !r.failureMode || STATES_WITH_FAILURE_MODE.includes(r.state), {
    message: REPORT_MSG.failureModeState,
    path: ['failureMode'],
  })
  .refine((r) => r.failureMode !== 'other' || r.failureDetail !== undefined, {
    message: REPORT_MSG.failureDetail,
    path: ['failureDetail'],
  })
  .refine((r) => r.failureDetail === undefined || r.failureMode === 'other', {
    message: REPORT_MSG.failureDetailOnlyOther,
    path: ['failureDetail'],
  })
  .refine((r) => r.repaired === undefined || r.failureMode !== undefined, {
    message: REPORT_MSG.repairedNeedsMode,
    path: ['repaired'],
  });
export type TReportWrite = z.input<typeof ZReportWrite>;

export const ZReportIdParams = z.object({
  id: z.uuid('Review not found'),
  reportId: z.uuid(REPORT_MSG.notFound),
});

export const ZReportScores = z.object(scoreFields);
export type TReportScores = z.infer<typeof ZReportScores>;

/** A field report as its review carries it. */
export const ZReport = z.object({
  id: z.string(),
  reviewId: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  monthsOwned: z.number(),
  state: z.enum(REPORT_STATE_IDS),
  content: z.string(),
  /** The five scores given again, or null when the report gave none. */
  scores: ZReportScores.nullable(),
  /** Issue 47: what gave out and whether it was repaired; null when the report names nothing. */
  failureMode: z.enum(FAILURE_MODE_IDS).nullable(),
  failureDetail: z.string().nullable(),
  repaired: z.boolean().nullable(),
  createdAt: z.string(),
  /** When its author last changed it; null when never. */
  editedAt: z.string().nullable(),
  /** Issue 48: what its author measured and how the gear fits them now. */
  ...fitAndMeasuresFields,
});
export type TReport = z.infer<typeof ZReport>;

/**
 * Issue 44: the answer to an edit of a review or field report past EDIT_LIMIT. The server does
 * not know the reader's time zone, so it says how long to wait rather than until when.
 */
export function editLimitMessage(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return (
    `You have made ${EDIT_LIMIT.max} edits in the last hour. ` +
    `You can edit again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
  );
}

export const REVISION_MSG = { notFound: 'Version not found' } as const;

/** An earlier version of a review: what it said before an edit. */
export const ZReviewRevision = z.object({
  version: z.number(),
  status: z.enum(['pending', 'approved', 'rejected']),
  title: z.string(),
  content: z.string(),
  rating: z.number(),
  ...scoreFields,
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  writtenAt: z.string(),
  replacedAt: z.string(),
  /**
   * Taken out of the public history by a moderator (issue 44); only its author and admins read
   * it, so only they see this true.
   */
  hidden: z.boolean(),
});
export type TReviewRevision = z.infer<typeof ZReviewRevision>;

export const ZReviewRevisionListQuery = z.object({ page: pageParam });

/** GET /api/reviews/:id/revisions: newest first, REVISION_PAGE_SIZE a page (issue 44). */
export const ZReviewRevisionPage = z.object({
  items: z.array(ZReviewRevision),
  page: z.number(),
  hasMore: z.boolean(),
});
export type TReviewRevisionPage = z.infer<typeof ZReviewRevisionPage>;

/** One earlier version of a review, for the moderator's hide and unhide (issue 44). */
export const ZRevisionParams = z.object({
  id: z.uuid('Review not found'),
  version: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, REVISION_MSG.notFound)
    .transform(Number),
});
