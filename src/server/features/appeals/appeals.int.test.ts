import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { APPEAL_MSG } from '@shared/schemas/appeals';
import { auditLog, profiles } from '../../db/schema';
import { ADMIN_ROUTE_REFUSALS, callerOf, expectRefused } from '../../test/admin-refusals';
import { createMember, type Member } from '../../test/accounts';
import { insertProduct, insertReport, insertReview, reviewRequest } from '../../test/fixtures';
import { questionKit } from '../../test/questions';
import { useTestApp } from '../../test/use-test-app';
import { MODERATION_REMINDER_QUEUE } from '../notifications';
import { notificationPacing, notifications } from '../notifications/schema';
import { answers, questions } from '../questions/schema';
import { reviewReports } from '../reviews/reports/schema';
import { reviews } from '../reviews/schema';
import { appeals } from './schema';

// Issue 52: an author appeals a rejection or a hiding by flags once; an admin other than the one
// who decided settles it, and the author is told.

const t = useTestApp({ personas: true });
const { who } = t;
const qa = questionKit(t);
const NOTE = 'The review describes my own use of this pack over a year.';
const REASON = 'Reread it: first-hand and on topic.';

beforeEach(async () => {
  await t.db.delete(appeals);
});

/** A review by the verified persona that `by` rejected through the moderators' route. */
async function rejectedReview(by: Member = who.admin) {
  const product = await insertProduct(t.db);
  const review = await insertReview(t.db, product.id, who.verified.id, { status: 'pending' });
  const res = await t.as(by).post(`/api/admin/reviews/${review.id}/reject`, { reason: 'spam' });
  expect(res.statusCode).toBe(200);
  return review;
}

const appeal = (path: string, as: Member | null, note = NOTE) =>
  t.as(as).post(`${path}/appeal`, { note });
const settle = (id: string, as: Member | null, outcome: string, reason = REASON) =>
  t.as(as).post(`/api/admin/appeals/${id}/settle`, { outcome, reason });
const appealOf = async (column: 'reviewId' | 'reportId' | 'questionId' | 'answerId', id: string) =>
  (await t.db.select().from(appeals).where(eq(appeals[column], id)))[0];
const statusOf = async (id: string) =>
  (await t.db.select({ s: reviews.status }).from(reviews).where(eq(reviews.id, id)))[0]!.s;
const logged = async (action: string, targetId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
const toldAbout = async (userId: string) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('filing an appeal', () => {
  it.each([
    ['visitor', 401, 'unauthorized', 'Please sign in to continue'],
    ['unverified', 403, 'forbidden', APPEAL_MSG.notAuthor],
    ['admin', 403, 'forbidden', APPEAL_MSG.notAuthor],
    ['superAdmin', 403, 'forbidden', APPEAL_MSG.notAuthor],
  ] as const)(
    'refuses %s, who did not write it, and files nothing',
    async (persona, status, code, message) => {
      const review = await rejectedReview();
      const res = await appeal(`/api/reviews/${review.id}`, callerOf(t, persona));
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toEqual({ code, message });
      expect(await appealOf('reviewId', review.id)).toBeUndefined();
    },
  );

  it('refuses another verified member who did not write it', async () => {
    const review = await rejectedReview();
    const res = await appeal(`/api/reviews/${review.id}`, await createMember(t));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(APPEAL_MSG.notAuthor);
  });

  it('takes the author’s appeal once, keeping the decision and who made it; a second is a 409', async () => {
    const review = await rejectedReview();
    const first = await appeal(`/api/reviews/${review.id}`, who.verified);
    expect(first.statusCode).toBe(201);
    expect(await appealOf('reviewId', review.id)).toMatchObject({
      id: first.json().id,
      kind: 'review',
      userId: who.verified.id,
      note: NOTE,
      status: 'open',
      decisionState: 'rejected',
      decidedBy: who.admin.id,
      decisionReason: 'spam',
    });
    expect(await logged('appeal.file', review.id)).toMatchObject([
      { actorId: who.verified.id, actorLabel: 'A member', targetType: 'review' },
    ]);
    const again = await appeal(`/api/reviews/${review.id}`, who.verified, 'And once more, please.');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(APPEAL_MSG.alreadyAppealed);
    expect(await t.db.select().from(appeals)).toHaveLength(1);
  });

  it('refuses what moderation neither rejected nor hid, and a missing item', async () => {
    const product = await insertProduct(t.db);
    const approved = await insertReview(t.db, product.id, who.verified.id);
    const res = await appeal(`/api/reviews/${approved.id}`, who.verified);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(APPEAL_MSG.notAppealable);
    const missing = await appeal(`/api/reviews/${crypto.randomUUID()}`, who.verified);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(APPEAL_MSG.itemNotFound);
  });

  it.each([
    ['too short', 'Unfair.', APPEAL_MSG.noteTooShort],
    ['only spaces', ' '.repeat(20), APPEAL_MSG.noteTooShort],
    ['too long', 'x'.repeat(1001), APPEAL_MSG.noteTooLong],
  ])('refuses a note %s with its message', async (_, note, message) => {
    const review = await rejectedReview();
    const res = await appeal(`/api/reviews/${review.id}`, who.verified, note);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await appealOf('reviewId', review.id)).toBeUndefined();
  });

  it('takes 10 and 1,000 characters', async () => {
    const short = await rejectedReview();
    expect(
      (await appeal(`/api/reviews/${short.id}`, who.verified, 'x'.repeat(10))).statusCode,
    ).toBe(201);
    const long = await rejectedReview();
    expect(
      (await appeal(`/api/reviews/${long.id}`, who.verified, 'x'.repeat(1000))).statusCode,
    ).toBe(201);
  });
});

