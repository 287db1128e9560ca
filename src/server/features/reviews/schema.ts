import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { BENCHMARK_MAX, FIT_VERDICT_IDS, FIT_WIDTH_IDS, SIZE_WORN_MAX } from '../../../shared/fit';
import { CONNECTION_IDS, OBTAINED_IDS } from '../../../shared/obtained';
import type { SpecKey } from '../../../shared/specs';
import { createdAt, idColumn } from '../../db/schema/columns';
import { user, userIdColumn } from '../../db/schema/users';
import { productIdColumn } from '../products/schema';

export const reviewStatusEnum = pgEnum('review_status', ['pending', 'approved', 'rejected']);

export const voteTypeEnum = pgEnum('vote_type', ['upvote', 'downvote']);

export const mediaKindEnum = pgEnum('media_kind', ['photo', 'video']);

/** Issue 52: how the reviewer got the gear, and any tie to its maker (null: none). */
export const reviewObtainedEnum = pgEnum('review_obtained', OBTAINED_IDS);
export const makerConnectionEnum = pgEnum('maker_connection', CONNECTION_IDS);

const scoreColumn = (name: string) => smallint(name).notNull();

/** Issue 48: how sized gear fits its owner. */
export const fitVerdictEnum = pgEnum('fit_verdict', FIT_VERDICT_IDS);
export const fitWidthEnum = pgEnum('fit_width', FIT_WIDTH_IDS);

/**
 * Issue 48: what a review or field report says of the gear's fit and measures (both tables the
 * same): values in base units, ranges checked by the shared schema on the way in.
 */
export const fitAndMeasureColumns = () => ({
  measured: jsonb('measured').$type<Partial<Record<SpecKey, number>>>(),
  sizeWorn: text('size_worn'),
  fit: fitVerdictEnum('fit'),
  width: fitWidthEnum('width'),
  benchmark: text('benchmark'),
});

export const fitAndMeasureCheck = (table: string) =>
  check(
    `${table}_fit_lengths`,
    sql.raw(
      `char_length(size_worn) between 1 and ${SIZE_WORN_MAX} and char_length(benchmark) between 1 and ${BENCHMARK_MAX}`,
    ),
  );

