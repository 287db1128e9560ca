import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OWNER_ASKS_PER_WEEK, OWNERS_ASKED_MAX } from '@shared/questions';
import { profiles } from '../../db/schema';
import { createMember } from '../../test/accounts';
import { insertMember, insertProduct, insertReview } from '../../test/fixtures';
import { QUESTION, questionKit } from '../../test/questions';
import { until } from '../../test/until';
import { useTestApp } from '../../test/use-test-app';
import { wishlists } from '../gear-kit/schema';
import { answers, ownerAsks, questions } from './schema';
import { unansweredQuestions } from './waiting';
import { runRetention } from '../retention/job';

// Issue 50: the members who carry the gear: "Owns it", the site asking them, the asker told;
// and questions in the header's suggestions and the weekly digest.
const t = useTestApp({ personas: true });
const { who } = t;
const { ask, answer, list, established, publicQuestion, publicAnswer, noticesOf } = questionKit(t);

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
