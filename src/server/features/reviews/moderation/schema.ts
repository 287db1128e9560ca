import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, idColumn } from '../../../db/schema/columns';
import { user, userIdColumn } from '../../../db/schema/users';
import { products } from '../../products/schema';
import { reviewReports } from '../reports/schema';
import { reviewIdColumn, reviews } from '../schema';

export const flagReasonEnum = pgEnum('flag_reason', [
  'spam',
  'inappropriate',
  'misleading',
  'off-topic',
  'other',
]);

export const flagStatusEnum = pgEnum('flag_status', ['pending', 'resolved', 'dismissed']);

export const reviewFlags = pgTable(
  'review_flags',
  {
    id: idColumn(),
    reviewId: reviewIdColumn(),
    userId: userIdColumn(),
    /** A flag on one of the review's field reports (issue 30), rather than the review itself. */
    reportId: uuid('report_id').references((): AnyPgColumn => reviewReports.id, {
      onDelete: 'cascade',
    }),
    reason: flagReasonEnum('reason').notNull(),
    description: text('description'),
    /**
     * The version of the review the flagger read (issue 44): its earlier versions number 1 up,
     * so this is one past the highest version kept when the flag was raised, the number an edit
     * keeps it as. Upholding the flag hides that version from the public history.
     */
    version: integer('version'),
    /**
     * The flagger's network (lib/client-network.ts) when they flagged, as a keyed hash (issue
     * 44): flags from one network count once together. Not the address.
     */
    networkHash: text('network_hash'),
    status: flagStatusEnum('status').notNull().default('pending'),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // SPEC §4 via issue 4: one open flag per user and review; a settled one may be followed.
    uniqueIndex('review_flags_open_per_user_idx')
      .on(t.reviewId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('review_flags_status_created_idx').on(t.status, t.createdAt.desc()),
    // A review's settled flags (issue 44): those a moderator dismissed count nothing toward
    // hiding it again, and an upheld one hides the version it names when an edit keeps it.
    index('review_flags_review_status_idx').on(t.reviewId, t.status),
    // A flagger's track record (issue 29): how many of their flags were resolved or dismissed.
    index('review_flags_user_status_idx').on(t.userId, t.status),
    check('review_flags_description_length', sql`char_length(${t.description}) <= 1000`),
  ],
);

/**
 * What a review's text said about its risk when it was last written (issue 29), so the
 * moderation queue ranks thousands without reading their text: the most similar other review
 * (trigram similarity), the links in it, and how many reviews its author wrote in the day before.
 */
export const reviewRiskSignals = pgTable('review_risk_signals', {
  reviewId: uuid('review_id')
    .primaryKey()
    .references(() => reviews.id, { onDelete: 'cascade' }),
  similarReviewId: uuid('similar_review_id').references(() => reviews.id, {
    onDelete: 'set null',
  }),
  /** The similar review's product, for its link: kept here so the queue reads no review for it. */
  similarProductId: uuid('similar_product_id').references(() => products.id, {
    onDelete: 'set null',
  }),
  similarity: real('similarity'),
  linkCount: smallint('link_count').notNull().default(0),
  recentReviews: smallint('recent_reviews').notNull().default(0),
  /** Issue 52: the kinds the OPSEC check found in its text, which its author posted anyway. */
  opsecKinds: text('opsec_kinds')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How many of a member's flags moderators have decided, agreed with (resolved) or not
 * (dismissed): the record a flag's weight grows with (issue 29). Counted as each decision is
 * made, so the queue reads one row a flagger, and a record outlives the reviews it was earned on.
 */
export const flagRecords = pgTable(
  'flag_records',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    agreed: integer('agreed').notNull().default(0),
    disagreed: integer('disagreed').notNull().default(0),
  },
  (t) => [check('flag_records_counts', sql`${t.agreed} >= 0 and ${t.disagreed} >= 0`)],
);
