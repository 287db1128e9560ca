import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MODERATION_LIST_MAX } from '@shared/limits';
import type { TAdminFlag, TPendingReview, TRiskReason } from '@shared/schemas/admin';
import { profiles, user } from '../../../db/schema';
import { reviewFlags, reviewRiskSignals } from './schema';
import { createMember, type Member } from '../../../test/accounts';
import { ADMIN_ROUTE_REFUSALS, expectRefused } from '../../../test/admin-refusals';
import { insertProduct, insertReview, reviewRequest } from '../../../test/fixtures';
import { setFlagHideThreshold, verifyService } from '../../../test/trust';
import { useTestApp } from '../../../test/use-test-app';

// Issue 29: each review's risk signals are recorded when it is written, and the moderation
// queue is scored whole and shown riskiest first, each item with its reasons.
const t = useTestApp({ personas: true });
const { who } = t;

/** Text no other test's review resembles: random letters, word by word. */
const uniqueText = (words = 12) =>
  Array.from({ length: words }, () => randomBytes(4).toString('hex').replace(/\d/g, 'q')).join(' ');

/** A member whose account (and its profile, written with it) is `days` old, verified or not. */
async function memberAged(days: number, verified = false) {
  const m = await createMember(t);
  const joined = sql`now() - ${days} * interval '1 day'`;
  await t.db.update(user).set({ createdAt: joined }).where(eq(user.id, m.id));
  await t.db.update(profiles).set({ createdAt: joined }).where(eq(profiles.userId, m.id));
  if (verified) await verifyService(t.db, m.id);
  return m;
}

async function write(m: Member, content = uniqueText(), productId?: string) {
  const product = productId ?? (await insertProduct(t.db)).id;
  const res = await t.as(m).post(`/api/products/${product}/reviews`, reviewRequest({ content }));
  expect(res.statusCode).toBe(201);
  return { id: res.json().id as string, productId: product };
}

const queue = async (m: Member = who.admin) =>
  (await t.as(m).get('/api/admin/reviews')).json().items as TPendingReview[];
const itemOf = async (id: string) => (await queue()).find((i) => i.id === id)!;
const reasonsOf = async (id: string) => (await itemOf(id)).risk.reasons;
const codes = (reasons: TRiskReason[]) => reasons.map((r) => r.code).sort();

describe('who may read the queues', () => {
  it.each(ADMIN_ROUTE_REFUSALS)('refuses %s', async (refusal) => {
    await expectRefused(t, refusal, [
      ['GET', '/api/admin/reviews'],
      ['GET', '/api/admin/flags'],
    ]);
  });

  it.each([
    ['an admin', 'admin'],
    ['a super admin', 'superAdmin'],
  ] as const)('answers %s 200', async (_, persona) => {
    const m = who[persona];
    expect((await t.as(m).get('/api/admin/reviews')).statusCode).toBe(200);
    expect((await t.as(m).get('/api/admin/flags')).statusCode).toBe(200);
  });

  it('refuses a pending review’s own author', async () => {
    const author = await createMember(t);
    await write(author);
    expect((await t.as(author).get('/api/admin/reviews')).statusCode).toBe(403);
    expect((await t.as(author).get('/api/admin/flags')).statusCode).toBe(403);
  });
});

