import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { QA_MSG } from '@shared/questions';
import { ADMIN_ROUTE_REFUSALS, expectRefused } from '../../test/admin-refusals';
import { createMember } from '../../test/accounts';
import { insertProduct } from '../../test/fixtures';
import { ANSWER, QUESTION, questionKit } from '../../test/questions';
import { useTestApp } from '../../test/use-test-app';
import { wishlists } from '../gear-kit/schema';
import { answers, questions } from './schema';

// Issue 50: who may read, ask, answer, edit, delete and moderate questions and answers.
const t = useTestApp({ personas: true });
const { who } = t;
const { ask, answer, list, publicQuestion, publicAnswer } = questionKit(t);

describe('who may call', () => {
  it('lets anyone read a product’s questions, answers and histories', async () => {
    const q = await publicQuestion();
    const a = await publicAnswer(q.id, q.productId, who.admin.id);
    for (const as of [null, who.unverified, who.verified, who.admin, who.superAdmin]) {
      expect((await list(q.productId, as)).statusCode).toBe(200);
      expect((await t.as(as).get(`/api/questions/${q.id}/answers`)).statusCode).toBe(200);
      expect((await t.as(as).get(`/api/questions/${q.id}/revisions`)).statusCode).toBe(200);
      expect((await t.as(as).get(`/api/answers/${a.id}/revisions`)).statusCode).toBe(200);
      const similar = await t
        .as(as)
        .get(`/api/products/${q.productId}/questions/similar?text=${encodeURIComponent(QUESTION)}`);
      expect(similar.statusCode).toBe(200);
    }
  });

  it('asks a visitor to sign in and an unconfirmed member to verify before asking or answering', async () => {
    const p = await insertProduct(t.db);
    const q = await publicQuestion(who.admin, p.id);
    const asked = await ask(p.id, null);
    expect(asked.statusCode).toBe(401);
    expect(asked.json().error.message).toBe('Please sign in to ask a question');
    const unconfirmed = await ask(p.id, who.unverified);
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json().error.message).toBe(
      'Please verify your email address before asking questions',
    );
    expect((await answer(q.id, null)).json().error.message).toBe(
      'Please sign in to answer questions',
    );
    expect((await answer(q.id, who.unverified)).json().error.message).toBe(
      'Please verify your email address before answering questions',
    );
    const rows = await t.db.select().from(questions).where(eq(questions.productId, p.id));
    expect(rows).toHaveLength(1);
    expect(await t.db.select().from(answers).where(eq(answers.questionId, q.id))).toEqual([]);
  });

  it.each([
    ['verified', 'pending'],
    ['admin', 'approved'],
    ['superAdmin', 'approved'],
  ] as const)(
    'lets a %s ask and answer; a new account’s waits, an admin’s is public',
    async (persona, status) => {
      const p = await insertProduct(t.db);
      const asked = await ask(p.id, who[persona]);
      expect(asked.statusCode).toBe(201);
      expect(asked.json()).toEqual({ id: expect.any(String), status });
      const q = await publicQuestion(who.admin, p.id);
      const answered = await answer(q.id, who[persona]);
      expect(answered.statusCode).toBe(201);
      expect(answered.json().status).toBe(status);
    },
  );

  it('lets an owner answer, shown as owning it, but not mark an answer on another’s question', async () => {
    const q = await publicQuestion(who.admin);
    const owner = await createMember(t);
    await t.db.insert(wishlists).values({ userId: owner.id, productId: q.productId });
    const answered = await answer(q.id, owner);
    expect(answered.statusCode).toBe(201);
    const { id } = answered.json();
    await t.as(who.admin).post(`/api/admin/answers/${id}/approve`);
    expect((await list(q.productId)).json().items[0].answers).toMatchObject([
      { id, userId: owner.id, ownsIt: true },
    ]);
    const accept = await t.as(owner).post(`/api/questions/${q.id}/accept`, { answerId: id });
    expect(accept.statusCode).toBe(403);
    expect(accept.json().error.message).toBe(QA_MSG.notAsker);
    const own = await t.as(owner).post(`/api/answers/${id}/vote`, { voteType: 'upvote' });
    expect(own.json().error.message).toBe(QA_MSG.ownAnswerVote);
  });

  it('asks a visitor to sign in and an unconfirmed member to verify before voting or flagging, and lets neither mark an answer', async () => {
    const q = await publicQuestion(who.admin);
    const a = await publicAnswer(q.id, q.productId, who.superAdmin.id);
    const calls = [
      [`/api/answers/${a.id}/vote`, { voteType: 'upvote' }, 'vote on answers', 'voting on answers'],
      [`/api/questions/${q.id}/flags`, { reason: 'spam' }, 'flag questions', 'flagging questions'],
      [`/api/answers/${a.id}/flags`, { reason: 'spam' }, 'flag answers', 'flagging answers'],
    ] as const;
    for (const [path, body, signIn, verify] of calls) {
      const visitor = await t.as(null).post(path, body);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().error.message).toBe(`Please sign in to ${signIn}`);
      const unconfirmed = await t.as(who.unverified).post(path, body);
      expect(unconfirmed.statusCode).toBe(403);
      expect(unconfirmed.json().error.message).toBe(
        `Please verify your email address before ${verify}`,
      );
    }
    const accept = { answerId: a.id };
    expect((await t.as(null).post(`/api/questions/${q.id}/accept`, accept)).statusCode).toBe(401);
    for (const as of [who.unverified, who.verified, who.superAdmin]) {
      const res = await t.as(as).post(`/api/questions/${q.id}/accept`, accept);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(QA_MSG.notAsker);
    }
    const [after] = await t.db.select().from(answers).where(eq(answers.id, a.id));
    expect(after).toMatchObject({ upvotes: 0, status: 'approved' });
    const [question] = await t.db.select().from(questions).where(eq(questions.id, q.id));
    expect(question!.acceptedAnswerId).toBeNull();
  });

  it.each(ADMIN_ROUTE_REFUSALS)('refuses %s the moderators’ routes', async (refusal) => {
    const q = await publicQuestion();
    const a = await publicAnswer(q.id, q.productId, who.admin.id);
    await expectRefused(t, refusal, [
      ['GET', '/api/admin/questions'],
      ['POST', `/api/admin/questions/${q.id}/approve`],
      ['POST', `/api/admin/questions/${q.id}/reject`, { note: 'No' }],
      ['POST', `/api/admin/answers/${a.id}/approve`],
      ['POST', `/api/admin/answers/${a.id}/reject`, { note: 'No' }],
    ]);
    const [after] = await t.db.select().from(questions).where(eq(questions.id, q.id));
    expect(after!.status).toBe('approved');
    expect(await t.db.select().from(answers).where(eq(answers.id, a.id))).toMatchObject([
      { status: 'approved' },
    ]);
  });

  it('lets only the author edit, and the author or an admin delete', async () => {
    const author = await createMember(t);
    const q = await publicQuestion(author);
    const a = await publicAnswer(q.id, q.productId, author.id);
    const edit = { text: 'Does it take a 10x12 plate, or only an 8x10?' };
    for (const as of [who.verified, who.admin, who.superAdmin]) {
      const res = await t.as(as).send('PATCH', `/api/questions/${q.id}`, edit);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(QA_MSG.notYourQuestionToEdit);
      const onAnswer = await t.as(as).send('PATCH', `/api/answers/${a.id}`, { text: ANSWER + '!' });
      expect(onAnswer.json().error.message).toBe(QA_MSG.notYourAnswerToEdit);
    }
    expect((await t.as(null).send('PATCH', `/api/questions/${q.id}`, edit)).statusCode).toBe(401);
    const notYours = await t.as(who.verified).send('DELETE', `/api/answers/${a.id}`);
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().error.message).toBe(QA_MSG.notYourAnswerToDelete);
    expect(
      (await t.as(who.verified).send('DELETE', `/api/questions/${q.id}`)).json().error.message,
    ).toBe(QA_MSG.notYourQuestionToDelete);
    expect((await t.as(author).send('PATCH', `/api/questions/${q.id}`, edit)).statusCode).toBe(200);
    expect((await t.as(who.admin).send('DELETE', `/api/answers/${a.id}`)).statusCode).toBe(200);
    expect((await t.as(author).send('DELETE', `/api/questions/${q.id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(questions).where(eq(questions.id, q.id))).toEqual([]);
  });
});
