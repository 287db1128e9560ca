import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/types';
import { answers, questions } from './schema';

/**
 * A question's figures from its approved answers: how many, and their net votes ("Most
 * useful"). Run under the question's lock by whatever changed an answer's status or votes; it
 * reads only that question's answers.
 */
export async function recomputeQuestionFigures(tx: Tx, questionId: string) {
  const approved = sql`from ${answers} where ${answers.questionId} = ${questions.id}
    and ${answers.status} = 'approved'`;
  await tx
    .update(questions)
    .set({
      answerCount: sql`(select count(*)::int ${approved})`,
      useful: sql`(select coalesce(sum(${answers.upvotes} - ${answers.downvotes}), 0)::int ${approved})`,
    })
    .where(eq(questions.id, questionId));
}
