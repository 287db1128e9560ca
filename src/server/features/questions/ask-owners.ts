import { eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/types';
import { notices, type Notifier } from '../notifications';
import { productNameOf } from '../products';
import { ownersToAsk } from './owners';
import { ownerAsks, questions } from './schema';

/**
 * The job that asks a new question's owners (issue 50), in one transaction with its completion:
 * the question is stamped asked, so a rerun asks nobody twice. Runs take turns under one
 * advisory lock, so two questions asked at once cannot both ask an owner at their weekly cap.
 * A question taken back or deleted before its turn asks nobody.
 */
export async function askOwners(tx: Tx, notifier: Notifier, questionId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('owner_asks'))`);
  const [question] = await tx
    .select()
    .from(questions)
    .where(eq(questions.id, questionId))
    .for('update');
  if (!question || question.ownersAskedAt) return;
  await tx
    .update(questions)
    .set({ ownersAskedAt: sql`now()` })
    .where(eq(questions.id, questionId));
  if (question.status !== 'approved') return;
  const owners = await ownersToAsk(tx, question.productId, question.userId);
  if (owners.length === 0) return;
  await tx.insert(ownerAsks).values(owners.map((userId) => ({ questionId, userId })));
  const productName = await productNameOf(tx, question.productId);
  await notifier.tellMany(
    tx,
    owners.map((ownerId) =>
      notices.questionForOwner({
        ownerId,
        askerId: question.userId,
        questionId,
        text: question.text,
        productId: question.productId,
        productName,
      }),
    ),
  );
}

/**
 * The retention job's part: who was asked more than a week before `asOf`, which the weekly cap
 * no longer reads. The notices themselves are the members' own, kept as theirs are.
 */
export async function pruneOwnerAsks(tx: Tx, asOf: Date) {
  const gone = await tx
    .delete(ownerAsks)
    .where(lte(ownerAsks.askedAt, sql`${asOf}::timestamptz - interval '7 days'`))
    .returning({ questionId: ownerAsks.questionId });
  return gone.length;
}
