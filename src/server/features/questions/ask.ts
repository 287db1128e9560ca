import { eq, sql } from 'drizzle-orm';
import { QA_MSG, QUESTION_LIMIT } from '@shared/questions';
import type { TQaWritten } from '@shared/schemas/questions';
import type { Db } from '../../db/types';
import { forbidden, tooMany } from '../../lib/errors';
import { consumeRateLimit } from '../../lib/rate-limit';
import { isAdmin, type Viewer } from '../../plugins/viewer';
import { mustFindProduct } from '../products';
import { lockQuestion } from './lock';
import { questionPublished, type Publishing } from './publish';
import { questions } from './schema';
import { statusOfPost, type QaPost } from './standing';
import { rewriteColumns } from './versions';

/**
 * A verified member asks about a product (issue 50): public at once, and its owners asked, if
 * they are in good standing; else it waits for a moderator. At most QUESTION_LIMIT an hour.
 */
export async function askQuestion(
  db: Db,
  publishing: Publishing,
  viewer: Viewer,
  productId: string,
  post: QaPost,
): Promise<TQaWritten> {
  return db.transaction(async (tx) => {
    await mustFindProduct(tx, productId);
    const limit = await consumeRateLimit(tx, 'question_ask', viewer.id, QUESTION_LIMIT);
    if (!limit.allowed) throw tooMany(QA_MSG.askedTooOften, limit.retryAfterSeconds);
    const status = await statusOfPost(tx, viewer, post);
    const [row] = await tx
      .insert(questions)
      .values({ productId, userId: viewer.id, text: post.text, status })
      .returning();
    if (status === 'approved') {
      await questionPublished(tx, publishing, row!);
      await tx
        .update(questions)
        .set({ publishedAt: sql`now()` })
        .where(eq(questions.id, row!.id));
    }
    return { id: row!.id, status };
  });
}

/**
 * The asker rewrites their question. What the public read is kept as an earlier version; the
 * new words are public at once for a member in good standing and wait for a moderator otherwise,
 * as a new question would. Counts against the edits' hourly limit.
 */
export async function editQuestion(
  db: Db,
  publishing: Publishing,
  viewer: Viewer,
  questionId: string,
  post: QaPost,
): Promise<TQaWritten> {
  return db.transaction(async (tx) => {
    const question = await lockQuestion(tx, questionId);
    if (question.userId !== viewer.id) throw forbidden(QA_MSG.notYourQuestionToEdit);
    const columns = await rewriteColumns(tx, viewer, 'question', question, post);
    const { status } = columns;
    await tx
      .update(questions)
      .set({
        ...columns,
        ...(status === 'approved' && {
          publishedAt: sql`coalesce(${questions.publishedAt}, now())`,
        }),
      })
      .where(eq(questions.id, questionId));
    if (status === 'approved') await questionPublished(tx, publishing, question);
    return { id: questionId, status };
  });
}

/** The asker, or an admin, deletes a question; its answers, votes and flags go with it. */
export async function deleteQuestion(db: Db, viewer: Viewer, questionId: string) {
  await db.transaction(async (tx) => {
    const question = await lockQuestion(tx, questionId);
    if (question.userId !== viewer.id && !isAdmin(viewer)) {
      throw forbidden(QA_MSG.notYourQuestionToDelete);
    }
    await tx.delete(questions).where(eq(questions.id, questionId));
  });
}