describe('settling an appeal', () => {
  it.each(ADMIN_ROUTE_REFUSALS)('refuses %s, settling nothing', async (refusal) => {
    const review = await rejectedReview(who.superAdmin);
    const { id } = (await appeal(`/api/reviews/${review.id}`, who.verified)).json();
    await expectRefused(t, refusal, [
      ['GET', '/api/admin/appeals'],
      ['POST', `/api/admin/appeals/${id}/settle`, { outcome: 'reversed', reason: REASON }],
    ]);
    expect(await appealOf('reviewId', review.id)).toMatchObject({ status: 'open' });
    expect(await statusOf(review.id)).toBe('rejected');
  });

  it('refuses the admin who made the decision; another reverses it, the review is public and its author told', async () => {
    const review = await rejectedReview(who.admin);
    const { id } = (await appeal(`/api/reviews/${review.id}`, who.verified)).json();
    await t.db.delete(notifications);

    const [decider] = await t.db.select().from(profiles).where(eq(profiles.userId, who.admin.id));
    const list = (await t.as(who.admin).get('/api/admin/appeals')).json();
    expect(list.items.find((a: { id: string }) => a.id === id)).toMatchObject({
      note: NOTE,
      decidedByYou: true,
      decision: { state: 'rejected', reason: 'spam', decidedBy: decider!.name },
    });
    const own = await settle(id, who.admin, 'reversed');
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(APPEAL_MSG.ownDecision);
    expect(await statusOf(review.id)).toBe('rejected');

    const res = await settle(id, who.superAdmin, 'reversed');
    expect(res.statusCode).toBe(200);
    expect(await statusOf(review.id)).toBe('approved');
    expect(await appealOf('reviewId', review.id)).toMatchObject({
      status: 'reversed',
      reason: REASON,
      settledBy: who.superAdmin.id,
    });
    expect(await logged('appeal.reverse', review.id)).toMatchObject([
      { actorId: who.superAdmin.id, notes: REASON },
    ]);
    // One notice: the appeal's, not the approval's as well.
    await t.app.jobs.drain();
    const told = await toldAbout(who.verified.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      kind: 'review_decided',
      detail: `Moderator's reason: ${REASON}`,
    });
    expect(told[0]!.title).toMatch(
      /^Your appeal for your review ".+" on .+ was granted: it is public again$/,
    );

    const again = await settle(id, who.admin, 'upheld');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(APPEAL_MSG.settled);
  });

  it('upholds a rejection: the review stays rejected, and its author is told why', async () => {
    const review = await rejectedReview(who.admin);
    const { id } = (await appeal(`/api/reviews/${review.id}`, who.verified)).json();
    await t.db.delete(notifications);
    expect((await settle(id, who.superAdmin, 'upheld', 'It is an advert.')).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(await statusOf(review.id)).toBe('rejected');
    expect(await logged('appeal.uphold', review.id)).toHaveLength(1);
    const told = await toldAbout(who.verified.id);
    expect(
      told.map((n) => [n.title.endsWith('was not granted: the decision stands'), n.link]),
    ).toEqual([[true, '/profile?tab=appeals']]);
  });

  it('lets any admin settle a hiding by flags; upheld, the review is rejected', async () => {
    const product = await insertProduct(t.db);
    const review = await insertReview(t.db, product.id, who.verified.id, {
      status: 'pending',
      hiddenByFlagsAt: new Date(),
    });
    const { id } = (await appeal(`/api/reviews/${review.id}`, who.verified)).json();
    expect(await appealOf('reviewId', review.id)).toMatchObject({
      decisionState: 'hidden',
      decidedBy: null,
    });
    expect((await settle(id, who.admin, 'upheld')).statusCode).toBe(200);
    expect(await statusOf(review.id)).toBe('rejected');
  });

  it('refuses an admin their own appeal: another admin settles it', async () => {
    const product = await insertProduct(t.db);
    const review = await insertReview(t.db, product.id, who.admin.id, { status: 'pending' });
    await t.as(who.superAdmin).post(`/api/admin/reviews/${review.id}/reject`, { reason: 'spam' });
    const { id } = (await appeal(`/api/reviews/${review.id}`, who.admin)).json();
    const list = (await t.as(who.admin).get('/api/admin/appeals')).json();
    expect(list.items.find((a: { id: string }) => a.id === id)).toMatchObject({
      appealedByYou: true,
      decidedByYou: false,
    });
    const own = await settle(id, who.admin, 'reversed');
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(APPEAL_MSG.ownAppeal);
    expect(await statusOf(review.id)).toBe('rejected');
  });

  it('leaves an item its author edited since the appeal to its queue: reversed, it is not approved unread', async () => {
    const review = await rejectedReview(who.admin);
    const { id } = (await appeal(`/api/reviews/${review.id}`, who.verified)).json();
    const edited = await t
      .as(who.verified)
      .patch(`/api/reviews/${review.id}`, reviewRequest({ title: 'Rewritten after the appeal' }));
    expect(edited.statusCode).toBe(200);
    await t.db.delete(notifications);
    expect((await settle(id, who.superAdmin, 'reversed')).statusCode).toBe(200);
    expect(await statusOf(review.id)).toBe('pending');
    expect(await appealOf('reviewId', review.id)).toMatchObject({ status: 'reversed' });
    const told = await toldAbout(who.verified.id);
    expect(told.map((n) => n.title.endsWith('was granted'))).toEqual([true]);
  });

  it('refuses an admin who rejected a flag-hidden item after its appeal', async () => {
    const product = await insertProduct(t.db);
    const review = await insertReview(t.db, product.id, who.verified.id, {
      status: 'pending',
      hiddenByFlagsAt: new Date(),
    });
    const { id } = (await appeal(`/api/reviews/${review.id}`, who.verified)).json();
    await t.as(who.admin).post(`/api/admin/reviews/${review.id}/reject`, { reason: 'spam' });
    const res = await settle(id, who.admin, 'upheld');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(APPEAL_MSG.ownDecision);
    expect((await settle(id, who.superAdmin, 'upheld')).statusCode).toBe(200);
  });

  it.each([
    ['missing outcome', { reason: REASON }, APPEAL_MSG.outcome],
    ['unknown outcome', { outcome: 'maybe', reason: REASON }, APPEAL_MSG.outcome],
    ['no reason', { outcome: 'upheld', reason: '  ' }, APPEAL_MSG.reasonRequired],
    ['long reason', { outcome: 'upheld', reason: 'r'.repeat(1001) }, APPEAL_MSG.reasonTooLong],
  ])('refuses a %s with its message', async (_, body, message) => {
    const review = await rejectedReview(who.admin);
    const { id } = (await appeal(`/api/reviews/${review.id}`, who.verified)).json();
    const res = await t.as(who.superAdmin).post(`/api/admin/appeals/${id}/settle`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await appealOf('reviewId', review.id)).toMatchObject({ status: 'open' });
  });

  it('answers 404 for an appeal that does not exist', async () => {
    const res = await settle(crypto.randomUUID(), who.admin, 'upheld');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(APPEAL_MSG.notFound);
  });
});

