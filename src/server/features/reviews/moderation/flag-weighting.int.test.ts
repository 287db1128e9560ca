import { and, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TAdminFlag } from '@shared/schemas/admin';
import { auditLog } from '../../../db/schema';
import { flagRecords, reviewFlags } from './schema';
import { notifications } from '../../notifications/schema';
import { products } from '../../products/schema';
import { reviews } from '../schema';
import { createMember, type Member } from '../../../test/accounts';
import { ADMIN_ROUTE_REFUSALS, expectRefused, type Refusal } from '../../../test/admin-refusals';
import { insertProduct, insertReview, reviewRequest } from '../../../test/fixtures';
import {
  giveFlagRecord,
  makeEstablished,
  setFlagHideThreshold,
  verifyService,
} from '../../../test/trust';
import { useTestApp } from '../../../test/use-test-app';

// Issue 29: flags weighted by the flagger's record hide a review at the site's threshold, and a
// moderator's word on a review settles every pending flag on it.
const t = useTestApp({ personas: true });
const { who } = t;

beforeEach(() => setFlagHideThreshold(t.db, '5'));

const flag = (reviewId: string, m: Member | null) =>
  t.as(m).post(`/api/reviews/${reviewId}/flags`, { reason: 'spam' });

async function approvedReview(title = 'Suspicious praise') {
  const author = await createMember(t);
  const product = await insertProduct(t.db);
  const review = await insertReview(t.db, product.id, author.id, { title });
  return { author, product, review };
}

const reviewRow = async (id: string) =>
  (await t.db.select().from(reviews).where(eq(reviews.id, id)))[0]!;
const reviewCountOf = async (productId: string) =>
  (await t.db.select().from(products).where(eq(products.id, productId)))[0]!.reviewCount;
const flagsOf = (reviewId: string) =>
  t.db.select().from(reviewFlags).where(eq(reviewFlags.reviewId, reviewId));
const noticesTo = (m: Member, kind: 'review_hidden' | 'flag_settled' | 'review_decided') =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, m.id), eq(notifications.kind, kind)));

/** The weight the flags tab gives a review's pending flags, as its risk reason words it. */
async function pendingWeightShown(reviewId: string) {
  const items = (await t.as(who.admin).get('/api/admin/flags')).json().items as TAdminFlag[];
  const item = items.find((i) => i.review.id === reviewId && i.status === 'pending');
  return item?.risk.reasons.find((r) => r.code === 'flags')?.text;
}

describe('a flag’s weight, end to end', () => {
  it.each([
    ['no decided flags', '0.5', { agreed: 0, disagreed: 0 }, false, null],
    ['five decided flags, all agreed', '0.5', { agreed: 5, disagreed: 0 }, false, null],
    ['20 decided flags, 90 % agreed', '1.94', { agreed: 18, disagreed: 2 }, false, null],
    ['20 decided flags, 90 % agreed, verified', '2.94', { agreed: 18, disagreed: 2 }, true, null],
    ['no decided flags, verified', '1.5', { agreed: 0, disagreed: 0 }, true, null],
    ['a 30-day-old account and a review', '1', { agreed: 0, disagreed: 0 }, false, [30, 1]],
    ['a 180-day-old account and 3 reviews', '1.5', { agreed: 0, disagreed: 0 }, false, [180, 3]],
    [
      '20 decided flags, 50 % agreed, 200 days and 3 reviews',
      '0.88',
      { agreed: 10, disagreed: 10 },
      false,
      [200, 3],
    ],
  ] as const)('a member with %s weighs %s', async (_, weight, record, verified, established) => {
    const flagger = await createMember(t);
    await giveFlagRecord(t.db, flagger.id, record);
    if (verified) await verifyService(t.db, flagger.id);
    if (established) {
      const [days, approvedReviews] = established;
      await makeEstablished(t.db, flagger.id, { days, approvedReviews });
    }
    const { review } = await approvedReview();
    expect((await flag(review.id, flagger)).statusCode).toBe(201);
    expect(await pendingWeightShown(review.id)).toBe(`Pending flags weigh ${weight}`);
  });

  it('weighs an admin’s and a super admin’s flag 4.5', async () => {
    for (const admin of [who.admin, who.superAdmin]) {
      const { review } = await approvedReview();
      expect((await flag(review.id, admin)).statusCode).toBe(201);
      expect(await pendingWeightShown(review.id)).toBe('Pending flags weigh 4.5');
      expect((await reviewRow(review.id)).status).toBe('approved');
    }
  });
});

