import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, profiles } from '../../db/schema';
import { pendingProducts } from '../submissions/schema';
import { products } from './schema';
import { reviewMedia, reviews } from '../reviews/schema';
import { wishlists } from '../gear-kit/schema';
import type { Member } from '../../test/accounts';
import { ADMIN_ROUTE_REFUSALS, expectRefused } from '../../test/admin-refusals';
import { insertProduct, insertReview } from '../../test/fixtures';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ personas: true, media: true });
const { who } = t;

const send = (method: 'PATCH' | 'DELETE', url: string, m: Member | null, payload?: object) =>
  t.as(m).send(method, url, payload);
const edit = {
  name: 'Renamed Ruck',
  category: 'training',
  price: '99.5',
  amazonUrl: 'https://www.amazon.co.uk/Ruck/dp/B0EDITED01/ref=x',
  imageUrl: '',
  description: 'Edited by an admin: a 30-litre ruck with a frame sheet.',
};

describe('admin products: who may', () => {
  it.each(ADMIN_ROUTE_REFUSALS)('refuses %s to edit or delete', async (refusal) => {
    const p = await insertProduct(t.db);
    await expectRefused(t, refusal, [
      ['PATCH', `/api/admin/products/${p.id}`, edit],
      ['DELETE', `/api/admin/products/${p.id}`],
    ]);
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(row?.name).toBe(p.name);
  });
});

