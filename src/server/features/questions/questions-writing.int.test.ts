import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { QA_MSG } from '@shared/questions';
import { createMember, type Member } from '../../test/accounts';
import { insertProduct } from '../../test/fixtures';
import { ANSWER, QUESTION, questionKit } from '../../test/questions';
import { useTestApp } from '../../test/use-test-app';
import { answers, qaRevisions, questions } from './schema';

// Issue 50: asking and answering, versions, similar questions and search; votes and the
// answer that helped.
const t = useTestApp({ personas: true });
const { who } = t;
const { ask, answer, list, established, publicQuestion, publicAnswer } = questionKit(t);

describe('asking and answering', () => {
  it.each([
    ['short', 'Fits?', QA_MSG.questionShort],
    ['long', 'q'.repeat(301), QA_MSG.questionLong],
  ])('refuses a %s question with its message, writing nothing', async (_, text, message) => {
    const p = await insertProduct(t.db);
    const res = await ask(p.id, who.verified, text);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation', message });
    expect(await t.db.select().from(questions).where(eq(questions.productId, p.id))).toEqual([]);
  });

  it.each([
    ['short', 'Yes.', QA_MSG.answerShort],
    ['long', 'a'.repeat(2001), QA_MSG.answerLong],
  ])('refuses a %s answer with its message, writing nothing', async (_, text, message) => {
    const q = await publicQuestion();
    const res = await answer(q.id, who.admin, text);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await t.db.select().from(answers).where(eq(answers.questionId, q.id))).toEqual([]);
  });

  it('publishes at once for a member in good standing, and not after a rejection', async () => {
    const member = await established();
    const p = await insertProduct(t.db);
    const first = await ask(p.id, member);
    expect(first.json().status).toBe('approved');
    await t
      .as(who.admin)
      .post(`/api/admin/questions/${first.json().id}/reject`, { note: 'Off topic' });
    expect((await ask(p.id, member, 'Is the sole AR 670-1 legal for wear?')).json().status).toBe(
      'pending',
    );
  });

  it('does not answer a question that is not public', async () => {
    const p = await insertProduct(t.db);
    const waiting = (await ask(p.id, who.verified)).json();
    const res = await answer(waiting.id, who.admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(QA_MSG.questionNotFound);
  });

  it('pages an asker’s waiting questions among the public ones in the sort’s order, searched alike', async () => {
    const p = await insertProduct(t.db);
    const asker = await createMember(t);
    const older = sql`now() - interval '2 days'`;
    const publicRows = await t.db
      .insert(questions)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          productId: p.id,
          userId: who.admin.id,
          text: `${QUESTION} (public ${i})`,
          status: 'approved' as const,
          useful: i,
          createdAt: older as unknown as Date,
        })),
      )
      .returning({ id: questions.id });
    const waiting = (await ask(p.id, asker)).json().id as string;
    const other = (await ask(p.id, asker, 'Is the drain grommet brass or plastic?')).json()
      .id as string;
    const ids = (res: { json: () => { items: { id: string }[] } }) =>
      res.json().items.map((q) => q.id);
    const pages = async (query: string) => [
      ...ids(await list(p.id, asker, `?${query}&page=1`)),
      ...ids(await list(p.id, asker, `?${query}&page=2`)),
    ];
    const byPublic = publicRows.map((r) => r.id);
    // Newest first: the two waiting (written now, the later first), then the public ones, which
    // share one date, by id.
    expect(await pages('sort=newest')).toEqual([other, waiting, ...[...byPublic].sort()]);
    // Most useful: the public ones from 11 down to 1, then the useful-0 ones newest first.
    expect(await pages('sort=useful')).toEqual([
      ...byPublic.slice(1).reverse(),
      other,
      waiting,
      byPublic[0],
    ]);
    const first = (await list(p.id, asker, '?sort=newest')).json();
    expect(first).toMatchObject({ total: 14, totalUnfiltered: 12 });
    // A search keeps to the matching ones, the asker's waiting ones among them.
    const searched = (await list(p.id, asker, '?search=grommet')).json();
    expect(searched).toMatchObject({ total: 1, items: [{ id: other }] });
    expect(ids(await list(p.id, null, '?sort=newest'))).not.toContain(waiting);
  });

  it('shows a waiting question to its asker only, and an answer to everyone once public', async () => {
    const p = await insertProduct(t.db);
    const asker = await createMember(t);
    const waiting = (await ask(p.id, asker)).json();
    expect((await list(p.id, asker)).json().items.map((q: { id: string }) => q.id)).toEqual([
      waiting.id,
    ]);
    expect((await list(p.id)).json()).toMatchObject({ items: [], total: 0, totalUnfiltered: 0 });
    await t.as(who.admin).post(`/api/admin/questions/${waiting.id}/approve`);
    await t.as(who.admin).post(`/api/questions/${waiting.id}/answers`, { text: ANSWER });
    const page = (await list(p.id)).json();
    expect(page).toMatchObject({ total: 1, totalUnfiltered: 1, page: 1, pageSize: 10 });
    expect(page.items[0]).toMatchObject({
      id: waiting.id,
      text: QUESTION,
      answerCount: 1,
      acceptedAnswerId: null,
      answers: [{ text: ANSWER, ownsIt: false, accepted: false, myVote: null }],
    });
  });

  it('keeps the version the public read when the author edits, newest first', async () => {
    const author = await established();
    const q = await publicQuestion(author);
    const edited = 'Does it take a 10x12 plate, and a soft armour insert behind it?';
    const res = await t.as(author).send('PATCH', `/api/questions/${q.id}`, { text: edited });
    expect(res.json()).toEqual({ id: q.id, status: 'approved' });
    const history = (await t.as(null).get(`/api/questions/${q.id}/revisions`)).json();
    expect(history).toMatchObject({ items: [{ version: 1, text: QUESTION }], hasMore: false });
    const [row] = await t.db.select().from(questions).where(eq(questions.id, q.id));
    expect(row!.editedAt).not.toBeNull();
    expect(row!.text).toBe(edited);
  });

  it('does not keep a version nobody saw, nor call its rewrite edited', async () => {
    const author = await createMember(t);
    const p = await insertProduct(t.db);
    const waiting = (await ask(p.id, author)).json();
    await t.as(author).send('PATCH', `/api/questions/${waiting.id}`, {
      text: 'Does it take an 8x10 plate in the front pocket?',
    });
    expect(
      await t.db.select().from(qaRevisions).where(eq(qaRevisions.questionId, waiting.id)),
    ).toEqual([]);
    const [row] = await t.db.select().from(questions).where(eq(questions.id, waiting.id));
    expect(row!.editedAt).toBeNull();
  });

  it('offers the product’s questions most like the words typed', async () => {
    const q = await publicQuestion();
    const other = await insertProduct(t.db);
    await publicQuestion(who.verified, other.id);
    const res = await t
      .as(who.verified)
      .get(
        `/api/products/${q.productId}/questions/similar?text=${encodeURIComponent('Will a 10x12 plate fit in the front pocket?')}`,
      );
    expect(res.json().items).toEqual([{ id: q.id, text: QUESTION, answerCount: 0 }]);
    const unlike = await t
      .as(who.verified)
      .get(
        `/api/products/${q.productId}/questions/similar?text=${encodeURIComponent('What colour is the buckle?')}`,
      );
    expect(unlike.json().items).toEqual([]);
  });

  it('finds questions by their words or their answers’ words', async () => {
    const q = await publicQuestion();
    await publicQuestion(who.admin, q.productId);
    await t.db
      .update(questions)
      .set({ text: 'How long do the straps last?' })
      .where(and(eq(questions.productId, q.productId), eq(questions.userId, who.admin.id)));
    await publicAnswer(q.id, q.productId, who.admin.id);
    const byAnswer = (await list(q.productId, null, '?search=SAPI')).json();
    expect(byAnswer).toMatchObject({ total: 1, totalUnfiltered: 2 });
    expect(byAnswer.items[0].id).toBe(q.id);
    expect((await list(q.productId, null, '?search=straps')).json().total).toBe(1);
  });
});

