import { eq } from 'drizzle-orm';
import { QA_MSG } from '@shared/questions';
import type { Tx } from '../../db/types';
import { notFound } from '../../lib/errors';
import { answers, questions } from './schema';

/**
 * A question's row, locked for the transaction: its answers' counts, its accepted answer, its
 * flags and its versions change one writer after another.
 */
export async function lockQuestion(tx: Tx, questionId: string) {
  const [question] = await tx
    .select()
    .from(questions)
    .where(eq(questions.id, questionId))
    .for('update');
  if (!question) throw notFound(QA_MSG.questionNotFound);
  return question;
}

/**
 * An answer's row and its question's, both locked, question first (the order every writer
 * takes), since an answer's change moves its question's figures.
 */
export async function lockAnswer(tx: Tx, answerId: string) {
  const [found] = await tx
    .select({ questionId: answers.questionId })
    .from(answers)
    .where(eq(answers.id, answerId));
  if (!found) throw notFound(QA_MSG.answerNotFound);
  const question = await lockQuestion(tx, found.questionId);
  const [answer] = await tx.select().from(answers).where(eq(answers.id, answerId)).for('update');
  if (!answer) throw notFound(QA_MSG.answerNotFound);
  return { question, answer };
}

export type QuestionRow = typeof questions.$inferSelect;
export type AnswerRow = typeof answers.$inferSelect;
