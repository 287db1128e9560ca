import {
  boolean,
  check,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  FAILURE_DETAIL_MAX,
  FAILURE_MODE_IDS,
  REPORT_STATE_IDS,
  STATES_WITH_FAILURE_MODE,
} from '../../../../shared/field-reports';
import { sql } from 'drizzle-orm';
import { createdAt, idColumn } from '../../../db/schema/columns';
import { userIdColumn } from '../../../db/schema/users';
import { productIdColumn } from '../../products/schema';
import {
  fitAndMeasureCheck,
  fitAndMeasureColumns,
  reviewIdColumn,
  reviewStatusEnum,
} from '../schema';

/** A field report's word on the gear now (issue 30). */
export const reportStateEnum = pgEnum('report_state', REPORT_STATE_IDS);

/** What gave out, on a failed or retired report (issue 47). */
export const failureModeEnum = pgEnum('report_failure_mode', FAILURE_MODE_IDS);

const nullableScores = [
  'durability',
  'portability',
  'cost_value',
  'civilian_adaptation',
  'overall_utility',
];

/**
 * A field report (issue 30): the review's author, months on, says how the gear has held up, and
 * may score it again (all five scores, or none). Moderated as reviews are; the review's figures
 * are its latest approved report's scores, when one gives them.
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: idColumn(),
    reviewId: reviewIdColumn(),
    /** The review's product: the change feed names it, so the product's readers hear of it. */
    productId: productIdColumn(),
    /** The review's author, who alone writes its reports. */
    userId: userIdColumn(),
    status: reviewStatusEnum('status').notNull().default('pending'),
    monthsOwned: smallint('months_owned').notNull(),
    state: reportStateEnum('state').notNull(),
    content: text('content').notNull(),
    durability: smallint('durability'),
    portability: smallint('portability'),
    costValue: smallint('cost_value'),
    civilianAdaptation: smallint('civilian_adaptation'),
    overallUtility: smallint('overall_utility'),
    /** Issue 47: what gave out; "other" says so in `failureDetail`. */
    failureMode: failureModeEnum('failure_mode'),
    failureDetail: text('failure_detail'),
    /** Whether what gave out was repaired; null when no failure mode is named. */
    repaired: boolean('repaired'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an admin first approved it. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...fitAndMeasureColumns(),
  },
  (t) => [
    fitAndMeasureCheck('review_reports'),
    index('review_reports_review_created_idx').on(t.reviewId, t.createdAt),
    index('review_reports_status_created_idx').on(t.status, t.createdAt.desc()),
    index('review_reports_user_idx').on(t.userId),
    // A product's figures read its approved reports (issue 47: every owner's timeline).
    index('review_reports_product_approved_idx')
      .on(t.productId)
      .where(sql`${t.status} = 'approved'`),
    // Issue 48: the few of them that state a fit or a measure, read with every recompute, so
    // a product with 20,000 approved reports is not read through to find none.
    index('review_reports_product_stating_idx')
      .on(t.productId, t.createdAt)
      .where(
        sql`${t.status} = 'approved' and (${t.measured} is not null or ${t.fit} is not null or ${t.width} is not null)`,
      ),
    check('review_reports_months_range', sql`${t.monthsOwned} between 1 and 600`),
    check('review_reports_content_length', sql`char_length(${t.content}) between 10 and 2000`),
    check(
      'review_reports_failure_mode_state',
      sql.raw(
        `failure_mode is null or state in (${STATES_WITH_FAILURE_MODE.map((x) => `'${x}'`).join(', ')})`,
      ),
    ),
    check(
      'review_reports_failure_detail',
      sql.raw(
        `(failure_mode is not distinct from 'other') = (failure_detail is not null) and (failure_detail is null or char_length(failure_detail) between 1 and ${FAILURE_DETAIL_MAX})`,
      ),
    ),
    check('review_reports_repaired', sql`${t.repaired} is null or ${t.failureMode} is not null`),
    check(
      'review_reports_scores',
      sql.raw(
        `(${nullableScores.map((c) => `${c} is null`).join(' and ')}) or (${nullableScores
          .map((c) => `${c} between 1 and 10`)
          .join(' and ')})`,
      ),
    ),
  ],
);

/**
 * The nudges sent (issue 30): each approved review's author is asked once, at each of
 * REPORT_NUDGE_MONTHS, how the gear is holding up.
 */
export const reviewReportNudges = pgTable(
  'review_report_nudges',
  {
    reviewId: reviewIdColumn(),
    months: smallint('months').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.months] })],
);
