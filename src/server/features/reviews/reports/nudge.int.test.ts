import { asc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { notifications, notificationSettings } from '../../notifications/schema';
import { products } from '../../products/schema';
import { reviewReportNudges, reviewReports } from './schema';
import { reviews } from '../schema';
import { user } from '../../../db/schema';
import type { MailMessage } from '../../../lib/mail/mailer';
import { MAIL_QUEUE } from '../../../lib/mail/outbox';
import { insertMember, insertProduct, insertReview } from '../../../test/fixtures';
import { useTestApp } from '../../../test/use-test-app';
import {
  REPORT_NUDGE_BATCH,
  REPORT_NUDGE_QUEUE,
  sendReportNudges,
  type NudgeCursor,
} from './nudge';

// Issue 30: 6 and 12 months after a review is first approved, its author is asked how the gear
// is holding up. Reviews are placed in time by their published_at, against the database's now().
const mails: MailMessage[] = [];
const t = useTestApp({ deps: { mailer: { send: async (m) => void mails.push(m) } } });

beforeEach(async () => {
  await t.app.jobs.drain();
  mails.length = 0;
  await t.db.delete(reviews);
  await t.db.delete(notifications);
  await t.db.delete(notificationSettings);
});

const run = (after: NudgeCursor | null = null, limit?: number) =>
  t.db.transaction((tx) => sendReportNudges(tx, t.app.notifier, after, limit));
/** A database time `ago` before now, e.g. '6 months' or '6 months -1 day'. */
const ago = (interval: string) => sql`now() - interval '${sql.raw(interval)}'`;

async function reviewPublished(interval: string, over: Partial<typeof reviews.$inferInsert> = {}) {
  const author = await insertMember(t.db);
  const product = await insertProduct(t.db, { name: 'Ridgeline 30L Pack' });
  const review = await insertReview(t.db, product.id, author, {
    title: 'Carried it everywhere',
    ...over,
  });
  await t.db
    .update(reviews)
    .set({ publishedAt: ago(interval) })
    .where(eq(reviews.id, review.id));
  return { author, product, review };
}
const noticesOf = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));
const nudgesOf = async (reviewId: string) =>
  (
    await t.db
      .select({ months: reviewReportNudges.months })
      .from(reviewReportNudges)
      .where(eq(reviewReportNudges.reviewId, reviewId))
      .orderBy(asc(reviewReportNudges.months))
  ).map((n) => n.months);
async function mailsTo(userId: string) {
  await t.app.jobs.drain([MAIL_QUEUE]);
  const [{ email }] = (await t.db
    .select({ email: user.email })
    .from(user)
    .where(eq(user.id, userId))) as [{ email: string }];
  return mails.filter((m) => m.to === email);
}
async function reportOn(
  r: Awaited<ReturnType<typeof reviewPublished>>,
  createdAgo: string,
  status: 'pending' | 'approved' | 'rejected',
) {
  await t.db.insert(reviewReports).values({
    reviewId: r.review.id,
    productId: r.product.id,
    userId: r.author,
    status,
    monthsOwned: 6,
    state: 'in_service',
    content: 'Still going strong after a season of use.',
    createdAt: ago(createdAgo),
  });
}
const turnOff = (userId: string, channels: { inSite: boolean; byEmail: boolean }) =>
  t.db.insert(notificationSettings).values({ userId, kind: 'report_nudge', ...channels });

describe('the 6-month nudge', () => {
  it('is not sent a day before the mark, nor for a review not approved now', async () => {
    const early = await reviewPublished('6 months -1 day');
    // Approved once, seven months ago, and edited since: pending now.
    const pending = await reviewPublished('7 months', { status: 'pending' });
    expect(await run()).toEqual({ sent: 0, next: null });
    for (const r of [early, pending]) {
      expect(await noticesOf(r.author)).toEqual([]);
      expect(await nudgesOf(r.review.id)).toEqual([]);
    }
  });

  it('at the mark: one notice with the link to the report form, one e-mail and one row; once', async () => {
    const { author, product, review } = await reviewPublished('6 months');
    expect((await run()).sent).toBe(1);
    const link = `/product/${product.id}?report=${review.id}`;
    expect(await noticesOf(author)).toEqual([
      expect.objectContaining({
        kind: 'report_nudge',
        title:
          'How is the Ridgeline 30L Pack holding up? Add a field report to your review "Carried it everywhere"',
        detail:
          '6 months since your review was published: tell other members whether it is still in service, retired, broken or lost, and give the five scores again if your view has changed.',
        link,
        actorId: null,
      }),
    ]);
    expect(await nudgesOf(review.id)).toEqual([6]);
    const [mail, ...more] = await mailsTo(author);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(
      'How is the Ridgeline 30L Pack holding up? Add a field report to your review "Carried it everywhere"',
    );
    expect(mail!.text).toContain(`${t.app.config.publicUrl}${link}`);

    expect(await run()).toEqual({ sent: 0, next: null });
    expect(await noticesOf(author)).toHaveLength(1);
    expect(await mailsTo(author)).toHaveLength(1);
  });

  it.each([
    ['pending', 'after the mark', 0, '20 days'],
    ['approved', 'after the mark', 0, '20 days'],
    ['rejected', 'after the mark', 1, '20 days'],
    ['approved', 'before the mark', 1, '2 months'],
  ] as const)(
    'a field report (%s) written %s: %i nudges',
    async (status, _, expected, createdAgo) => {
      // The 6-month mark was a month ago.
      const r = await reviewPublished('7 months');
      await reportOn(r, createdAgo, status);
      expect((await run()).sent).toBe(expected);
      expect(await noticesOf(r.author)).toHaveLength(expected);
    },
  );

  it('tells nothing to a member who turned the kind off, and records it as asked', async () => {
    const { author, review } = await reviewPublished('6 months');
    await turnOff(author, { inSite: false, byEmail: false });
    expect((await run()).sent).toBe(1);
    expect(await noticesOf(author)).toEqual([]);
    expect(await mailsTo(author)).toEqual([]);
    // Turning it on again later does not bring back a nudge that was due while it was off.
    expect(await nudgesOf(review.id)).toEqual([6]);
  });

  it('tells only in the site a member who turned its e-mail off, and only by e-mail one who kept that', async () => {
    const siteOnly = await reviewPublished('6 months');
    const mailOnly = await reviewPublished('6 months');
    await turnOff(siteOnly.author, { inSite: true, byEmail: false });
    await turnOff(mailOnly.author, { inSite: false, byEmail: true });
    expect((await run()).sent).toBe(2);
    expect(await noticesOf(siteOnly.author)).toHaveLength(1);
    expect(await mailsTo(siteOnly.author)).toEqual([]);
    expect(await noticesOf(mailOnly.author)).toEqual([]);
    expect(await mailsTo(mailOnly.author)).toHaveLength(1);
  });
});

