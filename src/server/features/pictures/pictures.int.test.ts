import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPicture } from '@shared/product-images';
import { products } from '../products/schema';
import { ADMIN_ROUTE_REFUSALS, expectRefused } from '../../test/admin-refusals';
import { insertProduct } from '../../test/fixtures';
import { startPictureHost } from '../../test/picture-host';
import { watchDecodes } from '../../test/sharp-decodes';
import { useTestApp } from '../../test/use-test-app';
import { PICTURE_FETCH_MSG } from './fetch-picture';
import { PICTURE_QUEUE, queueDuePictures, queuePicture } from './queue';

// Issue 32: a product's picture is copied once by the server and served from our origin; the
// product shows the placeholder until a good copy exists.

let host: Awaited<ReturnType<typeof startPictureHost>>;
beforeAll(async () => {
  host = await startPictureHost();
});
afterAll(() => host.close());

const t = useTestApp({
  personas: true,
  media: true,
  config: () => ({ pictureOrigin: host.origin }),
});

const AMAZON = 'https://m.media-amazon.com/images/I';
const rowOf = async (id: string) =>
  (await t.db.select().from(products).where(eq(products.id, id)))[0]!;
const work = () => t.app.jobs.drain([PICTURE_QUEUE]);
/** The admin's edit of a product, changing only its picture's address. */
const editImage = (product: Awaited<ReturnType<typeof insertProduct>>, imageUrl: string | null) =>
  t.as(t.who.admin).patch(`/api/admin/products/${product.id}`, {
    name: product.name,
    category: product.category,
    price: Number(product.price),
    description: product.description,
    amazonUrl: null,
    imageUrl,
  });
const publicProduct = async (id: string) => (await t.as(null).get(`/api/products/${id}`)).json();

describe('copying a product picture', () => {
  it('shows the placeholder until the copy is made, then our own files, kept a year', async () => {
    const product = await insertProduct(t.db, { imageUrl: `${AMAZON}/photo.jpg` });
    expect((await publicProduct(product.id)).picture).toBeNull();
    expect(await queueDuePictures(t.app.jobs, t.db, 100)).toBeGreaterThanOrEqual(1);
    await work();

    const row = await rowOf(product.id);
    expect(row).toMatchObject({ pictureSource: `${AMAZON}/photo.jpg`, pictureError: null });
    const shown = await publicProduct(product.id);
    expect(shown.imageUrl).toBe(`${AMAZON}/photo.jpg`);
    expect(shown.picture).toEqual(row.picture);
    const picture = productPicture(product.id, shown.imageUrl, shown.picture)!;
    const urls = picture.srcset!.split(', ').map((c) => c.split(' ')[0]!);
    expect(urls).toHaveLength(4);
    for (const url of [
      ...urls,
      ...(picture.avifSrcset?.split(', ').map((c) => c.split(' ')[0]!) ?? []),
    ]) {
      const res = await t.as(null).get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const format = url.endsWith('.avif') ? 'heif' : 'webp';
      expect((await sharp(res.rawPayload).metadata()).format).toBe(format);
    }
    const res = await t
      .as(null, {
        headers: { 'if-none-match': String((await t.as(null).get(urls[0]!)).headers.etag) },
      })
      .get(urls[0]!);
    expect(res.statusCode).toBe(304);
  });

  it('keeps the placeholder and tells the admin why when the address is refused', async () => {
    const product = await insertProduct(t.db, { imageUrl: 'https://evil.example/x.jpg' });
    await queueDuePictures(t.app.jobs, t.db, 100);
    await work();
    const row = await rowOf(product.id);
    expect(row.picture).toBeNull();
    expect(row.pictureError).toBe(PICTURE_FETCH_MSG.otherHost);
    expect((await publicProduct(product.id)).picture).toBeNull();
    // Tried again only a day later: the next run does not queue it.
    expect(await queueDuePictures(t.app.jobs, t.db, 100)).toBe(0);
  });

  it("follows an admin's edit of the address, and drops the old files", async () => {
    const product = await insertProduct(t.db, { imageUrl: `${AMAZON}/photo.jpg` });
    await queueDuePictures(t.app.jobs, t.db, 100);
    await work();
    const before = (await rowOf(product.id)).picture!;
    const res = await editImage(product, `${AMAZON}/to-sibling.jpg`);
    expect(res.statusCode).toBe(200);
    // Until the new copy is made, the old one stays shown.
    expect((await publicProduct(product.id)).picture).toEqual(before);
    await work();
    const after = await rowOf(product.id);
    expect(after.pictureSource).toBe(`${AMAZON}/to-sibling.jpg`);
    // Same pixels, same names: nothing to drop. A different picture would replace the files.
    expect(after.picture?.hash).toBe(before.hash);
    const files = fs.readdirSync(path.join(t.uploadsDir, 'pictures', product.id));
    expect(files.every((f) => f.startsWith(before.hash))).toBe(true);
  });

  it('drops our copy when the admin removes the address', async () => {
    const product = await insertProduct(t.db, { imageUrl: `${AMAZON}/photo.jpg` });
    await queueDuePictures(t.app.jobs, t.db, 100);
    await work();
    const res = await editImage(product, null);
    expect(res.statusCode).toBe(200);
    await work();
    expect(await rowOf(product.id)).toMatchObject({ picture: null, pictureSource: null });
    expect(fs.readdirSync(path.join(t.uploadsDir, 'pictures', product.id))).toEqual([]);
    expect((await publicProduct(product.id)).picture).toBeNull();
  });

  it('removes our copy with the product', async () => {
    const product = await insertProduct(t.db, { imageUrl: `${AMAZON}/photo.jpg` });
    await queueDuePictures(t.app.jobs, t.db, 100);
    await work();
    const dir = path.join(t.uploadsDir, 'pictures', product.id);
    expect(fs.readdirSync(dir).length).toBeGreaterThan(0);
    expect((await t.as(t.who.admin).delete(`/api/admin/products/${product.id}`)).statusCode).toBe(
      200,
    );
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
  });

  it('answers 404 for a picture that is not ours, and never serves another stored file', async () => {
    const product = await insertProduct(t.db);
    for (const url of [
      `/api/pictures/${product.id}/0123456789abcdef-240.webp`,
      `/api/pictures/${product.id}/..%2F..%2Flegal%2Fterms%2Fx.pdf`,
      '/api/pictures/not-a-uuid/0123456789abcdef-240.webp',
    ]) {
      expect((await t.as(null).get(url)).statusCode, url).toBe(404);
    }
  });
});

