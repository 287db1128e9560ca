import { beforeAll, describe, expect, it } from 'vitest';
import { insertMember, insertProduct, insertReview } from '../../test/fixtures';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();
let productId: string;
let emptyProductId: string;

// Six approved reviews and two hidden ones, with votes, ratings, branches and dates chosen so
// every sort and filter below has exactly one right answer.
beforeAll(async () => {
  productId = (await insertProduct(t.db, { name: 'Reviewed Ruck' })).id;
  emptyProductId = (await insertProduct(t.db, { name: 'Lonely Stove' })).id;
  const navy = await insertMember(t.db, { branch: 'navy', name: 'SaltyDog' });
  const army = await insertMember(t.db, { branch: 'army', name: 'GroundPounder' });
  const vet = await insertMember(t.db, { branch: 'veteran', name: 'OldGuard' });
  const marines = await insertMember(t.db, { branch: 'marines', name: 'Devil' });
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  await insertReview(t.db, productId, navy, {
    title: 'Waterproof champion',
    rating: 5,
    upvotes: 10,
    downvotes: 0,
    createdAt: day(1),
  });
  await insertReview(t.db, productId, army, {
    title: 'Solid pack',
    rating: 4,
    upvotes: 3,
    downvotes: 1,
    createdAt: day(5),
  });
  await insertReview(t.db, productId, vet, {
    title: 'Straps dig in',
    content: 'The shoulder straps dig in after ten miles.',
    rating: 2,
    upvotes: 6,
    downvotes: 0,
    createdAt: day(3),
  });
  await insertReview(t.db, productId, marines, {
    title: 'Mid',
    rating: 3,
    upvotes: 0,
    downvotes: 4,
    createdAt: day(9),
  });
  const extra1 = await insertMember(t.db, { branch: 'navy', name: 'Bosun' });
  const extra2 = await insertMember(t.db, { branch: 'air_force', name: 'Flyer' });
  await insertReview(t.db, productId, extra1, {
    title: 'Great for boats',
    rating: 5,
    upvotes: 1,
    createdAt: day(7),
  });
  await insertReview(t.db, productId, extra2, {
    title: 'Light enough',
    rating: 1,
    upvotes: 2,
    createdAt: day(2),
  });
  const hidden1 = await insertMember(t.db, { branch: 'army' });
  const hidden2 = await insertMember(t.db, { branch: 'army' });
  await insertReview(t.db, productId, hidden1, {
    title: 'Pending one',
    status: 'pending',
    upvotes: 99,
  });
  await insertReview(t.db, productId, hidden2, {
    title: 'Rejected one',
    status: 'rejected',
    upvotes: 99,
  });
});

const get = async (query = '', id = productId) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}/reviews${query}` });
  return { status: res.statusCode, body: res.json() };
};
const titles = (body: { items: { title: string }[] }) => body.items.map((r) => r.title);

describe('GET /api/products/:id/reviews (anyone)', () => {
  it('lists only approved reviews, most helpful first, with filtered and total counts', async () => {
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(titles(body)).toEqual([
      'Waterproof champion',
      'Straps dig in',
      'Solid pack',
      'Light enough',
      'Great for boats',
      'Mid',
    ]);
    expect(body).toMatchObject({ total: 6, totalUnfiltered: 6, page: 1, pageSize: 10 });
  });

  it('joins the author name, branch and reviewer score', async () => {
    const { body } = await get('?sort=recent');
    expect(body.items[0]).toMatchObject({
      title: 'Mid',
      author: { name: 'Devil', branch: 'marines', reviewerScore: -4 },
    });
  });

  it.each([
    [
      '?sort=recent',
      [
        'Mid',
        'Great for boats',
        'Solid pack',
        'Straps dig in',
        'Light enough',
        'Waterproof champion',
      ],
    ],
    [
      '?sort=rating-high',
      [
        'Great for boats',
        'Waterproof champion',
        'Solid pack',
        'Mid',
        'Straps dig in',
        'Light enough',
      ],
    ],
    [
      '?sort=rating-low',
      [
        'Light enough',
        'Straps dig in',
        'Mid',
        'Solid pack',
        'Great for boats',
        'Waterproof champion',
      ],
    ],
  ])('sorts %s (ties broken by newest)', async (query, expected) => {
    expect(titles((await get(query)).body)).toEqual(expected);
  });

  it('filters by branch, keeping the unfiltered total', async () => {
    const { body } = await get('?branch=navy&sort=recent');
    expect(titles(body)).toEqual(['Great for boats', 'Waterproof champion']);
    expect(body).toMatchObject({ total: 2, totalUnfiltered: 6 });
  });

  it.each([
    ['5', 2],
    ['4', 3],
    ['3', 4],
    ['2', 5],
    ['1', 6],
    ['all', 6],
  ])(
    'rating filter %s matches %i reviews ("5" is 5 only, others n and up)',
    async (minRating, n) => {
      expect((await get(`?minRating=${minRating}`)).body.total).toBe(n);
    },
  );

  it('searches title and content case-insensitively', async () => {
    expect(titles((await get('?search=SHOULDER')).body)).toEqual(['Straps dig in']);
    expect(titles((await get('?search=waterproof')).body)).toEqual(['Waterproof champion']);
    expect((await get('?search=%25')).body.total).toBe(0);
  });

  it('returns an empty list and zero counts for a product without reviews', async () => {
    expect((await get('', emptyProductId)).body).toMatchObject({
      items: [],
      total: 0,
      totalUnfiltered: 0,
    });
  });

  it('answers 404 Product Not Found for an unknown product', async () => {
    const { status, body } = await get('', '00000000-0000-4000-8000-000000000000');
    expect(status).toBe(404);
    expect(body.error.message).toBe('Product Not Found');
  });

  it.each([
    ['?branch=veteran', 'Unknown branch'],
    ['?minRating=6', 'Unknown rating filter'],
    ['?sort=oldest', 'Unknown sort'],
    ['?page=0', 'Page must be at least 1'],
    [`?search=${'a'.repeat(10_000)}`, 'Search must be less than 200 characters'],
  ])('rejects %s with 400', async (query, message) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body.error.message).toBe(message);
  });
});
