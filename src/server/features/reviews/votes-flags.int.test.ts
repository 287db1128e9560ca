import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VOTE_LIMIT } from '@shared/limits';
import { profiles } from '../../db/schema';
import { reviewFlags } from './moderation/schema';
import { reviews, reviewVotes } from './schema';
import { createMember, type Member } from '../../test/accounts';
import { insertProduct, insertReview } from '../../test/fixtures';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ personas: true });
const { who } = t;

const post = (url: string, m: Member | null, payload: object) => t.as(m).post(url, payload);
const vote = (id: string, m: Member | null, voteType: string) =>
  post(`/api/reviews/${id}/vote`, m, { voteType });
const flag = (id: string, m: Member | null, payload: object = { reason: 'spam' }) =>
  post(`/api/reviews/${id}/flags`, m, payload);

async function reviewBy(author: Member, status: 'approved' | 'pending' = 'approved') {
  const p = await insertProduct(t.db);
  const r = await insertReview(t.db, p.id, author.id, { status });
  return r.id as string;
}
const scoreOf = async (userId: string) =>
  (await t.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]!.reviewerScore;
const countsOf = async (id: string) => {
  const [r] = await t.db.select().from(reviews).where(eq(reviews.id, id));
  return { upvotes: r!.upvotes, downvotes: r!.downvotes };
};

describe('voting (SPEC §4 toggle)', () => {
  it("refuses a visitor with 'Please sign in to vote on reviews' and an unverified member with 403", async () => {
    const id = await reviewBy(await createMember(t));
    const visitor = await vote(id, null, 'upvote');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.message).toBe('Please sign in to vote on reviews');
    expect((await vote(id, who.unverified, 'upvote')).statusCode).toBe(403);
    expect(await countsOf(id)).toEqual({ upvotes: 0, downvotes: 0 });
  });

  it.each([
    [[], 'upvote', { upvotes: 1, downvotes: 0, myVote: 'upvote' }],
    [['upvote'], 'upvote', { upvotes: 0, downvotes: 0, myVote: null }],
    [['downvote'], 'upvote', { upvotes: 1, downvotes: 0, myVote: 'upvote' }],
    [[], 'downvote', { upvotes: 0, downvotes: 1, myVote: 'downvote' }],
    [['downvote'], 'downvote', { upvotes: 0, downvotes: 0, myVote: null }],
    [['upvote'], 'downvote', { upvotes: 0, downvotes: 1, myVote: 'downvote' }],
  ])('after %j, a %s gives %o and the author score follows', async (before, next, expected) => {
    const author = await createMember(t);
    const voter = await createMember(t);
    const id = await reviewBy(author);
    for (const v of before) await vote(id, voter, v);
    const res = await vote(id, voter, next);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected);
    expect(await countsOf(id)).toEqual({
      upvotes: expected.upvotes,
      downvotes: expected.downvotes,
    });
    expect(await scoreOf(author.id)).toBe(expected.upvotes - expected.downvotes);
  });

  it('shows each reader their own vote on the review list, and a visitor none', async () => {
    const author = await createMember(t);
    const voter = await createMember(t);
    const p = await insertProduct(t.db);
    const r = await insertReview(t.db, p.id, author.id, { status: 'approved' });
    await vote(r.id, voter, 'downvote');
    const myVoteFor = async (m: Member | null) =>
      (await t.as(m).get(`/api/products/${p.id}/reviews`)).json().items[0].myVote;
    expect(await myVoteFor(voter)).toBe('downvote');
    expect(await myVoteFor(author)).toBeNull();
    expect(await myVoteFor(null)).toBeNull();
  });

  it('refuses a vote on your own review, and on one that is not public', async () => {
    const author = await createMember(t);
    const own = await reviewBy(author);
    const res = await vote(own, author, 'upvote');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('You cannot vote on your own review');
    const pending = await reviewBy(author, 'pending');
    expect((await vote(pending, who.verified, 'upvote')).statusCode).toBe(404);
  });

  it(`allows ${VOTE_LIMIT.max} votes a minute and refuses the next with the spec message`, async () => {
    const voter = await createMember(t);
    const author = await createMember(t);
    const ids = [];
    for (let i = 0; i <= VOTE_LIMIT.max; i++) ids.push(await reviewBy(author));
    for (let i = 0; i < VOTE_LIMIT.max; i++) {
      expect((await vote(ids[i]!, voter, 'upvote')).statusCode).toBe(200);
    }
    const refused = await vote(ids[VOTE_LIMIT.max]!, voter, 'upvote');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('Please wait before voting again');
    expect(await countsOf(ids[VOTE_LIMIT.max]!)).toEqual({ upvotes: 0, downvotes: 0 });
  });

  it('keeps counts and the Reviewer Score exact under concurrent votes', async () => {
    const author = await createMember(t);
    const first = await reviewBy(author);
    const second = await reviewBy(author);
    const voters = await Promise.all(Array.from({ length: 8 }, () => createMember(t)));
    // Everyone votes at once on both reviews: 8 up on the first, 5 up and 3 down on the second.
    await Promise.all([
      ...voters.map((v) => vote(first, v, 'upvote')),
      ...voters.map((v, i) => vote(second, v, i < 5 ? 'upvote' : 'downvote')),
    ]);
    expect(await countsOf(first)).toEqual({ upvotes: 8, downvotes: 0 });
    expect(await countsOf(second)).toEqual({ upvotes: 5, downvotes: 3 });
    expect(await scoreOf(author.id)).toBe(8 + 5 - 3);
    const rows = await t.db.select().from(reviewVotes).where(eq(reviewVotes.reviewId, first));
    expect(rows).toHaveLength(8);
  });
  it('keeps a double-clicked vote a toggle: two clicks, no vote', async () => {
    const id = await reviewBy(await createMember(t));
    const voter = await createMember(t);
    await Promise.all([vote(id, voter, 'upvote'), vote(id, voter, 'upvote')]);
    expect(await countsOf(id)).toEqual({ upvotes: 0, downvotes: 0 });
    expect(await t.db.select().from(reviewVotes).where(eq(reviewVotes.reviewId, id))).toEqual([]);
  });
});

