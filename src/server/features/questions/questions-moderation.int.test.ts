import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { QA_MSG } from '@shared/questions';
import { auditLog } from '../../db/schema';
import { createMember, type Member } from '../../test/accounts';
import { insertProduct } from '../../test/fixtures';
import { QUESTION, questionKit } from '../../test/questions';
import { makeEstablished, setFlagHideThreshold } from '../../test/trust';
import { useTestApp } from '../../test/use-test-app';
import { flagRecords } from '../reviews/moderation/schema';
import { siteSettings } from '../site/schema';
import { answers, qaFlags, questions } from './schema';

// Issue 50: flags and the moderators' queue; data export and account deletion.
const t = useTestApp({ personas: true });
const { who } = t;
const { ask, answer, list, established, publicQuestion, publicAnswer, noticesOf } = questionKit(t);

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

  it('counts five accounts one member invited, flagging from one address, as one flagger; five independent members hide', async () => {
    await setFlagHideThreshold(t.db, '5');
    try {
      const flaggers = async (invitedBy?: Member) => {
        const made: Member[] = [];
        for (let i = 0; i < 5; i += 1) {
          const m = await createMember(t, invitedBy ? { invitedBy } : {});
          await makeEstablished(t.db, m.id, { days: 30, approvedReviews: 1 });
          made.push(m);
        }
        return made;
      };
      const statusOf = async (id: string) =>
        (await t.db.select().from(answers).where(eq(answers.id, id)))[0]!.status;
      const q = await publicQuestion();
      const a = await publicAnswer(q.id, q.productId, (await createMember(t)).id);
      const puppets = await flaggers(await createMember(t));
      for (const p of puppets) {
        const res = await t
          .as(p, { ip: '127.0.0.1' })
          .post(`/api/answers/${a.id}/flags`, { reason: 'spam' });
        expect(res.statusCode).toBe(201);
      }
      expect(await statusOf(a.id)).toBe('approved');
      const independent = await flaggers();
      for (const [i, m] of independent.entries()) {
        await t
          .as(m, { ip: `198.51.100.${i + 1}` })
          .post(`/api/answers/${a.id}/flags`, { reason: 'spam' });
      }
      expect(await statusOf(a.id)).toBe('pending');
    } finally {
      await t.db.delete(siteSettings).where(eq(siteSettings.settingKey, 'flag_hide_threshold'));
    }
  });

  it('lists what waits, the longest first, and a rejection tells the author with the note', async () => {
    const asker = await createMember(t);
    const p = await insertProduct(t.db);
    const waiting = (await ask(p.id, asker)).json();
    const [longer] = await t.db
      .insert(questions)
      .values({
        productId: p.id,
        userId: who.verified.id,
        text: 'Is the frame aluminium or steel?',
        status: 'pending',
        updatedAt: sql`now() - interval '2 days'` as unknown as Date,
      })
      .returning();
    const queue = (await t.as(who.admin).get('/api/admin/questions?view=pending')).json();
    const order = queue.items.map((i: { id: string }) => i.id);
    expect(order.indexOf(longer!.id)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(longer!.id)).toBeLessThan(order.indexOf(waiting.id));
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
