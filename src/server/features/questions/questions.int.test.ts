import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { OWNER_ASKS_PER_WEEK, OWNERS_ASKED_MAX, QA_MSG } from '@shared/questions';
import { auditLog, profiles, user } from '../../db/schema';
import { ADMIN_ROUTE_REFUSALS, expectRefused } from '../../test/admin-refusals';
import { createMember, type Member } from '../../test/accounts';
import { insertMember, insertProduct, insertReview } from '../../test/fixtures';
import { until } from '../../test/until';
import { useTestApp } from '../../test/use-test-app';
import { wishlists } from '../gear-kit/schema';
import { notifications } from '../notifications/schema';
import { flagRecords } from '../reviews/moderation/schema';
import { siteSettings } from '../site/schema';
import { answers, ownerAsks, qaFlags, qaRevisions, questions } from './schema';
import { unansweredQuestions } from './waiting';
import { runRetention } from '../retention/job';

// Issue 50: questions on products, answered by the members who carry them.
const t = useTestApp({ personas: true });
const { who } = t;

beforeEach(async () => {
  await t.app.jobs.drain();
  await t.db.delete(notifications);
});

const QUESTION = 'Does it take a 10x12 plate in the front pocket?';
const ANSWER = 'Yes: I run a 10x12 SAPI in mine and it closes fine.';

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
async function publicQuestion(asker: Member | string = who.verified, productId?: string) {
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

  it('does not keep a version nobody saw', async () => {
    const author = await createMember(t);
    const p = await insertProduct(t.db);
    const waiting = (await ask(p.id, author)).json();
    await t.as(author).send('PATCH', `/api/questions/${waiting.id}`, {
      text: 'Does it take an 8x10 plate in the front pocket?',
    });
    expect(
      await t.db.select().from(qaRevisions).where(eq(qaRevisions.questionId, waiting.id)),
    ).toEqual([]);
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

describe('owners', () => {
  it('marks an answer "owns it" for a keeper or a reviewer, and sorts owners first', async () => {
    const q = await publicQuestion();
    const stranger = await insertMember(t.db);
    const keeper = await insertMember(t.db);
    const reviewer = await insertMember(t.db);
    await t.db.insert(wishlists).values({ userId: keeper, productId: q.productId });
    await insertReview(t.db, q.productId, reviewer);
    const mine = await publicAnswer(q.id, q.productId, stranger);
    await t.db.update(answers).set({ upvotes: 5 }).where(eq(answers.id, mine.id));
    await publicAnswer(q.id, q.productId, keeper);
    await publicAnswer(q.id, q.productId, reviewer);
    const shown = (await list(q.productId)).json().items[0].answers;
    expect(shown.map((a: { userId: string; ownsIt: boolean }) => [a.userId, a.ownsIt])).toEqual([
      [keeper, true],
      [reviewer, true],
      [stranger, false],
    ]);
  });

  it(`asks up to ${OWNERS_ASKED_MAX} owners, reviewers first and the most helpful first, never the asker`, async () => {
    const p = await insertProduct(t.db);
    const asker = await established();
    const reviewers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const id = await insertMember(t.db);
      await insertReview(t.db, p.id, id);
      await t.db.update(profiles).set({ reviewerScore: i }).where(eq(profiles.userId, id));
      reviewers.push(id);
    }
    const keepers: string[] = [];
    for (let i = 0; i < 20; i++) {
      const id = await insertMember(t.db);
      await t.db.insert(wishlists).values({ userId: id, productId: p.id });
      await t.db.update(profiles).set({ reviewerScore: i }).where(eq(profiles.userId, id));
      keepers.push(id);
    }
    await t.db.insert(wishlists).values({ userId: asker.id, productId: p.id });
    const asked = (await ask(p.id, asker)).json();
    expect(asked.status).toBe('approved');
    await t.app.jobs.drain();
    const told = await noticesOf('question_for_owner');
    expect(told).toHaveLength(OWNERS_ASKED_MAX);
    const rows = await t.db.select().from(ownerAsks).where(eq(ownerAsks.questionId, asked.id));
    expect(new Set(rows.map((r) => r.userId))).toEqual(new Set(told.map((n) => n.userId)));
    expect(told.map((n) => n.userId)).not.toContain(asker.id);
    // Every reviewer, and the fifteen most helpful keepers.
    expect(new Set(told.map((n) => n.userId))).toEqual(
      new Set([...reviewers, ...keepers.slice(5)]),
    );
    expect(told[0]).toMatchObject({
      link: `/product/${p.id}?tab=questions#question-${asked.id}`,
      detail: `"${QUESTION}" Your answer helps them decide.`,
    });
    // A rerun of the job asks nobody again.
    await t.app.jobs.send(t.db, 'question_owner_asks', { questionId: asked.id });
    await t.app.jobs.drain();
    expect(await noticesOf('question_for_owner')).toHaveLength(OWNERS_ASKED_MAX);
  });

  it(`asks no owner more than ${OWNER_ASKS_PER_WEEK} times in a week`, async () => {
    const owner = await insertMember(t.db);
    const asker = await established();
    const asked: string[] = [];
    for (let i = 0; i <= OWNER_ASKS_PER_WEEK; i++) {
      const p = await insertProduct(t.db);
      await insertReview(t.db, p.id, owner);
      asked.push((await ask(p.id, asker, `${QUESTION} (number ${i})`)).json().id);
    }
    await t.app.jobs.drain();
    const told = (await noticesOf('question_for_owner')).filter((n) => n.userId === owner);
    expect(told).toHaveLength(OWNER_ASKS_PER_WEEK);
  });

  it('lets the retention job forget asks past the week, which no longer count', async () => {
    const q = await publicQuestion();
    const owner = await insertMember(t.db);
    const recent = await insertMember(t.db);
    await t.db.insert(ownerAsks).values([
      {
        questionId: q.id,
        userId: owner,
        askedAt: sql`now() - interval '8 days'` as unknown as Date,
      },
      {
        questionId: q.id,
        userId: recent,
        askedAt: sql`now() - interval '6 days'` as unknown as Date,
      },
    ]);
    const report = await runRetention(t.db, t.app.storage);
    expect(report).toMatchObject({ ran: true, ownerAsks: 1 });
    const left = await t.db.select().from(ownerAsks).where(eq(ownerAsks.questionId, q.id));
    expect(left.map((row) => row.userId)).toEqual([recent]);
  });

  it('tells the asker of each answer once it is public, naming an owner as one', async () => {
    const asker = await createMember(t);
    const q = await publicQuestion(asker);
    const owner = await established();
    await t.db.insert(wishlists).values({ userId: owner.id, productId: q.productId });
    expect((await answer(q.id, owner)).json().status).toBe('approved');
    const waiting = (await answer(q.id, who.verified)).json();
    expect(waiting.status).toBe('pending');
    let told = await noticesOf('question_answered');
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toMatch(/, who owns it, answered your question on the Test Product/);
    await t.as(who.admin).post(`/api/admin/answers/${waiting.id}/approve`);
    told = await noticesOf('question_answered');
    expect(told).toHaveLength(2);
    const decided = await noticesOf('review_decided');
    expect(decided.map((n) => n.userId)).toEqual([who.verified.id]);
  });
});

describe('the header’s suggestions', () => {
  it('name the most useful public questions holding the term, and follow a new one', async () => {
    const p = await insertProduct(t.db, { name: 'Suggested Carrier' });
    const suggest = async () =>
      (await t.as(null).get('/api/search/suggest?q=cummerbund')).json().questions;
    expect(await suggest()).toEqual([]);
    const [q] = await t.db
      .insert(questions)
      .values({
        productId: p.id,
        userId: who.admin.id,
        text: 'How long is the cummerbund on the large?',
        status: 'approved',
      })
      .returning();
    await t.db.insert(questions).values({
      productId: p.id,
      userId: who.admin.id,
      text: 'Is the cummerbund elastic or laminate?',
      status: 'pending',
    });
    await until(async () => (await suggest()).length > 0, 5_000, 50);
    expect(await suggest()).toEqual([
      { id: q!.id, text: q!.text, productId: p.id, productName: 'Suggested Carrier' },
    ]);
  });
});

describe('the weekly digest', () => {
  it('names the unanswered public questions on gear the member keeps, none of their own', async () => {
    const member = await insertMember(t.db);
    const kept = await insertProduct(t.db, { name: 'Kept Carrier' });
    const other = await insertProduct(t.db);
    await t.db.insert(wishlists).values({ userId: member, productId: kept.id });
    const open = await publicQuestion(who.verified, kept.id);
    const answered = await publicQuestion(who.verified, kept.id);
    await publicAnswer(answered.id, kept.id, who.admin.id);
    await publicQuestion(member, kept.id);
    await publicQuestion(who.verified, other.id);
    await ask(kept.id, who.verified, 'Is the cummerbund long enough for an XL?');
    expect(await t.db.transaction((tx) => unansweredQuestions(tx, member, 10))).toEqual([
      {
        text: QUESTION,
        path: `/product/${kept.id}?tab=questions#question-${open.id}`,
        productName: 'Kept Carrier',
      },
    ]);
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

describe('flags and moderation', () => {
  const flagQuestion = (id: string, as: Member) =>
    t.as(as).post(`/api/questions/${id}/flags`, { reason: 'spam' });

  it('refuses a flag on one’s own question and a second open flag', async () => {
    const author = await createMember(t);
    const q = await publicQuestion(author);
    const own = await flagQuestion(q.id, author);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(QA_MSG.ownQuestionFlag);
    expect((await flagQuestion(q.id, who.verified)).statusCode).toBe(201);
    const again = await flagQuestion(q.id, who.verified);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(QA_MSG.questionAlreadyFlagged);
  });

  it('takes an answer back to pending once its flags weigh the threshold, and a decision settles them', async () => {
    await t.db
      .insert(siteSettings)
      .values({ settingKey: 'flag_hide_threshold', settingValue: '1' })
      .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: '1' } });
    try {
      const author = await createMember(t);
      const q = await publicQuestion();
      const a = await publicAnswer(q.id, q.productId, author.id);
      const flagger = await established();
      const res = await t.as(flagger).post(`/api/answers/${a.id}/flags`, { reason: 'misleading' });
      expect(res.statusCode).toBe(201);
      const [hidden] = await t.db.select().from(answers).where(eq(answers.id, a.id));
      expect(hidden).toMatchObject({ status: 'pending', hiddenByFlagsAt: expect.any(Date) });
      expect((await list(q.productId)).json().items[0]).toMatchObject({
        answerCount: 0,
        answers: [],
      });
      const queue = (await t.as(who.admin).get('/api/admin/questions')).json();
      expect(queue.items.find((i: { id: string }) => i.id === a.id)).toMatchObject({
        kind: 'answer',
        hiddenByFlags: true,
        question: { id: q.id, text: QUESTION },
        flags: [{ reason: 'misleading' }],
      });
      const approved = await t.as(who.admin).post(`/api/admin/answers/${a.id}/approve`);
      expect(approved.statusCode).toBe(200);
      const [back] = await t.db.select().from(answers).where(eq(answers.id, a.id));
      expect(back).toMatchObject({ status: 'approved', restoredAt: expect.any(Date) });
      const [flag] = await t.db.select().from(qaFlags).where(eq(qaFlags.answerId, a.id));
      expect(flag).toMatchObject({ status: 'dismissed', resolvedBy: who.admin.id });
      const [record] = await t.db
        .select()
        .from(flagRecords)
        .where(eq(flagRecords.userId, flagger.id));
      expect(record).toMatchObject({ agreed: 0, disagreed: 1 });
      const logged = await t.db.select().from(auditLog).where(eq(auditLog.targetId, a.id));
      expect(logged.map((e) => e.action)).toEqual(['answer.approve']);
    } finally {
      await t.db.delete(siteSettings).where(eq(siteSettings.settingKey, 'flag_hide_threshold'));
    }
  });

  it('lists what waits, the longest first, and a rejection tells the author with the note', async () => {
    const asker = await createMember(t);
    const p = await insertProduct(t.db);
    const waiting = (await ask(p.id, asker)).json();
    const queue = (await t.as(who.admin).get('/api/admin/questions?view=pending')).json();
    expect(queue.items.find((i: { id: string }) => i.id === waiting.id)).toMatchObject({
      kind: 'question',
      text: QUESTION,
      author: { id: asker.id },
      product: { id: p.id },
      hiddenByFlags: false,
      flags: [],
    });
    await t
      .as(who.admin)
      .post(`/api/admin/questions/${waiting.id}/reject`, { note: 'Ask the maker' });
    const [told] = await noticesOf('review_decided');
    expect(told).toMatchObject({
      userId: asker.id,
      detail: "Moderator's note: Ask the maker",
    });
    const after = (await t.as(who.admin).get('/api/admin/questions')).json();
    expect(after.items.map((i: { id: string }) => i.id)).not.toContain(waiting.id);
  });
});

describe('data rights', () => {
  it('exports the member’s questions with their earlier versions, answers, votes and flags', async () => {
    const m = await established();
    const q = await publicQuestion(m);
    await t.as(m).send('PATCH', `/api/questions/${q.id}`, {
      text: 'Does it take a 10x12 plate, or only an 8x10?',
    });
    const other = await publicQuestion(who.admin);
    const theirs = await publicAnswer(other.id, other.productId, who.admin.id);
    await t.as(m).post(`/api/answers/${theirs.id}/vote`, { voteType: 'upvote' });
    await t.as(m).post(`/api/questions/${other.id}/flags`, { reason: 'off-topic' });
    const mine = (await answer(other.id, m)).json();
    const exported = (await t.as(m).get('/api/me/export')).json();
    expect(exported.questions).toMatchObject([
      { id: q.id, earlierVersions: [{ version: 1, text: QUESTION }] },
    ]);
    expect(exported.answers).toMatchObject([{ id: mine.id, questionId: other.id }]);
    expect(exported.answerVotes).toMatchObject([{ answerId: theirs.id, voteType: 'upvote' }]);
    expect(exported.questionFlags).toMatchObject([{ questionId: other.id, reason: 'off-topic' }]);
  });

  it('takes a deleted member’s answers and votes out of others’ questions', async () => {
    const m = await established();
    const q = await publicQuestion(who.admin);
    const theirs = await publicAnswer(q.id, q.productId, who.superAdmin.id);
    await t.as(m).post(`/api/answers/${theirs.id}/vote`, { voteType: 'upvote' });
    await answer(q.id, m);
    const [before] = await t.db.select().from(questions).where(eq(questions.id, q.id));
    expect(before).toMatchObject({ answerCount: 2, useful: 1 });
    expect((await t.as(who.superAdmin).send('DELETE', `/api/admin/users/${m.id}`)).statusCode).toBe(
      200,
    );
    const [after] = await t.db.select().from(questions).where(eq(questions.id, q.id));
    expect(after).toMatchObject({ answerCount: 1, useful: 0 });
    expect(await t.db.select().from(answers).where(eq(answers.id, theirs.id))).toMatchObject([
      { upvotes: 0 },
    ]);
  });
});
