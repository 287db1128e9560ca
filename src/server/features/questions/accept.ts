import { and, eq } from 'drizzle-orm';
import { QA_MSG } from '@shared/questions';
import type { Db } from '../../db/types';
import { forbidden, notFound } from '../../lib/errors';
import type { Viewer } from '../../plugins/viewer';
import { lockQuestion } from './lock';
import { answers, questions } from './schema';

/**
 * The asker marks the public answer that helped them (issue 50), or takes the mark back with
 * null; one at a time, so a new mark replaces the last. Nobody else may.
 */
export async function acceptAnswer(
  db: Db,
  viewer: Viewer,
  questionId: string,
  answerId: string | null,
) {
  return db.transaction(async (tx) => {
    const question = await lockQuestion(tx, questionId);
    if (question.status !== 'approved') throw notFound(QA_MSG.questionNotFound);
    if (question.userId !== viewer.id) throw forbidden(QA_MSG.notAsker);
    if (answerId) {
      const [answer] = await tx
        .select({ id: answers.id })
        .from(answers)
        .where(
          and(
            eq(answers.id, answerId),
            eq(answers.questionId, questionId),
            eq(answers.status, 'approved'),
          ),
        );
      if (!answer) throw notFound(QA_MSG.answerNotFound);
    }
    await tx
      .update(questions)
      .set({ acceptedAnswerId: answerId })
      .where(eq(questions.id, questionId));
    return { acceptedAnswerId: answerId };
  });
}