describe('risk reasons', () => {
  it('says nothing of a verified author of months with plain text', async () => {
    const { id } = await write(await memberAged(90, true));
    expect((await itemOf(id)).risk).toEqual({ score: 0, reasons: [] });
    expect(await itemOf(id)).toMatchObject({ hiddenByFlags: null, flagWeight: 0 });
  });

  it('names a near-duplicate of another review, with its id and product', async () => {
    const original = await write(await memberAged(90, true), uniqueText(20));
    const [first, ...rest] = (await itemOf(original.id)).content.split(' ');
    const copy = await write(await memberAged(90, true), [...rest, first, 'indeed'].join(' '));
    const [reason] = await reasonsOf(copy.id);
    expect(reason).toMatchObject({
      code: 'duplicate',
      reviewId: original.id,
      productId: original.productId,
    });
    if (reason?.code !== 'duplicate') throw new Error('the copy names no near-duplicate');
    expect(reason.similarity).toBeGreaterThanOrEqual(0.6);
    expect(reason.text).toBe(`${Math.round(reason.similarity * 100)}% similar to another review`);
    expect(reason.points).toBe(Math.round(reason.similarity * 50));
    // The original was written first: nothing like it existed then.
    expect(await reasonsOf(original.id)).toEqual([]);
  });

  it('finds the author’s own text posted on another product, and not a text merely alike', async () => {
    const author = await memberAged(90, true);
    const text = uniqueText(16);
    const first = await write(author, text);
    const second = await write(author, text);
    expect(await reasonsOf(second.id)).toEqual([
      expect.objectContaining({ code: 'duplicate', reviewId: first.id, similarity: 1, points: 50 }),
    ]);
    const unlike = await write(
      await memberAged(90, true),
      `${text.slice(0, 30)} ${uniqueText(14)}`,
    );
    expect(await reasonsOf(unlike.id)).toEqual([]);
  });

  it('counts the links in the text, as migration 0029 did', async () => {
    const content = `Great boots, buy at https://cheap.example/deal or WWW.Boots.example and ${uniqueText(6)}`;
    const { id } = await write(await memberAged(90, true), content);
    expect(await reasonsOf(id)).toEqual([
      { code: 'links', text: '2 links in the text', points: 20 },
    ]);
    const [row] = await t.db
      .select()
      .from(reviewRiskSignals)
      .where(eq(reviewRiskSignals.reviewId, id));
    expect(row).toMatchObject({ linkCount: 2, recentReviews: 0, similarReviewId: null });
  });

  it('counts the author’s reviews in the 24 hours before, from the third', async () => {
    const author = await memberAged(90, true);
    const written = [];
    for (let i = 0; i < 5; i += 1) written.push(await write(author));
    expect(await reasonsOf(written[2]!.id)).toEqual([]);
    expect(await reasonsOf(written[3]!.id)).toEqual([
      { code: 'burst', text: '3 other reviews by the author in the 24 hours before', points: 5 },
    ]);
    expect((await reasonsOf(written[4]!.id))[0]).toMatchObject({ code: 'burst', points: 10 });
  });

  it.each([
    [0, 'Account less than a day old', 20],
    [3, 'Account 3 days old', 12],
    [10, 'Account 10 days old', 5],
  ])('marks an account %i days old: %s', async (days, text, points) => {
    const { id } = await write(await memberAged(days, true));
    expect(await reasonsOf(id)).toEqual([{ code: 'new_account', text, points }]);
  });

  it('marks an author whose service is not verified, and not once it is', async () => {
    const author = await memberAged(90);
    const { id } = await write(author);
    expect(await reasonsOf(id)).toEqual([
      { code: 'unverified', text: 'Author’s service not verified', points: 10 },
    ]);
    await verifyService(t.db, author.id);
    expect(await reasonsOf(id)).toEqual([]);
  });

  it('gives a review hidden by flags the flags’ weight', async () => {
    await setFlagHideThreshold(t.db, '2');
    const author = await memberAged(90, true);
    const product = await insertProduct(t.db);
    const review = await insertReview(t.db, product.id, author.id, { content: uniqueText() });
    await t.as(who.verified).post(`/api/reviews/${review.id}/flags`, { reason: 'spam' });
    await t.as(who.superAdmin).post(`/api/reviews/${review.id}/flags`, { reason: 'spam' });
    const item = await itemOf(review.id);
    expect(item.flagWeight).toBe(5);
    expect(item.hiddenByFlags).not.toBeNull();
    expect(item.risk).toEqual({
      score: 40,
      reasons: [{ code: 'flags', text: 'Pending flags weigh 5', points: 40 }],
    });
  });

  it('recomputes the signals when the author edits the text', async () => {
    const author = await memberAged(90, true);
    const { id } = await write(author);
    const edited = reviewRequest({ content: `Now see www.shop.example ${uniqueText(8)}` });
    expect((await t.as(author).patch(`/api/reviews/${id}`, edited)).statusCode).toBe(200);
    expect(codes(await reasonsOf(id))).toEqual(['links']);
  });
});

describe('the signals’ life', () => {
  const signalsOf = async (id: string) =>
    (await t.db.select().from(reviewRiskSignals).where(eq(reviewRiskSignals.reviewId, id)))[0];

  it('keeps them while a review waits, forgets them once decided, records them when flagged', async () => {
    await setFlagHideThreshold(t.db, '100');
    const author = await memberAged(90, true);
    const { id } = await write(author, `See www.shop.example ${uniqueText()}`);
    expect(await signalsOf(id)).toMatchObject({ linkCount: 1 });
    expect((await t.as(who.admin).post(`/api/admin/reviews/${id}/approve`, {})).statusCode).toBe(
      200,
    );
    expect(await signalsOf(id)).toBeUndefined();

    expect(
      (await t.as(who.verified).post(`/api/reviews/${id}/flags`, { reason: 'spam' })).statusCode,
    ).toBe(201);
    expect(await signalsOf(id)).toMatchObject({ linkCount: 1 });
    const items = (await t.as(who.admin).get('/api/admin/flags')).json().items as TAdminFlag[];
    expect(codes(items.find((i) => i.review.id === id)!.risk.reasons)).toEqual(['flags', 'links']);

    const [flag] = await t.db.select().from(reviewFlags).where(eq(reviewFlags.reviewId, id));
    await t.as(who.admin).post(`/api/admin/flags/${flag!.id}/dismiss`);
    expect(await signalsOf(id)).toBeUndefined();
  });
});

