import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { legalDocuments } from '../legal/schema';
import { pendingProducts } from '../submissions/schema';
import { profiles, user } from '../../db/schema';
import { wishlists } from '../gear-kit/schema';
import { createMember, type Member } from '../../test/accounts';
import { insertProduct, insertReview } from '../../test/fixtures';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ personas: true });
const { who } = t;

const get = (url: string, member: Member | null) => t.as(member).get(url);
const send = (method: 'POST' | 'PATCH', url: string, payload: object, member: Member | null) =>
  t.as(member).send(method, url, payload);

describe('GET /api/me', () => {
  it('answers a visitor with viewer null (not an error)', async () => {
    const res = await get('/api/me', null);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ viewer: null });
  });

  it.each([
    ['unverified', false, []],
    ['verified', true, []],
    ['admin', true, ['admin']],
    ['superAdmin', true, ['admin', 'super_admin']],
  ] as const)('describes the %s member', async (persona, verified, roles) => {
    const m = who[persona];
    const viewer = (await get('/api/me', m)).json().viewer;
    expect(viewer).toMatchObject({
      id: m.id,
      email: m.email,
      emailVerified: verified,
      branch: 'army',
      reviewerScore: 0,
      twoFactorEnabled: false,
      hasPassword: true,
      gearKitCount: 0,
    });
    expect([...viewer.roles].sort()).toEqual([...roles].sort());
  });

  it('counts the Gear Kit for the header badge', async () => {
    const m = await createMember(t);
    const a = await insertProduct(t.db);
    const b = await insertProduct(t.db);
    await t.db.insert(wishlists).values([
      { userId: m.id, productId: a.id },
      { userId: m.id, productId: b.id },
    ]);
    expect((await get('/api/me', m)).json().viewer.gearKitCount).toBe(2);
  });
});

describe('PATCH /api/me (username)', () => {
  it('refuses a visitor', async () => {
    expect((await send('PATCH', '/api/me', { name: 'Anyone' }, null)).statusCode).toBe(401);
  });

  it.each(['unverified', 'verified', 'admin', 'superAdmin'] as const)(
    'lets the %s member rename themselves, trimmed, in profile and user alike',
    async (persona) => {
      const m = who[persona];
      const res = await send('PATCH', '/api/me', { name: `  ${persona} Scout ` }, m);
      expect(res.statusCode).toBe(200);
      expect(res.json().name).toBe(`${persona} Scout`);
      const [p] = await t.db.select().from(profiles).where(eq(profiles.userId, m.id));
      const [u] = await t.db.select().from(user).where(eq(user.id, m.id));
      expect(p!.name).toBe(`${persona} Scout`);
      expect(u!.name).toBe(`${persona} Scout`);
    },
  );

  it.each([
    ['   ', 'Username required'],
    ['x'.repeat(51), 'Username must be at most 50 characters'],
  ])('refuses %j with the spec message and changes nothing', async (name, message) => {
    const m = await createMember(t);
    const before = (await get('/api/me', m)).json().viewer.name;
    const res = await send('PATCH', '/api/me', { name }, m);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect((await get('/api/me', m)).json().viewer.name).toBe(before);
  });
});