describe('votes and the answer that helped', () => {
  it('toggles votes as reviews do, never on one’s own answer, and orders by them', async () => {
    const q = await publicQuestion();
    const author = await createMember(t);
    const a = await publicAnswer(q.id, q.productId, author.id);
    const own = await t.as(author).post(`/api/answers/${a.id}/vote`, { voteType: 'upvote' });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(QA_MSG.ownAnswerVote);
    const up = await t.as(who.verified).post(`/api/answers/${a.id}/vote`, { voteType: 'upvote' });
    expect(up.json()).toEqual({ upvotes: 1, downvotes: 0, myVote: 'upvote' });
    const down = await t
      .as(who.verified)
      .post(`/api/answers/${a.id}/vote`, { voteType: 'downvote' });
    expect(down.json()).toEqual({ upvotes: 0, downvotes: 1, myVote: 'downvote' });
    const [row] = await t.db.select().from(questions).where(eq(questions.id, q.id));
    expect(row!.useful).toBe(-1);
    const mine = (await list(q.productId, who.verified)).json().items[0].answers[0];
    expect(mine.myVote).toBe('downvote');
  });

  it('lets only the asker mark a public answer of the question, and shows it first', async () => {
    const asker = await createMember(t);
    const q = await publicQuestion(asker);
    const first = await publicAnswer(q.id, q.productId, who.admin.id);
    await t.db.update(answers).set({ upvotes: 3 }).where(eq(answers.id, first.id));
    const helped = await publicAnswer(q.id, q.productId, who.superAdmin.id);
    const other = await publicQuestion();
    const elsewhere = await publicAnswer(other.id, other.productId, who.admin.id);
    const accept = (as: Member, answerId: string | null) =>
      t.as(as).post(`/api/questions/${q.id}/accept`, { answerId });
    const notAsker = await accept(who.verified, helped.id);
    expect(notAsker.statusCode).toBe(403);
    expect(notAsker.json().error.message).toBe(QA_MSG.notAsker);
    expect((await accept(asker, elsewhere.id)).statusCode).toBe(404);
    expect((await accept(asker, helped.id)).json()).toEqual({ acceptedAnswerId: helped.id });
    const shown = (await list(q.productId)).json().items[0];
    expect(shown.acceptedAnswerId).toBe(helped.id);
    expect(shown.answers.map((a: { id: string; accepted: boolean }) => [a.id, a.accepted])).toEqual(
      [
        [helped.id, true],
        [first.id, false],
      ],
    );
    expect((await accept(asker, null)).json()).toEqual({ acceptedAnswerId: null });
  });
});
