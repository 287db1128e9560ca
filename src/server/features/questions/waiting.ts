import { and, desc, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import { productQuestionsPath } from '@shared/pages';
import type { Executor, Tx } from '../../db/types';
import { keptProductIdsOf } from '../gear-kit';
import { productNamesOf } from '../products';
import { pendingBefore } from '../../lib/pending-count';
import { answers, qaFlags, questions } from './schema';

/**
 * Questions and answers waiting for a moderator since before `before` (an edit waits from
 * itself), and flags on them raised before it: the moderators' hourly reminder (issue 50).
 */
export async function questionsWaiting(db: Executor, before: SQL) {
  const [asked, answered, flagged] = await Promise.all([
    pendingBefore(db, questions, questions.updatedAt, before),
    pendingBefore(db, answers, answers.updatedAt, before),
    pendingBefore(db, qaFlags, qaFlags.createdAt, before),
  ]);
  return asked + answered + flagged;
}

/** How long a question counts as waiting for an owner in the weekly digest. */
const DIGEST_QUESTION_DAYS = 30;

/**
 * The public questions of the last DIGEST_QUESTION_DAYS on products the member keeps that
 * nobody has answered, newest first, none of their own: the weekly digest's (issue 50). Read
 * from the member's kit, each product's questions by its index.
 */
export async function unansweredQuestions(tx: Tx, memberId: string, limit: number) {
  const rows = await tx
    .select({ id: questions.id, text: questions.text, productId: questions.productId })
    .from(questions)
    .where(
      and(
        sql`${questions.productId} in (${keptProductIdsOf(memberId)})`,
        eq(questions.status, 'approved'),
        eq(questions.answerCount, 0),
        ne(questions.userId, memberId),
        gt(questions.createdAt, sql`now() - make_interval(days => ${DIGEST_QUESTION_DAYS})`),
      ),
    )
    .orderBy(desc(questions.createdAt))
    .limit(limit);
  const names = await productNamesOf(tx, [...new Set(rows.map((row) => row.productId))]);
  return rows.map((row) => ({
    text: row.text,
    path: productQuestionsPath(row.productId, row.id),
    productName: names.get(row.productId) ?? '',
  }));
}
