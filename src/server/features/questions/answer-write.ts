import { eq, sql } from 'drizzle-orm';
import { ANSWER_LIMIT, QA_MSG } from '@shared/questions';
import type { TQaWritten } from '@shared/schemas/questions';
import type { Db, Tx } from '../../db/types';
import { forbidden, notFound, tooMany } from '../../lib/errors';
import { consumeRateLimit } from '../../lib/rate-limit';
import { isAdmin, type Viewer } from '../../plugins/viewer';
import { recomputeQuestionFigures } from './figures';
import { lockAnswer, lockQuestion, type AnswerRow, type QuestionRow } from './lock';
import { answerPublished, type Publishing } from './publish';
import { answers } from './schema';
import { statusOfPost, type QaPost } from './standing';
import { rewriteColumns } from './versions';

/**
 * A verified member answers a public question (issue 50): public at once, and the asker told,
 * if they are in good standing; else it waits for a moderator. At most ANSWER_LIMIT an hour.
 */
export async function answerQuestion(
  db: Db,
  publishing: Publishing,
  viewer: Viewer,
  questionId: string,
  post: QaPost,
): Promise<TQaWritten> {
  return db.transaction(async (tx) => {
    const question = await lockQuestion(tx, questionId);
    if (question.status !== 'approved') throw notFound(QA_MSG.questionNotFound);
    const limit = await consumeRateLimit(tx, 'question_answer', viewer.id, ANSWER_LIMIT);
    if (!limit.allowed) throw tooMany(QA_MSG.answeredTooOften, limit.retryAfterSeconds);
    const status = await statusOfPost(tx, viewer, post);
    const { text } = post;
    const [row] = await tx
      .insert(answers)
      .values({ questionId, productId: question.productId, userId: viewer.id, text, status })
      .returning();
    if (status === 'approved') await publishAnswer(tx, publishing, question, row!);
    return { id: row!.id, status };
  });
}

/** An answer made public: stamped, counted on its question, and the asker told the first time. */
export async function publishAnswer(
  tx: Tx,
  publishing: Publishing,
  question: QuestionRow,
  answer: AnswerRow,
) {
  await answerPublished(tx, publishing, question, answer);
  await tx
    .update(answers)
    .set({ publishedAt: sql`coalesce(${answers.publishedAt}, now())` })
    .where(eq(answers.id, answer.id));
  await recomputeQuestionFigures(tx, question.id);
}

/**
 * The answerer rewrites their answer: the version the public read is kept, and the new words
 * are public at once or wait, by their standing, as a new answer's would.
 */
export async function editAnswer(
  db: Db,
  publishing: Publishing,
  viewer: Viewer,
  answerId: string,
  post: QaPost,
): Promise<TQaWritten> {
  return db.transaction(async (tx) => {
    const { question, answer } = await lockAnswer(tx, answerId);
    if (answer.userId !== viewer.id) throw forbidden(QA_MSG.notYourAnswerToEdit);
    const columns = await rewriteColumns(tx, viewer, 'answer', answer, post);
    const { status } = columns;
    await tx.update(answers).set(columns).where(eq(answers.id, answerId));
    if (status === 'approved' && question.status === 'approved') {
      await publishAnswer(tx, publishing, question, answer);
    } else await recomputeQuestionFigures(tx, question.id);
    return { id: answerId, status };
  });
}

/** The answerer, or an admin, deletes an answer; its votes and flags go with it. */
export async function deleteAnswer(db: Db, viewer: Viewer, answerId: string) {
  await db.transaction(async (tx) => {
    const { question, answer } = await lockAnswer(tx, answerId);
    if (answer.userId !== viewer.id && !isAdmin(viewer)) {
      throw forbidden(QA_MSG.notYourAnswerToDelete);
    }
    await tx.delete(answers).where(eq(answers.id, answerId));
    await recomputeQuestionFigures(tx, question.id);
  });
}
