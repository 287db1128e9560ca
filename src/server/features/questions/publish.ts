import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import type { Tx } from '../../db/types';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { notices, QUESTION_OWNERS_QUEUE, type Notifier } from '../notifications';
import { productNameOf } from '../products';
import type { AnswerRow, QuestionRow } from './lock';
import { ownsProduct } from './owners';

/** What publishing needs: the job queue for the owners' asks, the notifier for the asker. */
export interface Publishing {
  jobs: JobQueue;
  notifier: Notifier;
}

/**
 * A question made public for the first time (posted by a member in good standing, or approved):
 * its product's owners are asked by a job queued in the same transaction, so the request costs
 * the same however many own it.
 */
export async function questionPublished(tx: Tx, { jobs }: Publishing, question: QuestionRow) {
  if (question.publishedAt) return;
  await jobs.send(tx, QUESTION_OWNERS_QUEUE, { questionId: question.id });
}

/** An answer made public for the first time: the asker hears who answered. */
export async function answerPublished(
  tx: Tx,
  { notifier }: Publishing,
  question: QuestionRow,
  answer: AnswerRow,
) {
  if (answer.publishedAt) return;
  const [[answerer], productName, ownsIt] = await Promise.all([
    tx.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, answer.userId)),
    productNameOf(tx, question.productId),
    ownsProduct(tx, answer.userId, question.productId),
  ]);
  await notifier.tell(
    tx,
    notices.questionAnswered({
      askerId: question.userId,
      answererId: answer.userId,
      answererName: answerer?.name ?? 'A member',
      ownsIt,
      questionId: question.id,
      questionText: question.text,
      productId: question.productId,
      productName,
    }),
  );
}