describe('the order of the queues', () => {
  it('lists pending reviews riskiest first, then newest', async () => {
    const calm = await write(await memberAged(90, true));
    const fresh = await write(await memberAged(0));
    const spam = await write(
      await memberAged(0),
      `https://a.example https://b.example ${uniqueText()}`,
    );
    const tied = await write(await memberAged(0));
    const ids = (await queue()).map((i) => i.id);
    const order = [spam, tied, fresh, calm].map((r) => ids.indexOf(r.id));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const scores = await Promise.all(
      [spam, tied, fresh, calm].map(async (r) => (await itemOf(r.id)).risk.score),
    );
    expect(scores).toEqual([50, 30, 30, 0]);
  });

  it('lists pending flags by their review’s risk, then the handled ones', async () => {
    const risky = await insertReview(
      t.db,
      (await insertProduct(t.db)).id,
      (await memberAged(0)).id,
      {
        content: `www.spam.example ${uniqueText()}`,
      },
    );
    await t.db.insert(reviewRiskSignals).values({ reviewId: risky.id, linkCount: 1 });
    const calm = await insertReview(
      t.db,
      (await insertProduct(t.db)).id,
      (await memberAged(90, true)).id,
      { content: uniqueText() },
    );
    const flagger = await createMember(t);
    const flagIt = (reviewId: string) =>
      t.as(flagger).post(`/api/reviews/${reviewId}/flags`, { reason: 'spam' });
    await flagIt(risky.id);
    await flagIt(calm.id);
    const handledReview = await insertReview(t.db, (await insertProduct(t.db)).id, flagger.id);
    const [handled] = await t.db
      .insert(reviewFlags)
      .values({
        reviewId: handledReview.id,
        userId: who.verified.id,
        reason: 'other',
        status: 'dismissed',
      })
      .returning();
    const items = (await t.as(who.admin).get('/api/admin/flags')).json().items as TAdminFlag[];
    const at = (reviewId: string) => items.findIndex((i) => i.review.id === reviewId);
    expect(at(risky.id)).toBeLessThan(at(calm.id));
    expect(at(calm.id)).toBeLessThan(items.findIndex((i) => i.id === handled!.id));
    expect(items[at(risky.id)]!.risk).toEqual({
      score: 6 + 20 + 10 + 10,
      reasons: [
        { code: 'new_account', text: 'Account less than a day old', points: 20 },
        { code: 'unverified', text: 'Author’s service not verified', points: 10 },
        { code: 'links', text: '1 link in the text', points: 10 },
        // A new member with one approved review (handledReview) weighs 0.75 (issue 44): 8
        // points a unit.
        { code: 'flags', text: 'Pending flags weigh 0.75', points: 6 },
      ],
    });
    expect(items[at(calm.id)]!.risk.score).toBe(6);
    const firstHandled = items.findIndex((i) => i.status !== 'pending');
    expect(items.slice(firstHandled).every((i) => i.status !== 'pending')).toBe(true);
  });
});

describe('a queue longer than one look', () => {
  const big = useTestApp();

  it(`scores every pending review and shows the riskiest ${MODERATION_LIST_MAX}`, async () => {
    const product = await insertProduct(big.db);
    const old = new Date(Date.now() - 86_400_000);
    const risky = await insertReview(
      big.db,
      product.id,
      await createMember(big).then((m) => m.id),
      {
        status: 'pending',
        createdAt: old,
      },
    );
    await big.db.insert(reviewRiskSignals).values({ reviewId: risky.id, linkCount: 3 });
    // Newer than it, and calmer: each by an unverified account of no profile (so of no age
    // read), and nothing else.
    const count = MODERATION_LIST_MAX + 10;
    await big.db.execute(sql`
      insert into "user" (id, name, email, email_verified)
      select 'queue-' || g, 'Queue ' || g, 'queue' || g || '@example.test', true
      from generate_series(1, ${count}::int) g`);
    await big.db.execute(sql`
      insert into reviews (product_id, user_id, status, title, content, rating, durability,
        portability, cost_value, civilian_adaptation, overall_utility)
      select ${product.id}, 'queue-' || g, 'pending', 'Queued ' || g, 'Plain words ' || g, 4, 8, 8, 8, 8, 8
      from generate_series(1, ${count}::int) g`);
    const admin = await createMember(big, { roles: ['admin'] });
    const items = (await big.as(admin).get('/api/admin/reviews')).json().items as TPendingReview[];
    expect(items).toHaveLength(MODERATION_LIST_MAX);
    expect(items[0]).toMatchObject({ id: risky.id, risk: { score: 20 + 10 + 30 } });
    expect(items[1]!.risk.score).toBe(10);
  });
});
