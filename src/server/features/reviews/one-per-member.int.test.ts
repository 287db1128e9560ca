import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviews } from './schema';
import { createMember, type Member } from '../../test/accounts';
import { insertProduct, insertReview, reviewRequest } from '../../test/fixtures';
import { useTestApp } from '../../test/use-test-app';

// Issue 27: one review per member and product, as on Amazon; later experience belongs in an edit.

const t = useTestApp({ personas: true });
const { who } = t;

const ALREADY_REVIEWED = 'You have already reviewed this product. Edit your review instead.';

const write = (productId: string, m: Member, over: Record<string, unknown> = {}) =>
  t.as(m).post(`/api/products/${productId}/reviews`, reviewRequest(over));
const reviewsBy = (m: Member, productId: string) =>
  t.db
    .select()
    .from(reviews)
    .where(and(eq(reviews.userId, m.id), eq(reviews.productId, productId)));

/** A member and a product they have not reviewed. */
async function fresh() {
  return { member: await createMember(t), product: await insertProduct(t.db) };
}

describe('one review per member and product', () => {
  it('refuses a second review with 409 and says to edit the first', async () => {
    const { member, product } = await fresh();
    expect((await write(product.id, member, { title: 'First' })).statusCode).toBe(201);
    const second = await write(product.id, member, { title: 'Second' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({ code: 'review_exists', message: ALREADY_REVIEWED });
    expect((await reviewsBy(member, product.id)).map((r) => r.title)).toEqual(['First']);
  });

  it.each(['pending', 'approved', 'rejected'] as const)(
    'counts a %s review as the one they wrote',
    async (status) => {
      const { member, product } = await fresh();
      await insertReview(t.db, product.id, member.id, { status });
      expect((await write(product.id, member)).statusCode).toBe(409);
    },
  );

  it('six reviews sent at once leave exactly one; the others hear why', async () => {
    const { member, product } = await fresh();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => write(product.id, member, { title: `Racer ${i}` })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().error.message).toBe(ALREADY_REVIEWED);
    }
    expect(await reviewsBy(member, product.id)).toHaveLength(1);
  });

  it('leaves other members free to review the product, and the member other products', async () => {
    const { member, product } = await fresh();
    expect((await write(product.id, member)).statusCode).toBe(201);
    expect((await write(product.id, who.verified)).statusCode).toBe(201);
    expect((await write((await insertProduct(t.db)).id, member)).statusCode).toBe(201);
  });

  it.each([
    ['its author', () => undefined],
    ['an admin', () => who.admin],
  ])('takes a new review once %s has deleted the first', async (_label, deleter) => {
    const { member, product } = await fresh();
    const { id } = (await write(product.id, member, { title: 'First' })).json();
    const deleted = await t.as(deleter() ?? member).delete(`/api/reviews/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await write(product.id, member, { title: 'Written again' })).statusCode).toBe(201);
    expect((await reviewsBy(member, product.id)).map((r) => r.title)).toEqual(['Written again']);
  });

  it('counts a duplicate kept from before the rule while it remains', async () => {
    const { member, product } = await fresh();
    const held = await insertReview(t.db, product.id, member.id);
    const kept = await insertReview(t.db, product.id, member.id, { duplicateKept: true });
    expect((await t.as(member).delete(`/api/reviews/${held.id}`)).statusCode).toBe(200);
    expect((await write(product.id, member)).statusCode).toBe(409);
    expect((await t.as(member).delete(`/api/reviews/${kept.id}`)).statusCode).toBe(200);
    expect((await write(product.id, member)).statusCode).toBe(201);
  });
});