export const reviews = pgTable(
  'reviews',
  {
    id: idColumn(),
    productId: productIdColumn(),
    userId: userIdColumn(),
    status: reviewStatusEnum('status').notNull().default('pending'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    rating: smallint('rating').notNull(),
    durability: scoreColumn('durability'),
    portability: scoreColumn('portability'),
    costValue: scoreColumn('cost_value'),
    civilianAdaptation: scoreColumn('civilian_adaptation'),
    overallUtility: scoreColumn('overall_utility'),
    pros: text('pros')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cons: text('cons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    upvotes: integer('upvotes').notNull().default(0),
    downvotes: integer('downvotes').notNull().default(0),
    /**
     * A member's second or later review of one product, written before issue 27 allowed one:
     * kept (migration 0021 marks them), but outside the one-per-member index below. No new
     * review is ever marked.
     */
    duplicateKept: boolean('duplicate_kept').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When an admin first approved it (issue 28): an edited review approved again is not news
     * to the Gear Kits holding its product, and the weekly digest counts the week's by this.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * When the weight of members' flags took it back to pending (issue 29); a moderator's
     * decision or the author's edit clears it.
     */
    hiddenByFlagsAt: timestamp('hidden_by_flags_at', { withTimezone: true }),
    /** When its author last changed what it says (issue 30); its earlier versions are kept. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /**
     * The longest ownership its approved field reports state, in months (issue 30): null until
     * one is approved. Kept with the product's figures, for "Field-tested" and its sort.
     */
    fieldTestedMonths: smallint('field_tested_months'),
    /**
     * When a moderator last approved it over members' flags, dismissing them (issue 44): those
     * flaggers cannot hide it again, and if new ones do, the queue says it was restored before.
     */
    restoredAt: timestamp('restored_at', { withTimezone: true }),
    ...fitAndMeasureColumns(),
    /**
     * Issue 52: how its author got the gear; null for reviews written before the question
     * ("not stated"). Every review written or edited since states it.
     */
    obtained: reviewObtainedEnum('obtained'),
    connection: makerConnectionEnum('connection'),
  },
  (t) => [
    fitAndMeasureCheck('reviews'),
    index('reviews_published_idx')
      .on(t.publishedAt)
      .where(sql`${t.publishedAt} is not null`),
    check('reviews_title_length', sql`char_length(${t.title}) between 1 and 200`),
    check('reviews_content_length', sql`char_length(${t.content}) between 10 and 5000`),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check(
      'reviews_scores_range',
      sql`${t.durability} between 1 and 10 and ${t.portability} between 1 and 10 and ${t.costValue} between 1 and 10 and ${t.civilianAdaptation} between 1 and 10 and ${t.overallUtility} between 1 and 10`,
    ),
    check('reviews_votes_non_negative', sql`${t.upvotes} >= 0 and ${t.downvotes} >= 0`),
    index('reviews_product_status_created_idx').on(t.productId, t.status, t.createdAt.desc()),
    index('reviews_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('reviews_status_created_idx').on(t.status, t.createdAt.desc()),
    // Issue 27: one review per member and product, held by the database so that requests racing
    // each other leave one. Later experience belongs in an edit of it.
    uniqueIndex('reviews_one_per_member_idx')
      .on(t.userId, t.productId)
      .where(sql`not ${t.duplicateKept}`),
  ],
);

/** The review a row is about: it goes with the review. */
export const reviewIdColumn = () =>
  uuid('review_id')
    .notNull()
    .references(() => reviews.id, { onDelete: 'cascade' });

export const reviewVotes = pgTable(
  'review_votes',
  {
    id: idColumn(),
    reviewId: reviewIdColumn(),
    userId: userIdColumn(),
    voteType: voteTypeEnum('vote_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('review_votes_review_user_unique').on(t.reviewId, t.userId),
    index('review_votes_user_idx').on(t.userId),
  ],
);

/**
 * A photo or video uploaded by a member, already cleaned (metadata gone) and stored under
 * `storage_key`. It waits unattached until one of its uploader's reviews takes it. Deleting the
 * review (or the member) lets go of it (set null); the files are removed then, or by the sweep
 * of unattached media (features/reviews/media/sweep.ts).
 */
export const reviewMedia = pgTable(
  'review_media',
  {
    id: idColumn(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'set null' }),
    kind: mediaKindEnum('kind').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    thumbnailKey: text('thumbnail_key'),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Order of the photos on their review. */
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('review_media_review_idx').on(t.reviewId, t.position),
    index('review_media_user_idx').on(t.userId),
    index('review_media_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.reviewId} is null`),
    // SPEC §5: one video per review (photos are counted under the review's row lock).
    uniqueIndex('review_media_one_video_idx')
      .on(t.reviewId)
      .where(sql`${t.kind} = 'video'`),
  ],
);

/**
 * An earlier version of a review (issue 30): what it said before its author's edit, and the
 * status it had then, so anyone may read how it changed and a moderator what changed since
 * they approved it.
 */
export const reviewRevisions = pgTable(
  'review_revisions',
  {
    id: idColumn(),
    reviewId: reviewIdColumn(),
    /** 1 for the review as first written, counting up. */
    version: integer('version').notNull(),
    status: reviewStatusEnum('status').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    rating: smallint('rating').notNull(),
    durability: scoreColumn('durability'),
    portability: scoreColumn('portability'),
    costValue: scoreColumn('cost_value'),
    civilianAdaptation: scoreColumn('civilian_adaptation'),
    overallUtility: scoreColumn('overall_utility'),
    pros: text('pros').array().notNull(),
    cons: text('cons').array().notNull(),
    /** When this version was written (the review's, or its previous edit's, time). */
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
    /** When the edit replaced it. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When a moderator took this version out of the public history (issue 44), by hand or by
     * upholding a flag raised on it; its author and admins still read it.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: text('hidden_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [unique('review_revisions_review_version_unique').on(t.reviewId, t.version)],
);
