import { access, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MSG, type TUploadedMedia } from '@shared/schemas/media';
import type { TReview } from '@shared/schemas/reviews';
import { reviewMedia } from '../schema';
import { createUrlSigner } from '../../../lib/storage/url-signer';
import { createMember, type Member } from '../../../test/accounts';
import { insertProduct, reviewRequest } from '../../../test/fixtures';
import { uploadAs } from '../../../test/media-app';
import { png, videoWithLocation } from '../../../test/media-corpus';
import { useTestApp } from '../../../test/use-test-app';
import { sweepAbandonedMedia } from './sweep';

const t = useTestApp({ personas: true, media: true });
const { who } = t;
let clip: Buffer;
beforeAll(async () => {
  clip = await videoWithLocation(t.ffmpegPath, 'mp4');
});

async function uploadPhoto(m: Member, width = 40) {
  return uploadFile(m, 'p.png', 'image/png', await png(width, 30));
}
async function uploadFile(m: Member, name: string, type: string, data: Buffer) {
  const res = await uploadAs(t, m, name, type, data);
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`);
  return res.json() as TUploadedMedia;
}

const review = reviewRequest;
const send = (
  method: 'POST' | 'PATCH' | 'DELETE' | 'GET',
  url: string,
  m: Member | null,
  payload?: object,
) => t.as(m).send(method, url, payload);
const listAs = async (productId: string, m: Member | null) =>
  (await send('GET', `/api/products/${productId}/reviews`, m)).json().items as TReview[];
const keysOf = async (ids: string[]) =>
  (await t.db.select().from(reviewMedia)).filter((r) => ids.includes(r.id));
const exists = (key: string) =>
  access(path.join(t.uploadsDir, key)).then(
    () => true,
    () => false,
  );
const fetchUrl = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function writeWithMedia(m: Member, photoIds: string[], videoId: string | null = null) {
  const p = await insertProduct(t.db);
  const res = await send('POST', `/api/products/${p.id}/reviews`, m, review({ photoIds, videoId }));
  return { productId: p.id, res };
}

describe('a review takes its author’s uploads', () => {
  it('shows the photos in the order given and the video, through signed URLs', async () => {
    const a = await uploadPhoto(who.verified, 40);
    const b = await uploadPhoto(who.verified, 50);
    const v = await uploadFile(who.verified, 'c.mp4', 'video/mp4', clip);
    const { productId, res } = await writeWithMedia(who.verified, [b.id, a.id], v.id);
    expect(res.statusCode).toBe(201);
    expect(await listAs(productId, null)).toEqual([]); // pending: not public
    await send('POST', `/api/admin/reviews/${res.json().id}/approve`, who.admin, {});

    const [shown] = await listAs(productId, null);
    expect(shown!.photos.map((p) => [p.id, p.width])).toEqual([
      [b.id, 50],
      [a.id, 40],
    ]);
    expect(shown!.video).toMatchObject({ id: v.id, contentType: 'video/mp4' });
    const photo = await fetchUrl(shown!.photos[0]!.url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toMatch(/^private, max-age=\d+/);
    const thumb = await fetchUrl(shown!.photos[0]!.thumbnailUrl);
    expect(thumb.statusCode).toBe(200);
  });

  it('serves a video in ranges, so the player can seek', async () => {
    const v = await uploadFile(who.verified, 'c.mp4', 'video/mp4', clip);
    const res = await fetchUrl(v.url, { range: 'bytes=0-99' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.rawPayload.length).toBe(100);
  });

  it.each([
    ['six photos', 'photos', 6, MEDIA_MSG.tooManyPhotos],
    ["another member's upload", 'foreign', 1, MEDIA_MSG.mediaMissing],
    ['a video given as a photo', 'videoAsPhoto', 1, MEDIA_MSG.mediaMissing],
    ['an unknown id', 'unknown', 1, MEDIA_MSG.mediaMissing],
  ] as const)('refuses %s (400) and writes nothing', async (_label, kind, n, message) => {
    const m = await createMember(t);
    const ids: string[] = [];
    for (let i = 0; i < n; i += 1) {
      if (kind === 'photos') ids.push((await uploadPhoto(m)).id);
      if (kind === 'foreign') ids.push((await uploadPhoto(who.verified)).id);
      if (kind === 'videoAsPhoto') ids.push((await uploadFile(m, 'c.mp4', 'video/mp4', clip)).id);
      if (kind === 'unknown') ids.push('00000000-0000-4000-8000-000000000000');
    }
    const { productId, res } = await writeWithMedia(m, ids);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await listAs(productId, m)).toEqual([]);
    expect((await keysOf(ids)).every((r) => r.reviewId === null)).toBe(true);
  });

  it('refuses media already on another review', async () => {
    const m = await createMember(t);
    const a = await uploadPhoto(m);
    expect((await writeWithMedia(m, [a.id])).res.statusCode).toBe(201);
    const second = await writeWithMedia(m, [a.id]);
    expect(second.res.statusCode).toBe(400);
    expect(second.res.json().error.message).toBe(MEDIA_MSG.mediaMissing);
  });
});

describe('signed media links', () => {
  it('refuses a link whose signature was tampered with, or whose time is up (403)', async () => {
    const photo = await uploadPhoto(who.verified);
    const url = new URL(photo.url, 'http://x');
    const tampered = `${url.pathname}?expires=${url.searchParams.get('expires')}&signature=${'A'.repeat(43)}`;
    expect((await fetchUrl(tampered)).statusCode).toBe(403);
    const later = `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 300}&signature=${url.searchParams.get('signature')}`;
    expect((await fetchUrl(later)).statusCode).toBe(403);

    const key = url.pathname.replace('/api/media/files/', '');
    const signer = createUrlSigner(t.app.config.authSecret!);
    const past = signer.sign(key, -600);
    const expired = await fetchUrl(
      `${url.pathname}?expires=${past.expires}&signature=${past.signature}`,
    );
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error.message).toBe(MEDIA_MSG.linkInvalid);
    expect((await fetchUrl(photo.url)).statusCode).toBe(200);
  });

  it('signs for at most 3600 s, in steps that keep a URL stable for minutes', () => {
    const signer = createUrlSigner('a-secret-of-enough-length-for-the-test-only');
    const now = Date.UTC(2026, 10, 21, 12, 0, 10);
    const first = signer.sign('photos/u/abcdefghijklmnopqrstuv.webp', 3600, now);
    const second = signer.sign('photos/u/abcdefghijklmnopqrstuv.webp', 3600, now + 60_000);
    expect(second).toEqual(first);
    expect(first.expires - now / 1000).toBeLessThanOrEqual(3600);
    expect(first.expires - now / 1000).toBeGreaterThan(3300);
  });

  it('never serves a path outside the storage layout, signed or not', async () => {
    const signer = createUrlSigner(t.app.config.authSecret!);
    await writeFile(path.join(t.uploadsDir, 'secret.txt'), 'not media');
    for (const key of ['secret.txt', 'photos/../secret.txt', '.incoming/x']) {
      const s = signer.sign(key, 3600);
      const res = await fetchUrl(
        `/api/media/files/${key}?expires=${s.expires}&signature=${s.signature}`,
      );
      expect(res.statusCode).not.toBe(200);
      expect(res.body).not.toContain('not media');
    }
  });
});

describe('media leave with their review', () => {
  it('deletes the files of photos the author removes in an edit', async () => {
    const m = await createMember(t);
    const a = await uploadPhoto(m);
    const b = await uploadPhoto(m);
    const { res } = await writeWithMedia(m, [a.id, b.id]);
    const [rowA] = await keysOf([a.id]);
    const edit = await send(
      'PATCH',
      `/api/reviews/${res.json().id}`,
      m,
      review({ photoIds: [b.id] }),
    );
    expect(edit.statusCode).toBe(200);
    expect(await keysOf([a.id])).toEqual([]);
    expect(await exists(rowA!.storageKey)).toBe(false);
    expect(await exists(rowA!.thumbnailKey!)).toBe(false);
    expect((await keysOf([b.id]))[0]!.reviewId).toBe(res.json().id);
  });

  it.each(['author', 'admin'] as const)(
    'deletes every file when the %s deletes the review',
    async (by) => {
      const m = await createMember(t);
      const a = await uploadPhoto(m);
      const v = await uploadFile(m, 'c.mp4', 'video/mp4', clip);
      const { res } = await writeWithMedia(m, [a.id], v.id);
      const rows = await keysOf([a.id, v.id]);
      const del = await send(
        'DELETE',
        `/api/reviews/${res.json().id}`,
        by === 'author' ? m : who.admin,
      );
      expect(del.statusCode).toBe(200);
      expect(await keysOf([a.id, v.id])).toEqual([]);
      for (const r of rows) {
        expect(await exists(r.storageKey)).toBe(false);
        if (r.thumbnailKey) expect(await exists(r.thumbnailKey)).toBe(false);
      }
    },
  );

  it('keeps the files when someone else tries to delete the review (403)', async () => {
    const m = await createMember(t);
    const a = await uploadPhoto(m);
    const { res } = await writeWithMedia(m, [a.id]);
    const del = await send('DELETE', `/api/reviews/${res.json().id}`, who.verified);
    expect(del.statusCode).toBe(403);
    const [row] = await keysOf([a.id]);
    expect(await exists(row!.storageKey)).toBe(true);
  });
});

describe('DELETE /api/media/:id', () => {
  it('lets the uploader remove an upload no review holds, files and all', async () => {
    const m = await createMember(t);
    const a = await uploadPhoto(m);
    const [row] = await keysOf([a.id]);
    expect((await send('DELETE', `/api/media/${a.id}`, null)).statusCode).toBe(401);
    const stranger = await send('DELETE', `/api/media/${a.id}`, who.verified);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.message).toBe(MEDIA_MSG.mediaNotFound);
    expect((await send('DELETE', `/api/media/${a.id}`, m)).statusCode).toBe(200);
    expect(await exists(row!.storageKey)).toBe(false);
    expect(await keysOf([a.id])).toEqual([]);
  });

  it('refuses to remove media a review holds (409)', async () => {
    const m = await createMember(t);
    const a = await uploadPhoto(m);
    await writeWithMedia(m, [a.id]);
    const res = await send('DELETE', `/api/media/${a.id}`, m);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(MEDIA_MSG.mediaInUse);
  });
});

describe('sweeping abandoned uploads', () => {
  it('removes uploads left off every review for a day, and nothing a review holds', async () => {
    const m = await createMember(t);
    const stale = await uploadPhoto(m);
    const fresh = await uploadPhoto(m);
    const held = await uploadPhoto(m);
    await writeWithMedia(m, [held.id]);
    await t.db
      .update(reviewMedia)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(reviewMedia.userId, m.id));
    await t.db
      .update(reviewMedia)
      .set({ createdAt: sql`now()` })
      .where(eq(reviewMedia.id, fresh.id));
    const [staleRow] = await keysOf([stale.id]);

    await sweepAbandonedMedia(t.db, t.app.storage);
    const left = (await keysOf([stale.id, fresh.id, held.id])).map((r) => r.id).sort();
    expect(left).toEqual([fresh.id, held.id].sort());
    expect(await exists(staleRow!.storageKey)).toBe(false);
  });
});
