import { and, eq, sql } from 'drizzle-orm';
import { VOTE_LIMIT } from '@shared/limits';
import { QA_MSG } from '@shared/questions';
import type { TVoteResult } from '@shared/schemas/reviews';
import type { Db } from '../../db/types';
import { forbidden, notFound, tooMany } from '../../lib/errors';
import { consumeRateLimit } from '../../lib/rate-limit';
import type { Viewer } from '../../plugins/viewer';
import { toggledVote, VOTE_MESSAGES } from '../reviews';
import { recomputeQuestionFigures } from './figures';
import { lockAnswer } from './lock';
import { answers, answerVotes } from './schema';

type VoteType = 'upvote' | 'downvote';

/**
 * A vote on an answer is the review vote's toggle (SPEC §4): a vote where there was none adds
 * it, the same again removes it, the other switches it; 10 a minute per member; never on one's
 * own answer. Under the answer's lock, its counts and its question's "Most useful" stay exact.
 */
export async function castAnswerVote(
  db: Db,
  viewer: Viewer,
  answerId: string,
  voteType: VoteType,
): Promise<TVoteResult> {
  return db.transaction(async (tx) => {
    const limit = await consumeRateLimit(tx, 'answer_vote', viewer.id, VOTE_LIMIT);
    if (!limit.allowed) throw tooMany(VOTE_MESSAGES.rateLimited, limit.retryAfterSeconds);
    const { question, answer } = await lockAnswer(tx, answerId);
    if (answer.status !== 'approved' || question.status !== 'approved') {
      throw notFound(QA_MSG.answerNotFound);
    }
    if (answer.userId === viewer.id) throw forbidden(QA_MSG.ownAnswerVote);

    const mine = and(eq(answerVotes.answerId, answerId), eq(answerVotes.userId, viewer.id));
    const [existing] = await tx.select().from(answerVotes).where(mine);
    const { next: myVote, delta } = toggledVote(existing?.voteType ?? null, voteType);
    if (!existing) {
      await tx.insert(answerVotes).values({ answerId, userId: viewer.id, voteType });
    } else if (myVote === null) {
      await tx.delete(answerVotes).where(mine);
    } else {
      await tx.update(answerVotes).set({ voteType }).where(mine);
    }
    const [counts] = await tx
      .update(answers)
      .set({
        upvotes: sql`${answers.upvotes} + ${delta.upvote}`,
        downvotes: sql`${answers.downvotes} + ${delta.downvote}`,
      })
      .where(eq(answers.id, answerId))
      .returning({ upvotes: answers.upvotes, downvotes: answers.downvotes });
    await recomputeQuestionFigures(tx, question.id);
    return { ...counts!, myVote };
  });
}