describe('the other kinds', () => {
  it('appeals a rejected field report, and reversing it approves it', async () => {
    const product = await insertProduct(t.db);
    const review = await insertReview(t.db, product.id, who.verified.id);
    const report = await insertReport(t.db, review);
    await t.as(who.admin).post(`/api/admin/reports/${report.id}/reject`, { reason: 'off_topic' });
    const other = await insertReview(t.db, product.id, who.unverified.id);
    const elsewhere = await appeal(`/api/reviews/${other.id}/reports/${report.id}`, who.verified);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error.message).toBe(APPEAL_MSG.itemNotFound);
    const path = `/api/reviews/${review.id}/reports/${report.id}`;
    expect((await appeal(path, who.admin)).statusCode).toBe(403);
    const filed = await appeal(path, who.verified);
    expect(filed.statusCode).toBe(201);
    expect(await appealOf('reportId', report.id)).toMatchObject({
      kind: 'report',
      decidedBy: who.admin.id,
      decisionReason: 'off_topic',
    });
    expect((await settle(filed.json().id, who.superAdmin, 'reversed')).statusCode).toBe(200);
    const [row] = await t.db.select().from(reviewReports).where(eq(reviewReports.id, report.id));
    expect(row!.status).toBe('approved');
  });

  it('appeals a rejected question and a rejected answer; reversing each publishes it', async () => {
    const question = await qa.publicQuestion(who.verified);
    const answer = await qa.publicAnswer(question.id, question.productId, who.verified.id);
    await t.as(who.admin).post(`/api/admin/answers/${answer.id}/reject`, { reason: 'abusive' });
    await t.as(who.admin).post(`/api/admin/questions/${question.id}/reject`, {});
    for (const [path, column, id] of [
      [`/api/questions/${question.id}`, 'questionId', question.id],
      [`/api/answers/${answer.id}`, 'answerId', answer.id],
    ] as const) {
      expect((await appeal(path, who.unverified)).statusCode).toBe(403);
      const filed = await appeal(path, who.verified);
      expect(filed.statusCode).toBe(201);
      expect((await appeal(path, who.verified)).statusCode).toBe(409);
      expect(await appealOf(column, id)).toMatchObject({ decidedBy: who.admin.id });
      expect((await settle(filed.json().id, who.admin, 'reversed')).statusCode).toBe(403);
      expect((await settle(filed.json().id, who.superAdmin, 'reversed')).statusCode).toBe(200);
    }
    const [q] = await t.db.select().from(questions).where(eq(questions.id, question.id));
    const [a] = await t.db.select().from(answers).where(eq(answers.id, answer.id));
    expect([q!.status, a!.status]).toEqual(['approved', 'approved']);
  });
});

