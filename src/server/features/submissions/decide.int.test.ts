import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { pendingProducts } from './schema';
import { products } from '../products/schema';
import { rateLimits } from '../../db/schema';
import type { Member } from '../../test/accounts';
import { ADMIN_ROUTE_REFUSALS, expectRefused } from '../../test/admin-refusals';
import { useTestApp } from '../../test/use-test-app';

// The admin's side of submissions: the pending list, Approve & Publish, reject.
const t = useTestApp({ personas: true });
const { who } = t;
// Each test submits a few as the same member: the daily submission limit is not what they test.
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

const valid = {
  name: 'Garmin inReach Mini 2',
  category: 'tech',
  price: 399.99,
  amazonUrl: 'https://www.amazon.com/dp/B0B5XBT4ZR',
  imageUrl: '',
  description: 'Two-way satellite messenger with SOS, tracking and weather.',
};
const send = (method: 'GET' | 'POST', url: string, m: Member | null, payload?: object) =>
  t.as(m).send(method, url, payload);
const submit = (m: Member | null, over: Record<string, unknown> = {}) =>
  send('POST', '/api/submissions', m, { ...valid, ...over });
const approve = (id: string, m: Member | null = who.admin, notes?: string) =>
  send('POST', `/api/admin/submissions/${id}/approve`, m, notes ? { notes } : {});
const reject = (id: string, m: Member | null = who.admin, notes?: string) =>
  send('POST', `/api/admin/submissions/${id}/reject`, m, notes ? { notes } : {});
const productsNamed = async (name: string) =>
  t.db.select().from(products).where(eq(products.name, name));
let unique = 0;
/** A fresh product name and ASIN, so tests do not see each other's submissions. */
function fresh(over: Record<string, unknown> = {}) {
  unique += 1;
  const asin = `B0DEC${String(unique).padStart(5, '0')}`;
  return { name: `Decided Gear ${unique}`, amazonUrl: `https://amazon.com/dp/${asin}`, ...over };
}

