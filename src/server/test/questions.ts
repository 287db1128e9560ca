import { eq, sql } from 'drizzle-orm';
import { beforeEach } from 'vitest';
import { answers, questions } from '../features/questions/schema';
import { notifications } from '../features/notifications/schema';
import { user } from '../db/schema';
import type { Member } from './accounts';
import { createMember } from './accounts';
import { insertProduct, insertReview } from './fixtures';
import type { useTestApp } from './use-test-app';

// Issue 50's integration files share these: a question and an answer as the routes take them,
// and as the tables hold them once public.

export const QUESTION = 'Does it take a 10x12 plate in the front pocket?';
export const ANSWER = 'Yes: I run a 10x12 SAPI in mine and it closes fine.';

/**
 * The routes and rows a questions test uses; called at the top of its file, it also starts each
 * test with the jobs done and no notices, so each test counts only its own.
 */
export function questionKit(t: ReturnType<typeof useTestApp>) {
  beforeEach(async () => {
    await t.app.jobs.drain();
    await t.db.delete(notifications);
  });

  const ask = (productId: string, as: Member | null, text = QUESTION) =>
    t.as(as).post(`/api/products/${productId}/questions`, { text });
  const answer = (questionId: string, as: Member | null, text = ANSWER) =>
    t.as(as).post(`/api/questions/${questionId}/answers`, { text });
  const list = (productId: string, as: Member | null = null, query = '') =>
    t.as(as).get(`/api/products/${productId}/questions${query}`);

  /** A member in good standing: a month old, with an approved review of other gear. */
  async function established(member?: Member) {
    const m = member ?? (await createMember(t));
    await t.db
      .update(user)
      .set({ createdAt: sql`now() - interval '30 days'` })
      .where(eq(user.id, m.id));
    const other = await insertProduct(t.db);
    await insertReview(t.db, other.id, m.id);
    return m;
  }

  /** A public question by `asker` on a new product, written as the table would hold it. */
  async function publicQuestion(asker: Member | string = t.who.verified, productId?: string) {
    const pid = productId ?? (await insertProduct(t.db)).id;
    const [row] = await t.db
      .insert(questions)
      .values({
        productId: pid,
        userId: typeof asker === 'string' ? asker : asker.id,
        text: QUESTION,
        status: 'approved',
        publishedAt: new Date(),
      })
      .returning();
    return row!;
  }

  async function publicAnswer(questionId: string, productId: string, by: string) {
    const [row] = await t.db
      .insert(answers)
      .values({ questionId, productId, userId: by, text: ANSWER, status: 'approved' })
      .returning();
    await t.db
      .update(questions)
      .set({ answerCount: sql`${questions.answerCount} + 1` })
      .where(eq(questions.id, questionId));
    return row!;
  }

  const noticesOf = async (kind: 'question_for_owner' | 'question_answered' | 'review_decided') =>
    t.db.select().from(notifications).where(eq(notifications.kind, kind));

  return { ask, answer, list, established, publicQuestion, publicAnswer, noticesOf };
}
