import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TAdminFlag, TPendingReview } from '@shared/schemas/admin';
import { notifications } from '../../notifications/schema';
import { products } from '../../products/schema';
import { reviewFlags } from './schema';
import { reviews } from '../schema';
import { verificationIdentities } from '../../verification/schema';
import { createMember, type Member } from '../../../test/accounts';
import { insertProduct, insertReview } from '../../../test/fixtures';
import { makeEstablished, setFlagHideThreshold } from '../../../test/trust';
import { useTestApp } from '../../../test/use-test-app';

// Issue 44: puppets cannot turn flags into a hide. Flaggers tied by an inviter or a network
// count once together; those a moderator overruled on a review cannot hide it again.
const t = useTestApp({ personas: true });
const { who } = t;

beforeEach(() => setFlagHideThreshold(t.db, '5'));

const flag = (reviewId: string, m: Member, ip?: string) =>
  t.as(m, ip ? { ip } : undefined).post(`/api/reviews/${reviewId}/flags`, { reason: 'spam' });

async function approvedReview() {
  const author = await createMember(t);
  const product = await insertProduct(t.db);
  const review = await insertReview(t.db, product.id, author.id, { title: 'Honest review' });
  return { author, product, review };
}

const statusOf = async (id: string) =>
  (await t.db.select({ status: reviews.status }).from(reviews).where(eq(reviews.id, id)))[0]!
    .status;
const reviewCountOf = async (productId: string) =>
  (await t.db.select().from(products).where(eq(products.id, productId)))[0]!.reviewCount;
const hiddenNotices = async (m: Member) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, m.id), eq(notifications.kind, 'review_hidden')))
  ).length;

/** The moderator keeps the review: approving it dismisses its flags, as the queue's Approve does. */
async function restore(reviewId: string) {
  const res = await t.as(who.admin).post(`/api/admin/reviews/${reviewId}/approve`, {});
  expect(res.statusCode).toBe(200);
  expect(await statusOf(reviewId)).toBe('approved');
}

/** Members as much like genuine ones as puppets can cheaply be: weighing 1 each. */
async function members(n: number, options: { invitedBy?: Member } = {}) {
  const made: Member[] = [];
  for (let i = 0; i < n; i += 1) {
    const m = await createMember(t, options);
    await makeEstablished(t.db, m.id, { days: 30, approvedReviews: 1 });
    made.push(m);
  }
  return made;
}

describe('puppets hide nothing', () => {
  it('five accounts one member invited, flagging from one address round after round, never hide a review', async () => {
    // Before issue 44: hidden at the 5th flag, and again after each of 6 re-approvals (30 of 30
    // flags 201, 6 "hidden" notices). Now the five count as one flagger, weighing 1 of 5.
    const inviter = await createMember(t);
    const puppets = await members(5, { invitedBy: inviter });
    const { author, product, review } = await approvedReview();
    for (let round = 0; round < 6; round += 1) {
      for (const p of puppets) expect((await flag(review.id, p, '127.0.0.1')).statusCode).toBe(201);
      expect(await statusOf(review.id)).toBe('approved');
      await restore(review.id);
    }
    expect(await hiddenNotices(author)).toBe(0);
    expect(await reviewCountOf(product.id)).toBe(1);
  });

  it('counts the accounts one member invited once even from five networks', async () => {
    const inviter = await createMember(t);
    const puppets = await members(5, { invitedBy: inviter });
    const { review } = await approvedReview();
    for (const [i, p] of puppets.entries()) await flag(review.id, p, `198.51.100.${i + 1}`);
    expect(await statusOf(review.id)).toBe('approved');
    const queue = (await t.as(who.admin).get('/api/admin/flags')).json().items as TAdminFlag[];
    const reason = queue.find((f) => f.review.id === review.id)!.risk.reasons;
    expect(reason.find((r) => r.code === 'flags')?.text).toBe('Pending flags weigh 1');
  });

  it('ties the accounts invited by the members one member invited (two steps up)', async () => {
    const [root] = await members(1);
    const [child1, child2] = await members(2, { invitedBy: root! });
    const grandchildren = [
      ...(await members(3, { invitedBy: child1! })),
      ...(await members(2, { invitedBy: child2! })),
    ];
    const { review } = await approvedReview();
    for (const [i, g] of grandchildren.entries()) await flag(review.id, g, `203.0.113.${i + 1}`);
    expect(await statusOf(review.id)).toBe('approved');
  });

  it('counts members of one network once, whoever invited them (IPv6: one /64)', async () => {
    const flaggers = await members(5);
    const { review } = await approvedReview();
    for (const [i, m] of flaggers.entries()) {
      expect((await flag(review.id, m, `2001:db8:1:2::${i + 1}`)).statusCode).toBe(201);
    }
    expect(await statusOf(review.id)).toBe('approved');
  });

  it('counts accounts one provider identity verified, one after another, once', async () => {
    // One identity verifies one account at a time; released, it may verify the next.
    const flaggers = await members(5);
    const hash = `identity-${Date.now()}`;
    for (const [i, m] of flaggers.entries()) {
      const last = i === flaggers.length - 1;
      await t.db.insert(verificationIdentities).values({
        identityHash: hash,
        userId: m.id,
        method: 'oidc',
        releasedAt: last ? null : new Date(),
      });
    }
    const { review } = await approvedReview();
    for (const m of flaggers) expect((await flag(review.id, m)).statusCode).toBe(201);
    expect(await statusOf(review.id)).toBe('approved');
  });

  it('still hides at the threshold when five independent members flag', async () => {
    const flaggers = await members(5);
    const { author, review } = await approvedReview();
    for (const m of flaggers) await flag(review.id, m);
    expect(await statusOf(review.id)).toBe('pending');
    expect(await hiddenNotices(author)).toBe(1);
  });

  it('does not tie the members an admin invited: the staff seed the community', async () => {
    const flaggers = await members(5, { invitedBy: who.admin });
    const { review } = await approvedReview();
    for (const m of flaggers) await flag(review.id, m);
    expect(await statusOf(review.id)).toBe('pending');
  });
});

