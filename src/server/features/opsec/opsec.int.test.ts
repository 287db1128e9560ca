import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OPSEC_CHECK_LIMIT, OPSEC_CHECK_MSG } from '@shared/schemas/opsec';
import { OPSEC_MSG } from '@shared/schemas/opsec-acknowledged';
import { reviewReports } from '../reviews/reports/schema';
import { reviewRiskSignals } from '../reviews/moderation/schema';
import { reviews } from '../reviews/schema';
import { questions } from '../questions/schema';
import { createMember, type Member } from '../../test/accounts';
import { insertProduct, insertReview, reportRequest, reviewRequest } from '../../test/fixtures';
import { questionKit } from '../../test/questions';
import { useTestApp } from '../../test/use-test-app';

// Issue 52: the OPSEC check before posting, as a route of its own and on every write it covers.

const t = useTestApp({ personas: true });
const { who } = t;
const { established, publicQuestion } = questionKit(t);

const GRID = 'We set up at 18SUJ 23480 06470 and the tent held through the storm.';
const check = (as: Member | null, body: object) => t.as(as).post('/api/opsec/check', body);

describe('POST /api/opsec/check', () => {
  it('refuses a visitor', async () => {
    const res = await check(null, { text: GRID });
    expect(res.statusCode).toBe(401);
  });

  it.each(['unverified', 'verified', 'admin', 'superAdmin'] as const)(
    'answers a %s member with what it finds, where, and why',
    async (persona) => {
      const res = await check(who[persona], { text: GRID });
      expect(res.statusCode).toBe(200);
      const start = GRID.indexOf('18SUJ');
      expect(res.json()).toEqual({
        findings: [
          {
            kind: 'grid',
            text: '18SUJ 23480 06470',
            start,
            end: start + 17,
            why: expect.stringContaining('grid reference'),
          },
        ],
      });
    },
  );

  it('finds nothing in ordinary words', async () => {
    const res = await check(who.verified, { text: 'Rated 4/5, fits a 2/7 size chart fine.' });
    expect(res.json()).toEqual({ findings: [] });
  });

  it.each([
    ['no text', {}, OPSEC_CHECK_MSG.textRequired],
    ['too much', { text: 'x'.repeat(10_001) }, OPSEC_CHECK_MSG.textTooLong],
  ])('refuses %s with its message', async (_, body, message) => {
    const res = await check(who.verified, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('limits a member to OPSEC_CHECK_LIMIT checks in its window, then 429', async () => {
    const member = await createMember(t);
    for (let i = 0; i < OPSEC_CHECK_LIMIT.max; i++) {
      expect((await check(member, { text: 'fine' })).statusCode).toBe(200);
    }
    const refused = await check(member, { text: 'fine' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(OPSEC_CHECK_MSG.tooMany);
  });
});

describe('writes the check covers', () => {
  it('refuses a review with a grid reference (422 with the findings), writing nothing', async () => {
    const p = await insertProduct(t.db);
    const res = await t
      .as(who.verified)
      .post(
        `/api/products/${p.id}/reviews`,
        reviewRequest({ content: GRID, cons: ['2/75 issue'] }),
      );
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'opsec_findings',
      message: OPSEC_MSG.found,
      findings: [
        { field: 'content', kind: 'grid', text: '18SUJ 23480 06470' },
        { field: 'cons.0', kind: 'unit', text: '2/75' },
      ],
    });
    expect(await t.db.select().from(reviews).where(eq(reviews.productId, p.id))).toEqual([]);
  });

  it('takes a review posted anyway, and gives its moderators the kinds found', async () => {
    const p = await insertProduct(t.db);
    const res = await t
      .as(who.verified)
      .post(
        `/api/products/${p.id}/reviews`,
        reviewRequest({ content: GRID, opsecAcknowledged: true }),
      );
    expect(res.statusCode).toBe(201);
    const [signals] = await t.db
      .select()
      .from(reviewRiskSignals)
      .where(eq(reviewRiskSignals.reviewId, res.json().id));
    expect(signals!.opsecKinds).toEqual(['grid']);
    const queue = await t.as(who.admin).get('/api/admin/reviews');
    const mine = queue.json().items.find((r: { id: string }) => r.id === res.json().id);
    expect(mine.risk.reasons).toContainEqual({
      code: 'opsec',
      text: 'Posted past the OPSEC check: grid reference',
      points: 20,
    });
  });

  it('refuses an edit that adds a grid, leaving the review as it was', async () => {
    const p = await insertProduct(t.db);
    const review = await insertReview(t.db, p.id, who.verified.id);
    const res = await t
      .as(who.verified)
      .send('PATCH', `/api/reviews/${review.id}`, reviewRequest({ content: GRID }));
    expect(res.statusCode).toBe(422);
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row).toMatchObject({ content: review.content, status: 'approved' });
  });

  it('refuses a field report naming a movement unless posted anyway', async () => {
    const p = await insertProduct(t.db);
    const review = await insertReview(t.db, p.id, who.verified.id, {
      createdAt: sql`now() - interval '40 days'` as unknown as Date,
    });
    const content = 'Still going; we deploy next week and I will report after.';
    const url = `/api/reviews/${review.id}/reports`;
    const refused = await t.as(who.verified).post(url, reportRequest({ content }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.findings[0]).toMatchObject({ field: 'content', kind: 'movement' });
    expect(
      await t.db.select().from(reviewReports).where(eq(reviewReports.reviewId, review.id)),
    ).toEqual([]);
    const posted = await t
      .as(who.verified)
      .post(url, reportRequest({ content, opsecAcknowledged: true }));
    expect(posted.statusCode).toBe(201);
  });

  it('holds a question posted anyway for a moderator, whatever the asker’s standing', async () => {
    const member = await established();
    const p = await insertProduct(t.db);
    const text = 'Does this fit the racks at Camp Lejeune barracks rooms?';
    const url = `/api/products/${p.id}/questions`;
    const refused = await t.as(member).post(url, { text });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.findings).toMatchObject([{ field: 'text', kind: 'place' }]);
    const posted = await t.as(member).post(url, { text, opsecAcknowledged: true });
    expect(posted.json().status).toBe('pending');
    const plain = await t.as(member).post(url, { text: 'Does it fit a 10x12 plate in front?' });
    expect(plain.json().status).toBe('approved');
    expect(await t.db.select().from(questions).where(eq(questions.productId, p.id))).toHaveLength(
      2,
    );
  });

  it('refuses an answer or an edit of one with a DSN number unless posted anyway', async () => {
    const q = await publicQuestion();
    const text = 'Call supply at DSN 312-555-1234, they stock it.';
    const refused = await t.as(who.admin).post(`/api/questions/${q.id}/answers`, { text });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.findings).toMatchObject([{ field: 'text', kind: 'phone' }]);
    const posted = await t
      .as(who.admin)
      .post(`/api/questions/${q.id}/answers`, { text, opsecAcknowledged: true });
    expect(posted.json().status).toBe('pending');
    const edit = await t
      .as(who.verified)
      .send('PATCH', `/api/questions/${q.id}`, { text: `Asking for 2/75: ${q.text}` });
    expect(edit.statusCode).toBe(422);
  });
});