describe('what the author and the admins see', () => {
  it('lists the author’s appealable decisions and their appeals, and nobody else’s', async () => {
    const appealed = await rejectedReview();
    const waiting = await rejectedReview();
    await appeal(`/api/reviews/${appealed.id}`, who.verified);
    const mine = (await t.as(who.verified).get('/api/me/appeals')).json();
    expect(mine.appeals.map((a: { item: { id: string } }) => a.item.id)).toEqual([appealed.id]);
    const ids = mine.appealable.map((i: { id: string }) => i.id);
    expect(ids).toContain(waiting.id);
    expect(ids).not.toContain(appealed.id);
    expect(mine.appealable.find((i: { id: string }) => i.id === waiting.id)).toMatchObject({
      kind: 'review',
      decision: { state: 'rejected', reason: 'spam' },
    });
    const theirs = (await t.as(who.unverified).get('/api/me/appeals')).json();
    expect(theirs).toEqual({ appealable: [], appeals: [] });
    expect((await t.as(null).get('/api/me/appeals')).statusCode).toBe(401);
  });

  it('counts open appeals on the dashboard and in the moderators’ reminder', async () => {
    const review = await rejectedReview();
    await appeal(`/api/reviews/${review.id}`, who.verified);
    const stats = (await t.as(who.admin).get('/api/admin/stats')).json();
    expect(stats.openAppeals).toBe(1);

    await t.db.update(appeals).set({ createdAt: sql`now() - interval '49 hours'` });
    await t.db.delete(notificationPacing);
    await t.db.delete(notifications);
    await t.app.jobs.send(t.db, MODERATION_REMINDER_QUEUE, {});
    await t.app.jobs.drain();
    const reminded = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'moderation_waiting'));
    expect(reminded.map((n) => n.userId).sort()).toEqual([who.admin.id, who.superAdmin.id].sort());
    expect(reminded[0]!.title).toContain('1 appeal');
  });

  it('is in its author’s data export, and in nobody else’s', async () => {
    const review = await rejectedReview();
    const { id } = (await appeal(`/api/reviews/${review.id}`, who.verified)).json();
    const mine = (await t.as(who.verified).get('/api/me/export')).json();
    expect(mine.appeals).toMatchObject([
      { id, kind: 'review', itemId: review.id, note: NOTE, status: 'open', reason: null },
    ]);
    expect((await t.as(who.admin).get('/api/me/export')).json().appeals).toEqual([]);
  });

  it('goes with its review when the review is deleted', async () => {
    const review = await rejectedReview();
    await appeal(`/api/reviews/${review.id}`, who.verified);
    expect((await t.as(who.verified).delete(`/api/reviews/${review.id}`)).statusCode).toBe(200);
    expect(await appealOf('reviewId', review.id)).toBeUndefined();
  });
});
