import { asc, eq } from 'drizzle-orm';
import { editLimitMessage, REPORT_MSG } from '@shared/schemas/field-reports';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { notifications } from '../../notifications/schema';
import { reviewReports } from './schema';
import { createMember, type Member } from '../../../test/accounts';
import { ADMIN_ROUTE_REFUSALS, expectRefused } from '../../../test/admin-refusals';
import { insertProduct, insertReport, insertReview, reportRequest } from '../../../test/fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { REPORT_WRITE_MSG } from './write';

// Issue 30: who may add, edit, delete and approve a field report, and when one may be added.

const t = useTestApp({ personas: true });
const { who } = t;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ago = (ms: number) => new Date(Date.now() - ms);

/** An approved review by `author`, written `age` ago (old enough for a report by default). */
async function reviewBy(author: { id: string }, age = 31 * DAY) {
  const product = await insertProduct(t.db);
  return insertReview(t.db, product.id, author.id, { createdAt: ago(age) });
}
const add = (reviewId: string, m: Member | null, over: Record<string, unknown> = {}) =>
  t.as(m).post(`/api/reviews/${reviewId}/reports`, reportRequest(over));
const reportRows = (reviewId: string) =>
  t.db.select().from(reviewReports).where(eq(reviewReports.reviewId, reviewId));
const reportRow = async (id: string) =>
  (await t.db.select().from(reviewReports).where(eq(reviewReports.id, id)))[0];
const persona = (name: keyof typeof who | null) => (name ? who[name] : null);

describe('POST /api/reviews/:id/reports: who may add one', () => {
  it.each([
    [null, 401, 'Please sign in to submit a review'],
    ['unverified', 403, 'Please verify your email address before submitting reviews'],
  ] as const)('refuses %s, even on their own review, adding nothing', async (name, status, msg) => {
    const review = await reviewBy(name ? who[name] : await createMember(t));
    const res = await add(review.id, persona(name));
    expect(res.statusCode).toBe(status);
    expect(res.json().error.message).toBe(msg);
    expect(await reportRows(review.id)).toEqual([]);
  });

  it.each(['verified', 'admin', 'superAdmin'] as const)(
    "refuses a %s member on someone else's review, adding nothing",
    async (name) => {
      const review = await reviewBy(await createMember(t));
      const res = await add(review.id, who[name]);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(REPORT_MSG.notAuthor);
      expect(await reportRows(review.id)).toEqual([]);
    },
  );

  it.each(['verified', 'admin', 'superAdmin'] as const)(
    'adds a pending report for a %s author, scores all or none',
    async (name) => {
      const review = await reviewBy(who[name]);
      const scores = {
        durability: 3,
        portability: 7,
        costValue: 5,
        civilianAdaptation: 6,
        overallUtility: 4,
      };
      const res = await add(review.id, who[name], { state: 'failed', ...scores });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        reviewId: review.id,
        status: 'pending',
        monthsOwned: 6,
        state: 'failed',
        scores,
        editedAt: null,
      });
      expect(await reportRows(review.id)).toEqual([
        expect.objectContaining({ userId: who[name].id, productId: review.productId }),
      ]);
    },
  );

  it.each([
    [{ monthsOwned: 0 }, REPORT_MSG.months],
    [{ monthsOwned: 601 }, REPORT_MSG.months],
    [{ monthsOwned: 2.5 }, REPORT_MSG.months],
    [{ state: 'stolen' }, REPORT_MSG.state],
    [{ content: '  too short ' }, REPORT_MSG.contentShort],
    [{ content: 'x'.repeat(2001) }, REPORT_MSG.contentLong],
    [{ durability: 5 }, REPORT_MSG.scoresAllOrNone],
  ])('refuses %o with its message and adds nothing', async (change, message) => {
    const author = await createMember(t);
    const review = await reviewBy(author);
    const res = await add(review.id, author, change);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await reportRows(review.id)).toEqual([]);
  });

  it.each(['pending', 'rejected'] as const)('refuses a report on a %s review', async (status) => {
    const author = await createMember(t);
    const product = await insertProduct(t.db);
    const review = await insertReview(t.db, product.id, author.id, {
      status,
      createdAt: ago(60 * DAY),
    });
    const res = await add(review.id, author);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(REPORT_MSG.notApproved);
    expect(await reportRows(review.id)).toEqual([]);
  });

  it("answers an unknown review with 'Review not found'", async () => {
    const res = await add('00000000-0000-4000-8000-000000000000', who.verified);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Review not found');
  });
});