describe('a review a moderator restored', () => {
  it('cannot be hidden again by the flaggers overruled on it, nor by their network; new independent ones can, marked restored before, with one notice per decision', async () => {
    await setFlagHideThreshold(t.db, '2');
    const [a, b, c, d, e] = await members(5);
    const { author, review } = await approvedReview();
    await flag(review.id, a!, '192.0.2.10');
    await flag(review.id, b!);
    expect(await statusOf(review.id)).toBe('pending');
    expect(await hiddenNotices(author)).toBe(1);
    await restore(review.id);

    // The two overruled flag again, and one more from a's network: nothing counts.
    expect((await flag(review.id, a!, '192.0.2.10')).statusCode).toBe(201);
    expect((await flag(review.id, b!)).statusCode).toBe(201);
    expect((await flag(review.id, c!, '192.0.2.10')).statusCode).toBe(201);
    expect(await statusOf(review.id)).toBe('approved');
    expect(await hiddenNotices(author)).toBe(1);

    // Two new, independent members do.
    await flag(review.id, d!);
    expect(await statusOf(review.id)).toBe('approved');
    await flag(review.id, e!);
    expect(await statusOf(review.id)).toBe('pending');
    expect(await hiddenNotices(author)).toBe(2);

    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
    const queue = (await t.as(who.admin).get('/api/admin/reviews')).json()
      .items as TPendingReview[];
    const item = queue.find((i) => i.id === review.id)!;
    expect(item.restoredBefore).toBe(row!.restoredAt!.toISOString());
    expect(item.flagWeight).toBe(2);
    const flags = (await t.as(who.admin).get('/api/admin/flags')).json().items as TAdminFlag[];
    expect(flags.find((f) => f.review.id === review.id)!.review.restoredBefore).toBe(
      row!.restoredAt!.toISOString(),
    );
  });

  it('is not marked restored before when it never was', async () => {
    await setFlagHideThreshold(t.db, '2');
    const flaggers = await members(2);
    const { review } = await approvedReview();
    for (const m of flaggers) await flag(review.id, m);
    const queue = (await t.as(who.admin).get('/api/admin/reviews')).json()
      .items as TPendingReview[];
    expect(queue.find((i) => i.id === review.id)!.restoredBefore).toBeNull();
  });

  it('keeps the flaggers’ network pseudonym on the flag, never their address', async () => {
    const [m] = await members(1);
    const { review } = await approvedReview();
    await flag(review.id, m!, '198.51.100.23');
    const [row] = await t.db.select().from(reviewFlags).where(eq(reviewFlags.reviewId, review.id));
    expect(row!.networkHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(row)).not.toContain('198.51.100');
  });
});
