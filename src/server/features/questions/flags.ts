import { eq, sql } from 'drizzle-orm';
import { QA_MSG } from '@shared/questions';
import type { ZQaFlagRequest } from '@shared/schemas/questions';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/types';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Viewer } from '../../plugins/viewer';
import { notices, type Notifier } from '../notifications';
import { productNameOf } from '../products';
import { flagWeightOf, type FlagTable } from '../reviews';
import { settingValue } from '../site';
import { recomputeQuestionFigures } from './figures';
import { lockAnswer, lockQuestion } from './lock';
import { answers, qaFlags, questions } from './schema';

/** Questions' and answers' flags, as the weight rule reads them. */
export const QA_FLAGS: FlagTable = {
  table: qaFlags,
  target: qaFlags.targetId,
  userId: qaFlags.userId,
  status: qaFlags.status,
  networkHash: qaFlags.networkHash,
};

/** Who flags: the member, and the pseudonym of the network they flag from. */
export interface QaFlagger {
  viewer: Viewer;
  networkHash: string;
}

type FlagInput = z.output<typeof ZQaFlagRequest>;

/**
 * A member flags a public question (issue 50) as they would a review: never their own, one open
 * flag each, and under its lock the flag that brings its flags' weight (tied flaggers once,
 * those a moderator overruled not at all) to the site's `flag_hide_threshold` takes it back to
 * pending until a moderator decides.
 */
export async function flagQuestion(
  db: Db,
  notifier: Notifier,
  flagger: QaFlagger,
  questionId: string,
  input: FlagInput,
) {
  await db.transaction(async (tx) => {
    const question = await lockQuestion(tx, questionId);
    if (question.status !== 'approved') throw notFound(QA_MSG.questionNotFound);
    if (question.userId === flagger.viewer.id) throw forbidden(QA_MSG.ownQuestionFlag);
    await insertFlag(tx, flagger, { questionId }, input, QA_MSG.questionAlreadyFlagged);
    if (await heavyEnough(tx, questionId)) {
      await tx
        .update(questions)
        .set({ status: 'pending', hiddenByFlagsAt: sql`now()` })
        .where(eq(questions.id, questionId));
      await tellHidden(tx, notifier, 'question', question.userId, question.productId);
    }
  });
}

/** The same for a public answer; hidden, it leaves its question's figures. */
export async function flagAnswer(
  db: Db,
  notifier: Notifier,
  flagger: QaFlagger,
  answerId: string,
  input: FlagInput,
) {
  await db.transaction(async (tx) => {
    const { question, answer } = await lockAnswer(tx, answerId);
    if (answer.status !== 'approved' || question.status !== 'approved') {
      throw notFound(QA_MSG.answerNotFound);
    }
    if (answer.userId === flagger.viewer.id) throw forbidden(QA_MSG.ownAnswerFlag);
    await insertFlag(tx, flagger, { answerId }, input, QA_MSG.answerAlreadyFlagged);
    if (await heavyEnough(tx, answerId)) {
      await tx
        .update(answers)
        .set({ status: 'pending', hiddenByFlagsAt: sql`now()` })
        .where(eq(answers.id, answerId));
      await recomputeQuestionFigures(tx, question.id);
      await tellHidden(tx, notifier, 'answer', answer.userId, question.productId);
    }
  });
}

async function insertFlag(
  tx: Tx,
  { viewer, networkHash }: QaFlagger,
  target: { questionId: string } | { answerId: string },
  input: FlagInput,
  alreadyFlagged: string,
) {
  const inserted = await tx
    .insert(qaFlags)
    .values({
      ...target,
      userId: viewer.id,
      reason: input.reason,
      description: input.description ?? null,
      networkHash,
    })
    .onConflictDoNothing()
    .returning({ id: qaFlags.id });
  if (inserted.length === 0) throw conflict(alreadyFlagged);
}

async function heavyEnough(tx: Tx, targetId: string) {
  const threshold = Number(await settingValue(tx, 'flag_hide_threshold'));
  return (await flagWeightOf(tx, QA_FLAGS, targetId)) >= threshold;
}

async function tellHidden(
  tx: Tx,
  notifier: Notifier,
  kind: 'question' | 'answer',
  authorId: string,
  productId: string,
) {
  await notifier.tell(
    tx,
    notices.qaHidden({
      kind,
      authorId,
      productId,
      productName: await productNameOf(tx, productId),
    }),
  );
}