describe('the 30-day rules, at the boundary', () => {
  it('opens reports 30 days after the review: a minute short is refused, saying when', async () => {
    const author = await createMember(t);
    const review = await reviewBy(author, 30 * DAY - MINUTE);
    const res = await add(review.id, author);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      REPORT_MSG.opensOn(new Date(review.createdAt.getTime() + 30 * DAY)),
    );
    expect(await reportRows(review.id)).toEqual([]);
  });

  it('takes a report on a review written 30 days ago', async () => {
    const author = await createMember(t);
    const review = await reviewBy(author, 30 * DAY);
    expect((await add(review.id, author)).statusCode).toBe(201);
  });

  it('says the date in words', () => {
    expect(REPORT_MSG.opensOn(new Date('2026-03-05T23:59:00Z'))).toBe(
      'Field reports on this review open on March 5, 2026',
    );
  });

  it.each(['pending', 'approved'] as const)(
    'refuses a report 29 days 23 hours after the last %s one, naming the day the next opens',
    async (status) => {
      const author = await createMember(t);
      const review = await reviewBy(author, 90 * DAY);
      const last = await insertReport(t.db, review, {
        status,
        createdAt: ago(30 * DAY - 60 * MINUTE),
      });
      const res = await add(review.id, author);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(
        REPORT_MSG.nextOn(new Date(last.createdAt.getTime() + 30 * DAY)),
      );
      expect(await reportRows(review.id)).toHaveLength(1);
    },
  );

  it('takes a report 30 days after the last', async () => {
    const author = await createMember(t);
    const review = await reviewBy(author, 90 * DAY);
    await insertReport(t.db, review, { status: 'approved', createdAt: ago(30 * DAY) });
    expect((await add(review.id, author)).statusCode).toBe(201);
  });

  it('does not count a rejected report, nor a deleted one', async () => {
    const author = await createMember(t);
    const review = await reviewBy(author, 90 * DAY);
    await insertReport(t.db, review, { status: 'rejected', createdAt: ago(DAY) });
    const first = await add(review.id, author);
    expect(first.statusCode).toBe(201);
    const del = await t.as(author).delete(`/api/reviews/${review.id}/reports/${first.json().id}`);
    expect(del.statusCode).toBe(200);
    expect((await add(review.id, author)).statusCode).toBe(201);
  });

  it('lets only one of two reports sent at once through', async () => {
    const author = await createMember(t);
    const review = await reviewBy(author);
    const answers = await Promise.all([add(review.id, author), add(review.id, author)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await reportRows(review.id)).toHaveLength(1);
  });
});

describe('editing and deleting a report', () => {
  async function approvedReport() {
    const author = await createMember(t);
    const review = await reviewBy(author);
    const report = await insertReport(t.db, review, { status: 'approved', createdAt: ago(DAY) });
    return { author, review, report };
  }
  const url = (r: { id: string; reviewId: string }) => `/api/reviews/${r.reviewId}/reports/${r.id}`;
  const edited = reportRequest({ content: 'It tore at the seam in month nine.', state: 'failed' });

  it.each([
    [null, 401],
    ['unverified', 403],
    ['verified', 403],
    ['admin', 403],
    ['superAdmin', 403],
  ] as const)(
    "refuses %s an edit of another member's report, changing nothing",
    async (name, status) => {
      const { report } = await approvedReport();
      const res = await t.as(persona(name)).patch(url(report), edited);
      expect(res.statusCode).toBe(status);
      if (name && name !== 'unverified') {
        expect(res.json().error.message).toBe(REPORT_WRITE_MSG.notYoursToEdit);
      }
      expect(await reportRow(report.id)).toEqual(report);
    },
  );

  it('takes the author’s edit back to pending, marked edited', async () => {
    const { author, report } = await approvedReport();
    const res = await t.as(author).patch(url(report), edited);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pending', state: 'failed', scores: null });
    expect(res.json().editedAt).not.toBeNull();
    expect(await reportRow(report.id)).toMatchObject({ content: edited.content });
  });

  it.each([
    [null, 401],
    ['unverified', 403],
    ['verified', 403],
  ] as const)("refuses %s the deletion of another member's report", async (name, status) => {
    const { report } = await approvedReport();
    const res = await t.as(persona(name)).delete(url(report));
    expect(res.statusCode).toBe(status);
    if (name === 'verified') {
      expect(res.json().error.message).toBe(REPORT_WRITE_MSG.notYoursToDelete);
    }
    expect(await reportRow(report.id)).toEqual(report);
  });

  it.each(['author', 'admin', 'superAdmin'] as const)('lets the %s delete it', async (name) => {
    const { author, report } = await approvedReport();
    const res = await t.as(name === 'author' ? author : who[name]).delete(url(report));
    expect(res.statusCode).toBe(200);
    expect(await reportRow(report.id)).toBeUndefined();
  });

  // Issue 44: report edits count with review edits (write.int.test.ts mixes the two).
  it('answers the 11th edit of a report in an hour 429, saying when editing opens, the report unchanged', async () => {
    const { author, report } = await approvedReport();
    for (let monthsOwned = 1; monthsOwned <= 10; monthsOwned++) {
      const res = await t.as(author).patch(url(report), reportRequest({ monthsOwned }));
      expect(res.statusCode).toBe(200);
    }
    const before = await reportRow(report.id);
    const res = await t.as(author).patch(url(report), edited);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json().error.message).toBe(editLimitMessage(Number(res.headers['retry-after'])));
    expect(await reportRow(report.id)).toEqual(before);
    expect(before).toMatchObject({ monthsOwned: 10, status: 'pending' });
  });

  it("answers a report of another review with 'Field report not found'", async () => {
    const { author, report } = await approvedReport();
    const other = await reviewBy(author);
    const res = await t.as(author).patch(url({ ...report, reviewId: other.id }), edited);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(REPORT_MSG.notFound);
  });
});