describe('own lists for the profile tabs', () => {
  it.each(['/api/me/reviews', '/api/me/submissions', '/api/me/invitations', '/api/me/gear-kit'])(
    '%s refuses a visitor with 401',
    async (url) => {
      expect((await get(url, null)).statusCode).toBe(401);
    },
  );

  it('lists only my reviews, pending included, with product names, newest first', async () => {
    const m = await createMember(t);
    const other = await createMember(t);
    const poncho = await insertProduct(t.db, { name: 'Rain Poncho' });
    const jacket = await insertProduct(t.db, { name: 'Field Jacket' });
    await insertReview(t.db, poncho.id, m.id, { status: 'approved', title: 'Older' });
    await insertReview(t.db, jacket.id, m.id, { status: 'pending', title: 'Newer' });
    await insertReview(t.db, jacket.id, other.id, { status: 'approved', title: 'Not mine' });
    const items = (await get('/api/me/reviews', m)).json().items;
    expect(items.map((r: { title: string }) => r.title)).toEqual(['Newer', 'Older']);
    expect(items[0]).toMatchObject({ productName: 'Field Jacket', status: 'pending' });
    expect(items[1]).toMatchObject({ productName: 'Rain Poncho', status: 'approved' });
  });

  it('lists only my submissions with their admin notes', async () => {
    const m = await createMember(t);
    await t.db.insert(pendingProducts).values({
      name: 'Trail Stove',
      category: 'deployment',
      price: 49.99,
      description: 'A compact stove that boils water fast in the field.',
      amazonUrl: 'https://www.amazon.com/dp/B0STOVE001',
      userId: m.id,
      status: 'rejected',
      adminNotes: 'Duplicate of an existing product',
    });
    const items = (await get('/api/me/submissions', m)).json().items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ name: 'Trail Stove', status: 'rejected', price: 49.99 });
    expect((await get('/api/me/submissions', who.verified)).json().items).toEqual([]);
  });

  it('lists my Gear Kit products', async () => {
    const m = await createMember(t);
    const product = await insertProduct(t.db, { name: 'Ruck Pack', price: 120 });
    await t.db.insert(wishlists).values({ userId: m.id, productId: product.id });
    expect((await get('/api/me/gear-kit', m)).json().items).toEqual([
      expect.objectContaining({ productId: product.id, name: 'Ruck Pack', price: 120 }),
    ]);
  });
});

describe('legal agreements', () => {
  it('refuses a visitor with "User not authenticated"', async () => {
    const res = await get('/api/me/agreements', null);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('User not authenticated');
    const post = await send('POST', '/api/me/agreements', { documentIds: [] }, null);
    expect(post.statusCode).toBe(401);
  });

  it('lists active documents not yet agreed to, and records agreement to them', async () => {
    const m = await createMember(t);
    expect((await get('/api/me/agreements', m)).json()).toEqual({
      needsAgreement: false,
      missingDocuments: [],
    });
    const [terms] = await t.db
      .insert(legalDocuments)
      .values({ documentType: 'terms', version: '2.0', fileUrl: '/legal/terms-2.0.pdf' })
      .returning();
    const [privacy] = await t.db
      .insert(legalDocuments)
      .values({ documentType: 'privacy', version: '2.0', fileUrl: '/legal/privacy-2.0.pdf' })
      .returning();
    const status = (await get('/api/me/agreements', m)).json();
    expect(status.needsAgreement).toBe(true);
    expect(status.missingDocuments.map((d: { id: string }) => d.id).sort()).toEqual(
      [terms!.id, privacy!.id].sort(),
    );

    const res = await send(
      'POST',
      '/api/me/agreements',
      { documentIds: [terms!.id, privacy!.id] },
      m,
    );
    expect(res.statusCode).toBe(200);
    expect((await get('/api/me/agreements', m)).json().needsAgreement).toBe(false);
    // Agreeing again changes nothing and does not fail.
    expect(
      (await send('POST', '/api/me/agreements', { documentIds: [terms!.id] }, m)).statusCode,
    ).toBe(200);
    // Someone signing up now agrees to these documents with the terms box.
    const fresh = await createMember(t);
    expect((await get('/api/me/agreements', fresh)).json().needsAgreement).toBe(false);
  });

  it('refuses to record agreement to a document that is not active', async () => {
    const m = await createMember(t);
    const [old] = await t.db
      .insert(legalDocuments)
      .values({
        documentType: 'terms',
        version: '0.9',
        fileUrl: '/legal/terms-0.9.pdf',
        isActive: false,
      })
      .returning();
    const res = await send('POST', '/api/me/agreements', { documentIds: [old!.id] }, m);
    expect(res.statusCode).toBe(400);
  });
});
