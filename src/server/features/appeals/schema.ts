import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  APPEAL_KINDS,
  APPEAL_NOTE_MAX,
  APPEAL_NOTE_MIN,
  APPEAL_STATUSES,
} from '../../../shared/schemas/appeals';
import { REJECTION_REASON_IDS } from '../../../shared/moderation-figures';
import { createdAt, idColumn } from '../../db/schema/columns';
import { user, userIdColumn } from '../../db/schema/users';
import { answers, questions } from '../questions/schema';
import { reviewReports } from '../reviews/reports/schema';
import { reviews } from '../reviews/schema';

export const appealKindEnum = pgEnum('appeal_kind', APPEAL_KINDS);
export const appealStatusEnum = pgEnum('appeal_status', APPEAL_STATUSES);
export const appealedStateEnum = pgEnum('appealed_state', ['rejected', 'hidden']);
export const appealedReasonEnum = pgEnum('appealed_reason', REJECTION_REASON_IDS);

/**
 * Issue 52: an author's appeal of a rejection, or of a hiding by members' flags, of something
 * they wrote; one per item (a unique index each). The decision appealed is kept as it was when
 * the appeal was made, the admin who made it among it (null for members' flags), so another
 * settles it.
 */
export const appeals = pgTable(
  'appeals',
  {
    id: idColumn(),
    kind: appealKindEnum('kind').notNull(),
    // The appealed item: exactly one of these, the one `kind` names; it goes with its item.
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    reportId: uuid('report_id').references(() => reviewReports.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id').references(() => questions.id, { onDelete: 'cascade' }),
    answerId: uuid('answer_id').references(() => answers.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    note: text('note').notNull(),
    decisionState: appealedStateEnum('decision_state').notNull(),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decisionReason: appealedReasonEnum('decision_reason'),
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    status: appealStatusEnum('status').notNull().default('open'),
    reason: text('reason'),
    settledBy: text('settled_by').references(() => user.id, { onDelete: 'set null' }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'appeals_one_target',
      sql`num_nonnulls(${t.reviewId}, ${t.reportId}, ${t.questionId}, ${t.answerId}) = 1
        and (${t.kind} <> 'review' or ${t.reviewId} is not null)
        and (${t.kind} <> 'report' or ${t.reportId} is not null)
        and (${t.kind} <> 'question' or ${t.questionId} is not null)
        and (${t.kind} <> 'answer' or ${t.answerId} is not null)`,
    ),
    check(
      'appeals_note_length',
      sql.raw(`char_length(note) between ${APPEAL_NOTE_MIN} and ${APPEAL_NOTE_MAX}`),
    ),
    check(
      'appeals_settled',
      sql`(${t.status} = 'open') = (${t.settledAt} is null) and (${t.status} = 'open') = (${t.reason} is null)`,
    ),
    uniqueIndex('appeals_review_unique').on(t.reviewId),
    uniqueIndex('appeals_report_unique').on(t.reportId),
    uniqueIndex('appeals_question_unique').on(t.questionId),
    uniqueIndex('appeals_answer_unique').on(t.answerId),
    index('appeals_status_created_idx').on(t.status, t.createdAt),
    index('appeals_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);