describe('hiding by flags', () => {
  /** Flaggers weighing 1.94, 0.88 and 0.5: together 3.32. */
  async function threeFlaggers() {
    const [good, poor, fresh] = [
      await createMember(t),
      await createMember(t),
      await createMember(t),
    ];
    await giveFlagRecord(t.db, good.id, { agreed: 18, disagreed: 2 });
    await giveFlagRecord(t.db, poor.id, { agreed: 10, disagreed: 10 });
    await makeEstablished(t.db, poor.id, { days: 200, approvedReviews: 3 });
    return [good, poor, fresh] as const;
  }

  it('hides the review with the flag that brings the weight to the threshold, not before', async () => {
    await setFlagHideThreshold(t.db, '3.32');
    const [good, poor, fresh] = await threeFlaggers();
    const { author, product, review } = await approvedReview('Too good to be true');
    expect(await reviewCountOf(product.id)).toBe(1);
    await flag(review.id, good);
    await flag(review.id, poor);
    // 2.82 of 3.32: still public.
    expect((await reviewRow(review.id)).status).toBe('approved');
    expect(await noticesTo(author, 'review_hidden')).toEqual([]);

    expect((await flag(review.id, fresh)).statusCode).toBe(201);
    const hidden = await reviewRow(review.id);
    expect(hidden.status).toBe('pending');
    expect(Date.now() - hidden.hiddenByFlagsAt!.getTime()).toBeLessThan(60_000);
    expect(await reviewCountOf(product.id)).toBe(0);
    const publicList = await t.as(null).get(`/api/products/${product.id}/reviews`);
    expect(publicList.json().items).toEqual([]);
    const [notice] = await noticesTo(author, 'review_hidden');
    expect(notice).toMatchObject({
      title: `Your review "Too good to be true" of ${product.name} was flagged by members and is hidden until a moderator looks at it`,
      detail:
        'A moderator will either put it back or reject it. You can still edit it; an edit goes to the moderators too.',
      link: '/profile?tab=reviews',
    });
    // Hidden, it is in the moderators' queue with the weight that hid it.
    const queue = (await t.as(who.admin).get('/api/admin/reviews')).json().items;
    expect(queue.find((i: { id: string }) => i.id === review.id)).toMatchObject({
      hiddenByFlags: hidden.hiddenByFlagsAt!.toISOString(),
      flagWeight: 3.32,
    });
    // A hidden review takes no more flags.
    expect((await flag(review.id, who.verified)).statusCode).toBe(404);
  });

  it('leaves the review public one hundredth below the threshold', async () => {
    await setFlagHideThreshold(t.db, '3.33');
    const flaggers = await threeFlaggers();
    const { review } = await approvedReview();
    for (const f of flaggers) expect((await flag(review.id, f)).statusCode).toBe(201);
    expect((await reviewRow(review.id)).status).toBe('approved');
    expect(await pendingWeightShown(review.id)).toBe('Pending flags weigh 3.32');
  });

  it('hides at the default threshold of 5 with an admin’s flag and a member’s', async () => {
    const { review } = await approvedReview();
    await flag(review.id, who.admin);
    expect((await reviewRow(review.id)).status).toBe('approved');
    await flag(review.id, who.verified);
    expect((await reviewRow(review.id)).status).toBe('pending');
  });

  it('counts nothing for the author’s own flag (403) and a member’s repeated flag once', async () => {
    await setFlagHideThreshold(t.db, '1');
    const flagger = await createMember(t);
    const { author, review } = await approvedReview();
    const own = await flag(review.id, author);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe('You cannot flag your own review');
    expect((await flag(review.id, flagger)).statusCode).toBe(201);
    const again = await flag(review.id, flagger);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already flagged this review');
    await Promise.all([flag(review.id, flagger), flag(review.id, flagger)]);
    expect(await flagsOf(review.id)).toHaveLength(1);
    expect((await reviewRow(review.id)).status).toBe('approved');
    expect(await pendingWeightShown(review.id)).toBe('Pending flags weigh 0.5');
  });

  it('lets visitors, unconfirmed members and the author flag nothing', async () => {
    const { author, review } = await approvedReview();
    expect((await flag(review.id, null)).statusCode).toBe(401);
    expect((await flag(review.id, who.unverified)).statusCode).toBe(403);
    expect((await flag(review.id, author)).statusCode).toBe(403);
    expect(await flagsOf(review.id)).toEqual([]);
    for (const m of [who.verified, who.admin, who.superAdmin]) {
      const { review: other } = await approvedReview();
      expect((await flag(other.id, m)).statusCode).toBe(201);
    }
  });
});