describe('admin decisions', () => {
  async function pendingOne(over: Record<string, unknown> = {}) {
    const res = await submit(who.verified, { ...fresh(), ...over });
    return res.json().submission as { id: string; name: string };
  }

  it.each(ADMIN_ROUTE_REFUSALS)('refuses %s: list, approve and reject', async (refusal) => {
    const s = await pendingOne();
    await expectRefused(t, refusal, [
      ['GET', '/api/admin/submissions'],
      ['POST', `/api/admin/submissions/${s.id}/approve`, {}],
      ['POST', `/api/admin/submissions/${s.id}/reject`, {}],
    ]);
    const [row] = await t.db.select().from(pendingProducts).where(eq(pendingProducts.id, s.id));
    expect(row!.status).toBe('pending');
  });

  it('lists only pending submissions to admins, newest first, with submitter and matches', async () => {
    const older = await pendingOne();
    // Ties in time would leave the order to chance: the first is a minute older.
    await t.db
      .update(pendingProducts)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(pendingProducts.id, older.id));
    const newer = await pendingOne({ amazonUrl: 'https://www.amazon.com/dp/B0LISTDUP1' });
    const twin = await pendingOne({ amazonUrl: 'https://www.amazon.com/dp/B0LISTDUP1' });
    const decided = await pendingOne();
    await reject(decided.id);
    for (const admin of [who.admin, who.superAdmin]) {
      const items = (await send('GET', '/api/admin/submissions', admin)).json().items as {
        id: string;
        submitter: { id: string };
        matches: { name: string }[];
      }[];
      const ids = items.map((i) => i.id);
      expect(ids).not.toContain(decided.id);
      expect(ids.indexOf(twin.id)).toBeLessThan(ids.indexOf(newer.id));
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      const newerItem = items.find((i) => i.id === newer.id)!;
      expect(newerItem.submitter.id).toBe(who.verified.id);
      expect(newerItem.matches).toEqual([{ kind: 'submission', productId: null, name: twin.name }]);
    }
  });

  it('approves: copies into the catalogue, unrated, and records who, when and the notes', async () => {
    const s = await pendingOne({ imageUrl: 'https://m.media-amazon.com/images/I/x.jpg' });
    const res = await approve(s.id, who.admin, '  Looks good  ');
    expect(res.statusCode).toBe(200);
    const { productId, submission } = res.json();
    expect(submission).toMatchObject({ status: 'approved', adminNotes: 'Looks good', productId });
    const [product] = await t.db.select().from(products).where(eq(products.id, productId));
    expect(product).toMatchObject({
      name: s.name,
      category: 'tech',
      price: 399.99,
      description: valid.description,
      imageUrl: 'https://m.media-amazon.com/images/I/x.jpg',
      amazonUrl: expect.stringMatching(/^https:\/\/www\.amazon\.com\/dp\/B0DEC\d{5}$/),
      reviewCount: 0,
      averageRating: 0,
      battleReadyIndex: 0,
      topBranch: 'All',
    });
    const [row] = await t.db.select().from(pendingProducts).where(eq(pendingProducts.id, s.id));
    expect(row).toMatchObject({ reviewedBy: who.admin.id, productId });
    expect(Date.now() - row!.reviewedAt!.getTime()).toBeLessThan(60_000);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/products?search=${encodeURIComponent(s.name)}`,
    });
    expect(listed.json().items.map((p: { id: string }) => p.id)).toContain(productId);
    const mine = (await send('GET', '/api/me/submissions', who.verified)).json().items;
    expect(mine.find((i: { id: string }) => i.id === s.id)).toMatchObject({
      status: 'approved',
      adminNotes: 'Looks good',
      productId,
    });
  });

  it("carries the submitter's claims and sized kind to the new product, and shows them to admins", async () => {
    const s = await pendingOne({
      category: 'deployment',
      specs: { weight: 1240, volume: 35, height: 58.4 },
      sized: 'pack',
    });
    const listed = (await send('GET', '/api/admin/submissions', who.admin)).json().items;
    expect(listed.find((i: { id: string }) => i.id === s.id)).toMatchObject({
      specs: { weight: 1240, volume: 35, height: expect.closeTo(58.4, 3) },
      sized: 'pack',
    });
    const { productId } = (await approve(s.id)).json();
    const [product] = await t.db.select().from(products).where(eq(products.id, productId));
    expect(product).toMatchObject({
      specWeight: 1240,
      specVolume: 35,
      specHeight: expect.closeTo(58.4, 3),
      specLength: null,
      sized: 'pack',
    });
    const page = (await t.as(null).get(`/api/products/${productId}`)).json();
    expect(
      page.specs.map((x: { key: string; claimed: number }) => [x.key, Math.round(x.claimed)]),
    ).toEqual([
      ['weight', 1240],
      ['volume', 35],
      ['height', 58],
    ]);
    expect(page.fit).toMatchObject({ sized: 'pack' });
  });

  it('approves a submission without claims into a product without them', async () => {
    const s = await pendingOne();
    const { productId } = (await approve(s.id)).json();
    const [product] = await t.db.select().from(products).where(eq(products.id, productId));
    expect(product).toMatchObject({ specWeight: null, specBattery: null, sized: null });
  });

  it('approving twice, even at once, creates one product', async () => {
    const s = await pendingOne();
    const answers = await Promise.all([approve(s.id), approve(s.id, who.superAdmin)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const again = await approve(s.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This submission has already been reviewed');
    expect(await productsNamed(s.name)).toHaveLength(1);
  });

  it('rejects with optional notes, creating nothing; a rejected one cannot then be approved', async () => {
    const s = await pendingOne();
    const res = await reject(s.id, who.superAdmin, 'Not tactical gear');
    expect(res.json()).toMatchObject({
      productId: null,
      submission: { status: 'rejected', adminNotes: 'Not tactical gear', productId: null },
    });
    const [row] = await t.db.select().from(pendingProducts).where(eq(pendingProducts.id, s.id));
    expect(row!.reviewedBy).toBe(who.superAdmin.id);
    expect((await approve(s.id)).statusCode).toBe(409);
    expect(await productsNamed(s.name)).toHaveLength(0);
    const quiet = await pendingOne();
    expect((await reject(quiet.id)).json().submission.adminNotes).toBeNull();
  });

  it('takes a decision sent without a body (notes are optional)', async () => {
    const s = await pendingOne();
    const res = await t.as(who.admin).post(`/api/admin/submissions/${s.id}/reject`);
    expect(res.statusCode).toBe(200);
    expect(res.json().submission).toMatchObject({ status: 'rejected', adminNotes: null });
  });

  it("answers 'Submission not found' for an unknown or malformed id", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await approve(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Submission not found');
    }
  });

  it('refuses over-long notes, deciding nothing', async () => {
    const s = await pendingOne();
    const res = await approve(s.id, who.admin, 'n'.repeat(2001));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Admin notes must be less than 2000 characters');
    expect(await productsNamed(s.name)).toHaveLength(0);
  });
});
