import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ANSWER_MAX, ANSWER_MIN, QUESTION_MAX, QUESTION_MIN } from '../../../shared/questions';
import { createdAt, idColumn } from '../../db/schema/columns';
import { user, userIdColumn } from '../../db/schema/users';
import { productIdColumn } from '../products/schema';
import { flagReasonEnum, flagStatusEnum } from '../reviews/moderation/schema';
import { reviewStatusEnum, voteTypeEnum } from '../reviews/schema';

/**
 * What moderation stamps on a question or an answer, as on a review: when it was first made
 * public, last decided, taken back by flags, kept over flags, and last changed by its author.
 */
const moderatedColumns = () => ({
  status: reviewStatusEnum('status').notNull().default('pending'),
  createdAt: createdAt(),
  /** When its author last wrote it: a pending one waits from here. */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  hiddenByFlagsAt: timestamp('hidden_by_flags_at', { withTimezone: true }),
  restoredAt: timestamp('restored_at', { withTimezone: true }),
  editedAt: timestamp('edited_at', { withTimezone: true }),
});

/** Issue 50: a member's question on a product, for its owners to answer. */
export const questions = pgTable(
  'questions',
  {
    id: idColumn(),
    productId: productIdColumn(),
    userId: userIdColumn(),
    text: text('text').notNull(),
    ...moderatedColumns(),
    /** Its approved answers. */
    answerCount: integer('answer_count').notNull().default(0),
    /** "Most useful": the net votes of its approved answers, kept as votes change. */
    useful: integer('useful').notNull().default(0),
    acceptedAnswerId: uuid('accepted_answer_id').references((): AnyPgColumn => answers.id, {
      onDelete: 'set null',
    }),
    /** When the owners were asked (once, when it was first published). */
    ownersAskedAt: timestamp('owners_asked_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'questions_text_length',
      sql.raw(`char_length(text) between ${QUESTION_MIN} and ${QUESTION_MAX}`),
    ),
    check('questions_counts_non_negative', sql`${t.answerCount} >= 0`),
    // The Questions tab's two orders, each a walk of one index.
    index('questions_product_useful_idx').on(
      t.productId,
      t.status,
      t.useful.desc(),
      t.createdAt.desc(),
      t.id,
    ),
    index('questions_product_newest_idx').on(t.productId, t.status, t.createdAt.desc(), t.id),
    index('questions_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('questions_status_updated_idx').on(t.status, t.updatedAt),
    // The header's suggestions match approved questions' words.
    index('questions_text_trgm_idx')
      .using('gin', sql`${t.text} gin_trgm_ops`)
      .where(sql`${t.status} = 'approved'`),
  ],
);

export const questionIdColumn = () =>
  uuid('question_id')
    .notNull()
    .references(() => questions.id, { onDelete: 'cascade' });

/** Issue 50: a member's answer to a question. */
export const answers = pgTable(
  'answers',
  {
    id: idColumn(),
    questionId: questionIdColumn(),
    /** Its question's product: the change feed names it, so the product's lists are dropped. */
    productId: productIdColumn(),
    userId: userIdColumn(),
    text: text('text').notNull(),
    ...moderatedColumns(),
    upvotes: integer('upvotes').notNull().default(0),
    downvotes: integer('downvotes').notNull().default(0),
  },
  (t) => [
    check(
      'answers_text_length',
      sql.raw(`char_length(text) between ${ANSWER_MIN} and ${ANSWER_MAX}`),
    ),
    check('answers_votes_non_negative', sql`${t.upvotes} >= 0 and ${t.downvotes} >= 0`),
    index('answers_question_status_idx').on(t.questionId, t.status),
    index('answers_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('answers_status_updated_idx').on(t.status, t.updatedAt),
  ],
);

export const answerVotes = pgTable(
  'answer_votes',
  {
    id: idColumn(),
    answerId: uuid('answer_id')
      .notNull()
      .references(() => answers.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    voteType: voteTypeEnum('vote_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('answer_votes_answer_user_unique').on(t.answerId, t.userId),
    index('answer_votes_user_idx').on(t.userId),
  ],
);

/** Exactly one of a question and an answer: what a flag or a kept version is of. */
const questionOrAnswer = () => ({
  questionId: uuid('question_id').references(() => questions.id, { onDelete: 'cascade' }),
  answerId: uuid('answer_id').references(() => answers.id, { onDelete: 'cascade' }),
  /** The one of the two it is of, for the indexes and the flags' weight. */
  targetId: uuid('target_id')
    .notNull()
    .generatedAlwaysAs(sql`coalesce(answer_id, question_id)`),
});

const exactlyOne = (table: string) =>
  check(`${table}_one_target`, sql.raw('num_nonnulls(question_id, answer_id) = 1'));

/** Members' flags on questions and answers, weighed as reviews' are (issue 50). */
export const qaFlags = pgTable(
  'qa_flags',
  {
    id: idColumn(),
    ...questionOrAnswer(),
    userId: userIdColumn(),
    reason: flagReasonEnum('reason').notNull(),
    description: text('description'),
    networkHash: text('network_hash'),
    status: flagStatusEnum('status').notNull().default('pending'),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    exactlyOne('qa_flags'),
    check('qa_flags_description_length', sql`char_length(${t.description}) <= 1000`),
    uniqueIndex('qa_flags_open_per_user_idx')
      .on(t.targetId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('qa_flags_target_status_idx').on(t.targetId, t.status),
    index('qa_flags_status_created_idx').on(t.status, t.createdAt.desc()),
    index('qa_flags_user_status_idx').on(t.userId, t.status),
  ],
);

/** Earlier public versions of questions and answers, kept at their authors' edits. */
export const qaRevisions = pgTable(
  'qa_revisions',
  {
    id: idColumn(),
    ...questionOrAnswer(),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    exactlyOne('qa_revisions'),
    unique('qa_revisions_version_unique').on(t.targetId, t.version),
  ],
);

/**
 * Owners asked to answer (issue 50): one row per question and owner, so the fan-out asks each
 * once and none more than OWNER_ASKS_PER_WEEK times in 7 days. The retention job prunes rows
 * past the week.
 */
export const ownerAsks = pgTable(
  'owner_asks',
  {
    questionId: questionIdColumn(),
    userId: userIdColumn(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.userId] }),
    index('owner_asks_user_asked_idx').on(t.userId, t.askedAt),
    index('owner_asks_asked_idx').on(t.askedAt),
  ],
);