describe('the 12-month nudge', () => {
  it('follows the 6-month one at the mark, not a day before', async () => {
    const due = await reviewPublished('12 months');
    const early = await reviewPublished('12 months -1 day');
    await t.db.insert(reviewReportNudges).values([
      { reviewId: due.review.id, months: 6 },
      { reviewId: early.review.id, months: 6 },
    ]);
    expect((await run()).sent).toBe(1);
    expect(await nudgesOf(due.review.id)).toEqual([6, 12]);
    expect((await noticesOf(due.author)).map((n) => n.detail)).toEqual([
      expect.stringMatching(/^12 months since your review was published/),
    ]);
    expect(await nudgesOf(early.review.id)).toEqual([6]);
    expect(await noticesOf(early.author)).toEqual([]);
  });

  it('is prevented by a report written since the 12-month mark, not by one since the 6-month', async () => {
    const since12 = await reviewPublished('13 months');
    const since6 = await reviewPublished('13 months');
    await reportOn(since12, '10 days', 'approved');
    await reportOn(since6, '4 months', 'approved');
    expect((await run()).sent).toBe(1);
    expect(await nudgesOf(since12.review.id)).toEqual([]);
    expect(await nudgesOf(since6.review.id)).toEqual([12]);
  });

  it('is the only one an old review gets: no 6-month nudge before or after it', async () => {
    const { author, review } = await reviewPublished('2 years');
    expect((await run()).sent).toBe(1);
    expect(await nudgesOf(review.id)).toEqual([12]);
    expect((await run()).sent).toBe(0);
    expect(await noticesOf(author)).toEqual([
      expect.objectContaining({ detail: expect.stringMatching(/^12 months/) }),
    ]);
  });
});

describe('in bounded batches', () => {
  it('takes at most the batch, oldest first, and the next run goes on from where it stopped', async () => {
    const oldest = await reviewPublished('9 months');
    const middle = await reviewPublished('8 months');
    const newest = await reviewPublished('7 months');
    const first = await run(null, 2);
    expect(first.sent).toBe(2);
    expect(first.next).toMatchObject({ id: middle.review.id });
    expect(await nudgesOf(oldest.review.id)).toEqual([6]);
    expect(await nudgesOf(newest.review.id)).toEqual([]);
    expect(await run(first.next, 2)).toEqual({ sent: 1, next: null });
    expect(await nudgesOf(newest.review.id)).toEqual([6]);
  });

  it(`the daily job works a backlog of more than ${REPORT_NUDGE_BATCH} in runs that queue each other`, async () => {
    const author = await insertMember(t.db);
    const count = REPORT_NUDGE_BATCH + 3;
    await t.db.execute(sql`
      with made as (
        insert into ${products} (name, description, category, price, amazon_url, asin, image_url)
        select 'Backlog ' || n, 'Gear reviewed long ago, number ' || n, 'deployment', 10,
          'https://www.amazon.com/dp/B0BACK' || lpad(n::text, 4, '0'), 'B0BACK' || lpad(n::text, 4, '0'),
          '/images/categories/deployment.svg'
        from generate_series(1, ${count}) n
        returning id
      )
      insert into ${reviews} (product_id, user_id, status, title, content, rating, durability,
        portability, cost_value, civilian_adaptation, overall_utility, published_at)
      select id, ${author}, 'approved', 'Backlog review', 'Written before the nudges existed.',
        4, 8, 8, 8, 8, 8, now() - interval '8 months'
      from made`);
    await t.app.jobs.send(t.db, REPORT_NUDGE_QUEUE, {});
    await t.app.jobs.drain([REPORT_NUDGE_QUEUE]);
    const [{ n }] = (await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviewReportNudges)) as [{ n: number }];
    expect(n).toBe(count);
    expect(await noticesOf(author)).toHaveLength(count);
  });
});