describe("the admin's view of a product's picture", () => {
  const statusOf = async (id: string) =>
    (await t.as(t.who.admin).get(`/api/admin/products/${id}/picture`)).json();

  it.each(ADMIN_ROUTE_REFUSALS)('refuses %s', async (refusal) => {
    const product = await insertProduct(t.db, { imageUrl: `${AMAZON}/photo.jpg` });
    await expectRefused(t, refusal, [['GET', `/api/admin/products/${product.id}/picture`]]);
  });

  it('says Product Not Found for an id no product has', async () => {
    const res = await t
      .as(t.who.admin)
      .get('/api/admin/products/00000000-0000-4000-8000-000000000000/picture');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'not_found', message: 'Product Not Found' });
  });

  it('tells a site image, no address, one waiting, one copied and one refused apart', async () => {
    expect(await statusOf((await insertProduct(t.db)).id)).toEqual({
      state: 'site',
      error: null,
      attemptedAt: null,
    });
    expect(await statusOf((await insertProduct(t.db, { imageUrl: null })).id)).toMatchObject({
      state: 'none',
    });
    const good = await insertProduct(t.db, { imageUrl: `${AMAZON}/photo.jpg` });
    const bad = await insertProduct(t.db, { imageUrl: 'https://evil.example/x.jpg' });
    expect(await statusOf(good.id)).toEqual({ state: 'waiting', error: null, attemptedAt: null });
    await queueDuePictures(t.app.jobs, t.db, 100);
    await work();
    const copied = await statusOf(good.id);
    expect(copied).toMatchObject({ state: 'copied', error: null });
    expect(Date.parse(copied.attemptedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await statusOf(bad.id)).toMatchObject({
      state: 'failed',
      error: PICTURE_FETCH_MSG.otherHost,
    });
  });

  it("forgets a refused address's error once the admin gives another, which is fetched at once", async () => {
    const product = await insertProduct(t.db, { imageUrl: 'https://evil.example/x.jpg' });
    await queueDuePictures(t.app.jobs, t.db, 100);
    await work();
    expect(await statusOf(product.id)).toMatchObject({ state: 'failed' });
    // Saved again unchanged, the failure stands.
    expect((await editImage(product, 'https://evil.example/x.jpg')).statusCode).toBe(200);
    expect(await statusOf(product.id)).toMatchObject({ state: 'failed' });
    expect((await editImage(product, `${AMAZON}/photo.jpg`)).statusCode).toBe(200);
    expect(await statusOf(product.id)).toEqual({
      state: 'waiting',
      error: null,
      attemptedAt: null,
    });
    await work();
    expect(await statusOf(product.id)).toMatchObject({ state: 'copied' });
  });
});

describe('large pictures (issue 44)', () => {
  const statusOf = async (id: string) =>
    (await t.as(t.who.admin).get(`/api/admin/products/${id}/picture`)).json();

  it("refuses a 30 MP picture from its header, without decoding it, and the admin's note says why", async () => {
    const product = await insertProduct(t.db, { imageUrl: `${AMAZON}/bomb.png` });
    await queuePicture(t.app.jobs, t.db, product.id);
    const sharp = watchDecodes();
    try {
      await work();
      expect(sharp.steps).toEqual(['header']);
    } finally {
      sharp.restore();
    }
    expect(await statusOf(product.id)).toMatchObject({
      state: 'failed',
      error: 'The picture is too large: 30.0 MP (at most 25 MP)',
    });
    expect((await rowOf(product.id)).picture).toBeNull();
  });

  it('makes the pictures of two jobs worked at once one decode at a time', async () => {
    const made = [
      await insertProduct(t.db, { imageUrl: `${AMAZON}/photo.jpg` }),
      await insertProduct(t.db, { imageUrl: `${AMAZON}/to-sibling.jpg` }),
    ];
    for (const product of made) await queuePicture(t.app.jobs, t.db, product.id);
    const sharp = watchDecodes();
    try {
      // Two workers: each takes one of the jobs.
      await Promise.all([work(), work()]);
      // The second job had read its picture's header while the first still had files to make.
      const ends = sharp.steps.filter((s) => s === 'end').length;
      const endsBeforeSecond = sharp.steps
        .slice(0, sharp.steps.indexOf('header', 1))
        .filter((s) => s === 'end').length;
      expect(endsBeforeSecond).toBeLessThan(ends / 2);
      expect(sharp.mostAtOnce()).toBe(1);
    } finally {
      sharp.restore();
    }
    for (const product of made) {
      expect(await statusOf(product.id)).toMatchObject({ state: 'copied' });
    }
  });
});