describe('who may settle flags and decide reviews', () => {
  /** Every route that settles a flag or decides a review, as the refusal's persona or the author. */
  async function refusedEverything(refusal: Refusal, byAuthor = false) {
    await setFlagHideThreshold(t.db, '100');
    const { author, review } = await approvedReview();
    const flagger = await createMember(t);
    await flag(review.id, flagger);
    const [pending] = await flagsOf(review.id);
    await expectRefused(
      t,
      refusal,
      [
        ['POST', `/api/admin/flags/${pending!.id}/resolve`],
        ['POST', `/api/admin/flags/${pending!.id}/dismiss`],
        ['POST', `/api/admin/reviews/${review.id}/approve`, {}],
        ['POST', `/api/admin/reviews/${review.id}/reject`, {}],
      ],
      byAuthor ? { by: author } : {},
    );
    expect((await flagsOf(review.id)).map((f) => f.status)).toEqual(['pending']);
    expect((await reviewRow(review.id)).status).toBe('approved');
  }

  it.each(ADMIN_ROUTE_REFUSALS)('refuses %s, settling and deciding nothing', (refusal) =>
    refusedEverything(refusal),
  );

  it('refuses the review’s author, settling and deciding nothing', async () => {
    // Writing the review earns nothing here: the author hears what any confirmed member does.
    const member = ADMIN_ROUTE_REFUSALS.find((r) => r.persona === 'verified')!;
    await refusedEverything(member, true);
  });

  it.each([
    ['an admin', 'admin'],
    ['a super admin', 'superAdmin'],
  ] as const)('lets %s settle them', async (_, persona) => {
    const { review } = await approvedReview();
    await flag(review.id, await createMember(t));
    const [pending] = await flagsOf(review.id);
    const res = await t.as(who[persona]).post(`/api/admin/flags/${pending!.id}/resolve`);
    expect(res.statusCode).toBe(200);
    expect((await flagsOf(review.id))[0]).toMatchObject({
      status: 'resolved',
      resolvedBy: who[persona].id,
    });
  });
});