describe('PATCH /api/admin/products/:id', () => {
  it('edits every field, keeps the ASIN with the link, empties to null, and logs it', async () => {
    const p = await insertProduct(t.db);
    const res = await send('PATCH', `/api/admin/products/${p.id}`, who.admin, edit);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Renamed Ruck',
      category: 'training',
      price: 99.5,
      amazonUrl: 'https://www.amazon.co.uk/dp/B0EDITED01',
      imageUrl: null,
    });
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(row).toMatchObject({ asin: 'B0EDITED01', imageUrl: null });
    const cleared = await send('PATCH', `/api/admin/products/${p.id}`, who.superAdmin, {
      ...edit,
      amazonUrl: '',
    });
    expect(cleared.json().amazonUrl).toBeNull();
    const [after] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(after!.asin).toBeNull();
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, p.id));
    expect(entries.map((e) => e.action)).toEqual(['product.edit', 'product.edit']);
  });

  it.each([
    [{ name: 'ab' }, 'Product name must be at least 3 characters'],
    [
      { description: 'javascript:alert(1) is not a description' },
      'Description contains invalid characters',
    ],
    [{ price: '0' }, 'Price must be at least $0.01'],
    [
      { amazonUrl: 'https://example.com/dp/B0EDITED01' },
      'Must be a valid Amazon product URL (e.g., amazon.com, amazon.co.uk)',
    ],
  ])('refuses %o with the submission rules, changing nothing', async (over, message) => {
    const p = await insertProduct(t.db);
    const res = await send('PATCH', `/api/admin/products/${p.id}`, who.admin, { ...edit, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(row!.name).toBe(p.name);
  });

  it("answers 'Product Not Found' for an unknown product", async () => {
    const res = await send(
      'PATCH',
      '/api/admin/products/00000000-0000-4000-8000-000000000000',
      who.admin,
      edit,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Product Not Found');
  });
});

describe('PATCH /api/admin/products/:id: claimed specs (issue 48)', () => {
  const patch = (id: string, over: object) =>
    send('PATCH', `/api/admin/products/${id}`, who.admin, { ...edit, category: 'tech', ...over });
  const specsOf = async (id: string) =>
    Object.fromEntries(
      (
        (await t.as(null).get(`/api/products/${id}`)).json().specs as {
          key: string;
          claimed: number | null;
        }[]
      ).map((s) => [s.key, s.claimed]),
    );

  it("sets the maker's figures in base units and the kind of sized gear; a field left out stays, null clears", async () => {
    const p = await insertProduct(t.db);
    const set = await patch(p.id, {
      specs: { weight: 240, battery: 20000, runtime: 12.5 },
      sized: 'gloves',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().fit).toEqual({
      sized: 'gloves',
      n: 0,
      verdicts: { small: 0, true: 0, large: 0 },
      summary: 'No fit verdicts yet',
    });
    // The tech category's fields with a figure, in its order; none measured yet.
    expect(set.json().specs.map((s: { key: string }) => s.key)).toEqual([
      'weight',
      'battery',
      'runtime',
    ]);
    expect(set.json().specs[0]).toEqual({
      key: 'weight',
      label: 'Weight',
      unit: 'g',
      claimed: 240,
      measured: null,
    });
    expect(await specsOf(p.id)).toEqual({ weight: 240, battery: 20000, runtime: 12.5 });

    expect((await patch(p.id, { specs: { weight: null } })).statusCode).toBe(200);
    expect(await specsOf(p.id)).toEqual({ battery: 20000, runtime: 12.5 });
    const kept = await patch(p.id, {});
    expect(kept.json().fit.sized).toBe('gloves');
    expect((await patch(p.id, { sized: null })).json().fit).toBeNull();
  });

  it.each([
    [{ specs: { weight: -3 } }, 'Weight must be between 1 and 200,000 g'],
    [{ specs: { weight: 900_000 } }, 'Weight must be between 1 and 200,000 g'],
    [{ specs: { runtime: '12h' } }, 'Runtime must be between 0.1 and 10,000 h'],
    [{ sized: 'hat' }, 'Unknown kind of sized gear'],
  ])(
    'refuses %j with its message, naming the field, and changes nothing',
    async (over, message) => {
      const p = await insertProduct(t.db, { specWeight: 500 });
      const res = await patch(p.id, over);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
      expect(res.json().error.field).toMatch(/^(specs\.(weight|runtime)|sized)$/);
      const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
      expect(row).toMatchObject({ name: p.name, specWeight: 500, sized: null });
    },
  );
});

describe('DELETE /api/admin/products/:id', () => {
  it('deletes the product with its reviews, their files, Gear Kit rows, and recounts scores', async () => {
    const p = await insertProduct(t.db, { name: 'Doomed Stove' });
    const review = await insertReview(t.db, p.id, who.verified.id, { upvotes: 3, downvotes: 1 });
    await t.db
      .update(profiles)
      .set({ reviewerScore: 2 })
      .where(eq(profiles.userId, who.verified.id));
    await t.db.insert(wishlists).values({ userId: who.admin.id, productId: p.id });
    const [submission] = await t.db
      .insert(pendingProducts)
      .values({
        name: 'Doomed Stove',
        category: 'deployment',
        price: 20,
        description: 'The submission this product came from.',
        amazonUrl: 'https://www.amazon.com/dp/B0DOOMED01',
        asin: 'B0DOOMED01',
        userId: who.verified.id,
        status: 'approved',
        productId: p.id,
      })
      .returning();
    // A photo on the review, on disk.
    const key = `photos/${who.verified.id}/doomed-photo-0000000001.webp`;
    const thumb = `photos/${who.verified.id}/doomed-thumb-0000000001.webp`;
    for (const k of [key, thumb]) {
      const source = path.join(t.uploadsDir, '..', `${path.basename(k)}.src`);
      await writeFile(source, 'webp bytes');
      await t.app.storage.save(k, source);
    }
    await t.db.insert(reviewMedia).values({
      userId: who.verified.id,
      reviewId: review.id,
      kind: 'photo',
      storageKey: key,
      thumbnailKey: thumb,
      contentType: 'image/webp',
      bytes: 10,
    });
    expect(existsSync(path.join(t.uploadsDir, key))).toBe(true);

    const res = await send('DELETE', `/api/admin/products/${p.id}`, who.admin);
    expect(res.statusCode).toBe(200);
    expect((await t.db.select().from(products).where(eq(products.id, p.id))).length).toBe(0);
    expect((await t.db.select().from(reviews).where(eq(reviews.id, review.id))).length).toBe(0);
    expect(
      (await t.db.select().from(reviewMedia).where(eq(reviewMedia.storageKey, key))).length,
    ).toBe(0);
    expect((await t.db.select().from(wishlists).where(eq(wishlists.productId, p.id))).length).toBe(
      0,
    );
    expect(existsSync(path.join(t.uploadsDir, key))).toBe(false);
    expect(existsSync(path.join(t.uploadsDir, thumb))).toBe(false);
    const [score] = await t.db.select().from(profiles).where(eq(profiles.userId, who.verified.id));
    expect(score!.reviewerScore).toBe(0);
    const [kept] = await t.db
      .select()
      .from(pendingProducts)
      .where(eq(pendingProducts.id, submission!.id));
    expect(kept).toMatchObject({ status: 'approved', productId: null });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, p.id));
    expect(entry).toMatchObject({ action: 'product.delete', targetLabel: 'Doomed Stove' });
  });

  it("answers 'Product Not Found' for an unknown product, deleting nothing", async () => {
    const res = await send(
      'DELETE',
      '/api/admin/products/00000000-0000-4000-8000-000000000000',
      who.admin,
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('PATCH /api/admin/products/:id: compliance claims (issue 49)', () => {
  const patch = (id: string, over: object, admin = who.admin) =>
    send('PATCH', `/api/admin/products/${id}`, admin, { ...edit, ...over });
  const stored = async (id: string) =>
    (await t.db.select().from(products).where(eq(products.id, id)))[0]!.compliance;
  const apel = {
    standard: 'apel',
    status: 'checked',
    checkedAt: '2026-10-03',
    source: { reference: 'APEL, edition of 2026-09', url: 'https://www.peosoldier.army.mil/apel' },
  };

  it("keeps the maker's claims and the checked ones, answers them in the standards' order, and keeps who checked to itself", async () => {
    const p = await insertProduct(t.db);
    const res = await patch(p.id, {
      compliance: [
        { standard: 'nsn', nsn: '8465-01-524-7226', status: 'claimed' },
        apel,
        { standard: 'nij06', level: 'IIIA', status: 'claimed' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const answered = [
      { ...apel },
      { standard: 'nij06', level: 'IIIA', status: 'claimed' },
      { standard: 'nsn', nsn: '8465015247226', status: 'claimed' },
    ];
    expect(res.json().compliance).toEqual(answered);
    expect((await t.as(null).get(`/api/products/${p.id}`)).json().compliance).toEqual(answered);
    expect((await stored(p.id)).find((c) => c.standard === 'apel')?.checkedBy).toBe(who.admin.id);
  });

  it('credits a check to the admin who made it: one sent back unchanged keeps its checker, a changed one is the saver’s', async () => {
    const p = await insertProduct(t.db);
    await patch(p.id, { compliance: [apel] });
    await patch(p.id, { compliance: [apel], price: '120' }, who.superAdmin);
    expect((await stored(p.id))[0]?.checkedBy).toBe(who.admin.id);
    await patch(p.id, { compliance: [{ ...apel, checkedAt: '2026-11-20' }] }, who.superAdmin);
    expect((await stored(p.id))[0]?.checkedBy).toBe(who.superAdmin.id);
    // Left out, the claims stay; an empty list clears them.
    await patch(p.id, {});
    expect(await stored(p.id)).toHaveLength(1);
    await patch(p.id, { compliance: [] });
    expect(await stored(p.id)).toEqual([]);
  });

  it.each([
    [
      [{ standard: 'nsn', nsn: '8465-01-524-72', status: 'claimed' }],
      'compliance.0.nsn',
      'NSN must be 13 digits, as 1234-56-789-0123',
    ],
    [
      [{ standard: 'nsn', nsn: '846501524722A', status: 'claimed' }],
      'compliance.0.nsn',
      'NSN must be 13 digits, as 1234-56-789-0123',
    ],
    [
      [{ ...apel, source: { ...apel.source, url: 'ftp://peosoldier.army.mil/apel' } }],
      'compliance.0.source.url',
      'Source link must be an http(s) address',
    ],
    [
      [{ standard: 'iso9001', status: 'claimed' }],
      'compliance.0.standard',
      'Unknown standard: iso9001',
    ],
  ])('refuses %j with 400 naming %s, and changes nothing', async (compliance, field, message) => {
    const p = await insertProduct(t.db);
    await patch(p.id, { compliance: [{ standard: 'usa', status: 'claimed' }] });
    const res = await patch(p.id, { compliance, name: 'Not Saved' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ field, message });
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(row).toMatchObject({
      name: 'Renamed Ruck',
      compliance: [{ standard: 'usa', status: 'claimed' }],
    });
  });
});