describe('moderating reports', () => {
  const decide = (id: string, action: 'approve' | 'reject', m: Member | null, note?: string) =>
    t.as(m).post(`/api/admin/reports/${id}/${action}`, note ? { note } : {});

  it.each(ADMIN_ROUTE_REFUSALS)(
    'refuses %s the queue and the decisions, changing nothing',
    async (refusal) => {
      const author = await createMember(t);
      const review = await reviewBy(author);
      const report = await insertReport(t.db, review);
      await expectRefused(t, refusal, [
        ['GET', '/api/admin/reports'],
        ['POST', `/api/admin/reports/${report.id}/approve`, {}],
        ['POST', `/api/admin/reports/${report.id}/reject`, {}],
      ]);
      expect(await reportRow(report.id)).toEqual(report);
    },
  );

  it('refuses the author approving their own report', async () => {
    const review = await reviewBy(who.verified);
    const report = await insertReport(t.db, review);
    expect((await decide(report.id, 'approve', who.verified)).statusCode).toBe(403);
    expect((await reportRow(report.id))!.status).toBe('pending');
  });

  it('lists pending reports of the last day newest first, each beside its review', async () => {
    const author = await createMember(t);
    const product = await insertProduct(t.db, { name: 'Queue Pack' });
    const review = await insertReview(t.db, product.id, author.id, {
      title: 'Original words',
      createdAt: ago(200 * DAY),
      durability: 9,
    });
    // Within the day: one waiting longer comes first whatever its age (queue-order.int.test.ts).
    const older = await insertReport(t.db, review, { createdAt: ago(DAY / 2) });
    const newer = await insertReport(t.db, review, {
      createdAt: ago(DAY / 4),
      durability: 2,
      portability: 2,
      costValue: 2,
      civilianAdaptation: 2,
      overallUtility: 2,
    });
    await insertReport(t.db, review, { status: 'approved', createdAt: ago(120 * DAY) });
    const items = (await t.as(who.admin).get('/api/admin/reports')).json().items;
    const ours = items.filter((i: { productId: string }) => i.productId === product.id);
    expect(ours.map((i: { report: { id: string } }) => i.report.id)).toEqual([newer.id, older.id]);
    expect(ours[0]).toMatchObject({
      productName: 'Queue Pack',
      review: { id: review.id, title: 'Original words', rating: 4, durability: 9 },
      report: { status: 'pending', scores: { durability: 2 } },
    });
    expect(ours[0].authorName).toMatch(/\S/);
  });

  it.each(['admin', 'superAdmin'] as const)(
    'lets a %s approve and reject, logged and the author told with the note',
    async (name) => {
      const author = await createMember(t);
      const product = await insertProduct(t.db);
      const review = await insertReview(t.db, product.id, author.id, { createdAt: ago(60 * DAY) });
      const report = await insertReport(t.db, review);
      expect((await decide(report.id, 'approve', who[name])).statusCode).toBe(200);
      expect(await reportRow(report.id)).toMatchObject({ status: 'approved' });
      expect((await reportRow(report.id))!.publishedAt).not.toBeNull();
      expect((await decide(report.id, 'reject', who[name], 'Off topic')).statusCode).toBe(200);
      expect((await reportRow(report.id))!.status).toBe('rejected');
      const logged = await t.db
        .select({ action: auditLog.action, actor: auditLog.actorId })
        .from(auditLog)
        .where(eq(auditLog.targetId, report.id))
        .orderBy(asc(auditLog.id));
      expect(logged).toEqual([
        { action: 'report.approve', actor: who[name].id },
        { action: 'report.reject', actor: who[name].id },
      ]);
      const told = await t.db
        .select({
          kind: notifications.kind,
          title: notifications.title,
          detail: notifications.detail,
        })
        .from(notifications)
        .where(eq(notifications.userId, author.id));
      expect(told).toHaveLength(2);
      expect(told.every((n) => n.kind === 'review_decided')).toBe(true);
      const about = `Your field report on your review "${review.title}" of ${product.name}`;
      expect(told.map((n) => n.title).sort()).toEqual([
        `${about} was approved and is now public`,
        `${about} was not approved`,
      ]);
      expect(told.find((n) => n.detail)?.detail).toBe("Moderator's note: Off topic");
    },
  );

  it("answers an unknown report with 'Field report not found'", async () => {
    const res = await decide('00000000-0000-4000-8000-000000000000', 'approve', who.admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(REPORT_MSG.notFound);
  });
});