describe('a moderator’s word settles every pending flag', () => {
  async function flaggedBy(...flaggers: Member[]) {
    const found = await approvedReview('Flagged thrice');
    for (const f of flaggers) expect((await flag(found.review.id, f)).statusCode).toBe(201);
    return found;
  }
  const members = async (n: number) => {
    const made: Member[] = [];
    for (let i = 0; i < n; i += 1) made.push(await createMember(t));
    return made;
  };

  it.each([
    ['resolve', 'resolved', 'flag.resolve', 'acted on'],
    ['dismiss', 'dismissed', 'flag.dismiss', 'left as it is'],
  ] as const)(
    '%s on one flag settles the review’s others alike, each logged and its flagger told',
    async (action, status, logged, told) => {
      const flaggers = await members(3);
      const { review } = await flaggedBy(...flaggers);
      const [first] = await flagsOf(review.id);
      const res = await t.as(who.admin).post(`/api/admin/flags/${first!.id}/${action}`);
      expect(res.statusCode).toBe(200);
      const flags = await flagsOf(review.id);
      expect(flags.map((f) => [f.status, f.resolvedBy])).toEqual(
        flags.map(() => [status, who.admin.id]),
      );
      for (const f of flags) {
        const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, f.id));
        expect(entry).toMatchObject({ action: logged, actorId: who.admin.id });
      }
      for (const m of flaggers) {
        const [notice] = await noticesTo(m, 'flag_settled');
        expect(notice!.title).toContain(told);
      }
      // Still public: a resolved flag is the moderator's to act on, a dismissed one leaves it.
      expect((await reviewRow(review.id)).status).toBe('approved');
      const again = await t.as(who.admin).post(`/api/admin/flags/${flags[2]!.id}/dismiss`);
      expect(again.statusCode).toBe(409);
    },
  );

  it('counts each decision in its flagger’s record, which outlives the review and weighs their next flag', async () => {
    const flagger = await createMember(t);
    await giveFlagRecord(t.db, flagger.id, { agreed: 12, disagreed: 2 });
    const decided: string[] = [];
    for (const action of ['resolve', 'resolve', 'resolve', 'dismiss'] as const) {
      const { review } = await flaggedBy(flagger);
      const [pending] = await flagsOf(review.id);
      expect(
        (await t.as(who.admin).post(`/api/admin/flags/${pending!.id}/${action}`)).statusCode,
      ).toBe(200);
      decided.push(review.id);
    }
    const record = async () =>
      (await t.db.select().from(flagRecords).where(eq(flagRecords.userId, flagger.id)))[0];
    expect(await record()).toMatchObject({ agreed: 15, disagreed: 3 });
    // The reviews go, with their flags; the record stays, and the next flag weighs by it:
    // 0.5 + (15/18 − 0.7) / 0.3 × log₄ 18 = 1.43.
    await t.db.delete(reviews).where(inArray(reviews.id, decided));
    expect(await record()).toMatchObject({ agreed: 15, disagreed: 3 });
    const { review } = await approvedReview();
    await flag(review.id, flagger);
    expect(await pendingWeightShown(review.id)).toBe('Pending flags weigh 1.43');
  });

  it('puts a review hidden by flags back in public when its flags are dismissed', async () => {
    await setFlagHideThreshold(t.db, '1');
    const flaggers = await members(2);
    const { author, product, review } = await flaggedBy(...flaggers);
    expect((await reviewRow(review.id)).status).toBe('pending');
    const [one] = await flagsOf(review.id);
    expect(
      (await t.as(who.superAdmin).post(`/api/admin/flags/${one!.id}/dismiss`)).statusCode,
    ).toBe(200);
    const row = await reviewRow(review.id);
    expect(row).toMatchObject({ status: 'approved', hiddenByFlagsAt: null });
    expect(await reviewCountOf(product.id)).toBe(1);
    expect((await flagsOf(review.id)).every((f) => f.status === 'dismissed')).toBe(true);
    const [decided] = await noticesTo(author, 'review_decided');
    expect(decided!.title).toBe(
      `Your review "Flagged thrice" of ${product.name} was approved and is now public`,
    );
  });

  it('leaves a review hidden by flags waiting when its flags are resolved', async () => {
    await setFlagHideThreshold(t.db, '1');
    const { review } = await flaggedBy(...(await members(2)));
    const [one] = await flagsOf(review.id);
    await t.as(who.admin).post(`/api/admin/flags/${one!.id}/resolve`);
    expect(await reviewRow(review.id)).toMatchObject({ status: 'pending' });
    expect((await flagsOf(review.id)).every((f) => f.status === 'resolved')).toBe(true);
  });

  it.each([
    ['approve', 'dismissed', 'approved', 'left as it is'],
    ['reject', 'resolved', 'rejected', 'acted on'],
  ] as const)(
    'to %s a review hidden by flags leaves its flags %s',
    async (action, flagStatus, reviewStatus, told) => {
      await setFlagHideThreshold(t.db, '1');
      const flaggers = await members(2);
      const { product, review } = await flaggedBy(...flaggers);
      const res = await t.as(who.admin).post(`/api/admin/reviews/${review.id}/${action}`, {});
      expect(res.statusCode).toBe(200);
      expect(await reviewRow(review.id)).toMatchObject({
        status: reviewStatus,
        hiddenByFlagsAt: null,
      });
      expect(await reviewCountOf(product.id)).toBe(reviewStatus === 'approved' ? 1 : 0);
      const flags = await flagsOf(review.id);
      expect(flags.map((f) => f.status)).toEqual([flagStatus, flagStatus]);
      for (const f of flags) {
        const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, f.id));
        expect(entry!.notes).toBe(
          reviewStatus === 'approved'
            ? 'With the review’s approval'
            : 'With the review’s rejection',
        );
      }
      for (const m of flaggers)
        expect((await noticesTo(m, 'flag_settled'))[0]!.title).toContain(told);
    },
  );

  it('clears the hidden stamp when the author edits the review', async () => {
    await setFlagHideThreshold(t.db, '1');
    const { author, review } = await flaggedBy(...(await members(2)));
    expect((await reviewRow(review.id)).hiddenByFlagsAt).not.toBeNull();
    const res = await t.as(author).patch(`/api/reviews/${review.id}`, reviewRequest());
    expect(res.statusCode).toBe(200);
    expect(await reviewRow(review.id)).toMatchObject({ status: 'pending', hiddenByFlagsAt: null });
  });
});