describe('flagging', () => {
  it("refuses a visitor with 'Please sign in to flag reviews'", async () => {
    const id = await reviewBy(await createMember(t));
    const res = await flag(id, null);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Please sign in to flag reviews');
  });

  it("needs a reason: 'Please select a reason for flagging'", async () => {
    const id = await reviewBy(await createMember(t));
    const res = await flag(id, who.verified, { description: 'looks fake' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please select a reason for flagging');
  });

  it.each(['verified', 'admin', 'superAdmin'] as const)(
    "records a %s member's flag as pending, once while it is open",
    async (persona) => {
      const id = await reviewBy(await createMember(t));
      const res = await flag(id, who[persona], {
        reason: 'misleading',
        description: ' Wrong specs ',
      });
      expect(res.statusCode).toBe(201);
      const again = await flag(id, who[persona], { reason: 'spam' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('You have already flagged this review');
      const rows = await t.db
        .select()
        .from(reviewFlags)
        .where(and(eq(reviewFlags.reviewId, id), eq(reviewFlags.userId, who[persona].id)));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        reason: 'misleading',
        description: 'Wrong specs',
        status: 'pending',
      });

      // Once moderators have settled it, the same member may flag the review again.
      await t.db
        .update(reviewFlags)
        .set({ status: 'dismissed' })
        .where(eq(reviewFlags.id, rows[0]!.id));
      expect((await flag(id, who[persona], { reason: 'spam' })).statusCode).toBe(201);
    },
  );

  it('refuses a flag on your own review and from an unverified member', async () => {
    const author = await createMember(t);
    const id = await reviewBy(author);
    const own = await flag(id, author);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe('You cannot flag your own review');
    expect((await flag(id, who.unverified)).statusCode).toBe(403);
    expect(await t.db.select().from(reviewFlags).where(eq(reviewFlags.reviewId, id))).toEqual([]);
  });

  it('holds one open flag under a double click', async () => {
    const id = await reviewBy(await createMember(t));
    const flagger = await createMember(t);
    const results = await Promise.all([flag(id, flagger), flag(id, flagger)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});
