import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { MEDIA_MSG } from '@shared/schemas/media';
import {
  MEDIA_BYTES_PER_MEMBER_MAX,
  PHOTO_BYTES_MAX,
  UNATTACHED_MEDIA_MAX,
  UPLOAD_LIMIT,
  VIDEO_BYTES_MAX,
} from '@shared/limits';
import { reviewMedia } from '../schema';
import { createMember, type Member } from '../../../test/accounts';
import {
  CAMERA_MAKE,
  heicHeader,
  html,
  jpegRotated,
  jpegWithGps,
  largeJpeg,
  motionJpegMov,
  mp4WithCoverArt,
  multipart,
  pixelBomb,
  png,
  truncate,
  VIDEO_LOCATION,
  videoWithLocation,
} from '../../../test/media-corpus';
import { startMediaTestApp, uploadAs } from '../../../test/media-app';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp({ personas: true, media: true });
const { who } = t;

/** The text x264 writes into an SEI message of its first frame. */
const X264_SEI = 'x264 - core';

const upload = (m: Member | null, name: string, type: string, data: Buffer) =>
  uploadAs(t, m, name, type, data);

const rowOf = async (id: string) =>
  (await t.db.select().from(reviewMedia).where(eq(reviewMedia.id, id)))[0]!;
const storedBytes = (key: string) => readFile(path.join(t.uploadsDir, key));

/** Every file under uploads/, scratch space included: a refused upload must leave none. */
async function filesOf(member: Member) {
  const found: string[] = [];
  for (const kind of ['photos', 'videos']) {
    found.push(...(await readdir(path.join(t.uploadsDir, kind, member.id)).catch(() => [])));
  }
  const scratch = await readdir(path.join(t.uploadsDir, '.incoming')).catch(() => []);
  return { stored: found, scratch };
}

describe('POST /api/media: who may upload', () => {
  it("refuses a visitor with 'Please sign in to upload media' (401)", async () => {
    const res = await upload(null, 'a.png', 'image/png', await png());
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(MEDIA_MSG.signIn);
  });

  it('refuses a member whose email is unconfirmed (403)', async () => {
    const res = await upload(who.unverified, 'a.png', 'image/png', await png());
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(MEDIA_MSG.verify);
    expect(await filesOf(who.unverified)).toEqual({ stored: [], scratch: [] });
  });

  it.each(['verified', 'admin', 'superAdmin'] as const)(
    'takes a photo from a %s member',
    async (p) => {
      const res = await upload(who[p], 'a.png', 'image/png', await png());
      expect(res.statusCode).toBe(201);
      const row = await rowOf(res.json().id);
      expect(row).toMatchObject({ userId: who[p].id, reviewId: null, kind: 'photo' });
    },
  );
});

describe('POST /api/media: photos are re-encoded with nothing but their pixels', () => {
  it('strips GPS, camera and every other metadata from a JPEG (read back from the stored file)', async () => {
    const original = await jpegWithGps();
    // Precondition: the file really carries a location.
    const before = exifReader((await sharp(original).metadata()).exif!);
    expect(before.GPSInfo?.GPSLatitude).toEqual([48, 51, 29.52]);

    const res = await upload(who.verified, 'IMG_0001.JPG', 'image/jpeg', original);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ kind: 'photo', width: 640, height: 480 });
    const row = await rowOf(body.id);
    expect(row.storageKey).toMatch(new RegExp(`^photos/${who.verified.id}/[\\w-]{22}\\.webp$`));
    for (const key of [row.storageKey, row.thumbnailKey!]) {
      const stored = await storedBytes(key);
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe('webp');
      expect(meta).not.toHaveProperty('exif');
      expect(meta).not.toHaveProperty('xmp');
      expect(meta).not.toHaveProperty('icc');
      expect(meta).not.toHaveProperty('iptc');
      expect(stored.includes(CAMERA_MAKE)).toBe(false);
      expect(stored.includes('GPS')).toBe(false);
      expect(stored.includes('Exif')).toBe(false);
    }
  });

  it('turns a photo the way its EXIF orientation says before dropping the tag', async () => {
    const res = await upload(who.verified, 'side.jpg', 'image/jpeg', await jpegRotated());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width: 100, height: 200 });
    const meta = await sharp(await storedBytes((await rowOf(res.json().id)).storageKey)).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([100, 200, undefined]);
  });

  it('scales a large photo to 2048 on its longest side, with a 480 thumbnail', async () => {
    const res = await upload(who.verified, 'big.jpg', 'image/jpeg', await largeJpeg());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width: 2048, height: 1365 });
    const row = await rowOf(res.json().id);
    const thumb = await sharp(await storedBytes(row.thumbnailKey!)).metadata();
    expect([thumb.width, thumb.height]).toEqual([480, 320]);
  });

  it('judges a PNG named .jpg (sent as image/jpeg) by its bytes and stores it clean', async () => {
    const res = await upload(who.verified, 'holiday.jpg', 'image/jpeg', await png(300, 200));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'photo', width: 300, height: 200 });
  });
});

describe('POST /api/media: hostile files are refused with a clear message and leave nothing', () => {
  it('refuses an HTML file named .png (415) and stores nothing', async () => {
    const m = await createMember(t);
    const res = await upload(m, 'cat.png', 'image/png', html());
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe(MEDIA_MSG.unsupported);
    expect(await filesOf(m)).toEqual({ stored: [], scratch: [] });
    expect(await t.db.select().from(reviewMedia).where(eq(reviewMedia.userId, m.id))).toEqual([]);
  });

  it('refuses a 50,000 × 50,000 pixel bomb from its header, without decoding it (413)', async () => {
    const m = await createMember(t);
    const bomb = pixelBomb();
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(50_000);
    const res = await upload(m, 'bomb.png', 'image/png', bomb);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(MEDIA_MSG.photoTooManyPixels);
    expect(await filesOf(m)).toEqual({ stored: [], scratch: [] });
  });

  it('refuses a truncated JPEG as unreadable (400)', async () => {
    const m = await createMember(t);
    const res = await upload(m, 'half.jpg', 'image/jpeg', truncate(await largeJpeg()));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MEDIA_MSG.photoUnreadable);
    expect(await filesOf(m)).toEqual({ stored: [], scratch: [] });
  });

  it.each([
    ['10 MB', PHOTO_BYTES_MAX],
    ['100 MB, where the upload itself is cut off', VIDEO_BYTES_MAX],
  ])('refuses a photo over %s as a photo too large (413)', async (_label, padding) => {
    const m = await createMember(t);
    const padded = Buffer.concat([await png(), Buffer.alloc(padding)]);
    const res = await upload(m, 'padded.png', 'image/png', padded);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(MEDIA_MSG.photoTooLarge);
    expect(await filesOf(m)).toEqual({ stored: [], scratch: [] });
  });

  it('refuses a HEIC photo it cannot decode with advice, not "damaged" (415)', async () => {
    const m = await createMember(t);
    const res = await upload(m, 'IMG_0001.HEIC', 'image/heic', heicHeader());
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe(MEDIA_MSG.heicUnsupported);
  });

  it('answers a multipart body cut off before its end with 400, not 500, and keeps nothing', async () => {
    const m = await createMember(t);
    const { payload, contentType } = await multipart([
      { name: 'a.png', type: 'image/png', data: await png() },
    ]);
    const res = await t
      .as(m, { headers: { 'content-type': contentType } })
      .post('/api/media', payload.subarray(0, payload.length - 60));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MEDIA_MSG.interrupted);
    expect(await filesOf(m)).toEqual({ stored: [], scratch: [] });
  });

  it('answers a request without a file, or not multipart at all, with 400', async () => {
    const empty = await multipart([]);
    const noFile = await t
      .as(who.verified, { headers: { 'content-type': empty.contentType } })
      .post('/api/media', empty.payload);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.message).toBe(MEDIA_MSG.noFile);
    const json = await t.as(who.verified).post('/api/media', { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe(MEDIA_MSG.noFile);
  });
});

describe('POST /api/media: videos are remuxed without their location', () => {
  it.each([
    ['mp4', 'video/mp4', 'video/mp4'],
    ['mov', 'video/quicktime', 'video/mp4'],
    ['webm', 'video/webm', 'video/webm'],
  ] as const)(
    'stores a %s carrying a location with none of it',
    async (container, type, stored) => {
      const clip = await videoWithLocation(t.ffmpegPath, container);
      expect(clip.includes(VIDEO_LOCATION)).toBe(true);
      expect(clip.includes(X264_SEI)).toBe(container !== 'webm');
      const res = await upload(who.verified, `clip.${container}`, type, clip);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ kind: 'video', contentType: stored });
      const bytes = await storedBytes((await rowOf(res.json().id)).storageKey);
      expect(bytes.length).toBeGreaterThan(1000);
      expect(bytes.includes(VIDEO_LOCATION)).toBe(false);
      expect(bytes.includes('ISO6709')).toBe(false);
      expect(bytes.includes(Buffer.from([0xa9, 0x78, 0x79, 0x7a]))).toBe(false); // ©xyz
      expect(bytes.includes(X264_SEI)).toBe(false); // in-frame SEI dropped
    },
  );

  it('refuses Motion-JPEG video, whose frames are JPEGs that keep their EXIF (415)', async () => {
    const m = await createMember(t);
    const res = await upload(
      m,
      'dashcam.mov',
      'video/quicktime',
      await motionJpegMov(t.ffmpegPath),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe(MEDIA_MSG.videoCodecUnsupported);
    expect(await filesOf(m)).toEqual({ stored: [], scratch: [] });
  });

  it('keeps the clip, not the cover art and its EXIF, of an MP4 with a cover picture', async () => {
    const covered = await mp4WithCoverArt(t.ffmpegPath);
    expect(covered.includes(CAMERA_MAKE)).toBe(true);
    const res = await upload(who.verified, 'covered.mp4', 'video/mp4', covered);
    expect(res.statusCode).toBe(201);
    const bytes = await storedBytes((await rowOf(res.json().id)).storageKey);
    expect(bytes.includes(CAMERA_MAKE)).toBe(false);
    expect(bytes.includes('avc1')).toBe(true); // the H.264 clip
    expect(bytes.includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false); // no JPEG inside
  });

  it('refuses a truncated MP4 as unprocessable (400) and stores nothing', async () => {
    const m = await createMember(t);
    const clip = truncate(await videoWithLocation(t.ffmpegPath, 'mp4'), 0.3);
    const res = await upload(m, 'cut.mp4', 'video/mp4', clip);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MEDIA_MSG.videoUnreadable);
    expect(await filesOf(m)).toEqual({ stored: [], scratch: [] });
  });

  it('refuses a video over 100 MB (413) and keeps none of it', async () => {
    const m = await createMember(t);
    const clip = await videoWithLocation(t.ffmpegPath, 'mp4');
    const huge = Buffer.concat([clip, Buffer.alloc(100 * 1024 * 1024)]);
    const res = await upload(m, 'long.mp4', 'video/mp4', huge);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(MEDIA_MSG.videoTooLarge);
    expect(await filesOf(m)).toEqual({ stored: [], scratch: [] });
  });
});

describe('POST /api/media on a server without ffmpeg', () => {
  it('refuses videos with a clear message (415) and still takes photos', async () => {
    const bare = await startMediaTestApp({ ffmpegPath: null });
    try {
      const m = await createMember(bare);
      const clip = await videoWithLocation(t.ffmpegPath, 'mp4');
      const video = await uploadAs(bare, m, 'clip.mp4', 'video/mp4', clip);
      expect(video.statusCode).toBe(415);
      expect(video.json().error.message).toBe(MEDIA_MSG.videoUnavailable);
      expect((await uploadAs(bare, m, 'a.png', 'image/png', await png())).statusCode).toBe(201);
    } finally {
      await bare.close();
    }
  });
});

describe('POST /api/media: limits per member', () => {
  it(`refuses upload ${UPLOAD_LIMIT.max + 1} within ${UPLOAD_LIMIT.windowMinutes} minutes (429)`, async () => {
    const m = await createMember(t);
    for (let i = 0; i < UPLOAD_LIMIT.max; i += 1) {
      // Refused files count too: the limit is on attempts.
      expect((await upload(m, 'x.png', 'image/png', html())).statusCode).toBe(415);
    }
    const res = await upload(m, 'a.png', 'image/png', await png());
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(MEDIA_MSG.tooManyUploads);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('holds the waiting limit when the last free places are raced for', async () => {
    const m = await createMember(t);
    const photo = await png(16, 16);
    for (let i = 0; i < UNATTACHED_MEDIA_MAX - 1; i += 1) {
      expect((await upload(m, 'a.png', 'image/png', photo)).statusCode).toBe(201);
    }
    // All three pass the early check together; the recount under the member's lock lets one in.
    const answers = await Promise.all([1, 2, 3].map(() => upload(m, 'a.png', 'image/png', photo)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await t.db.select().from(reviewMedia).where(eq(reviewMedia.userId, m.id));
    expect(rows).toHaveLength(UNATTACHED_MEDIA_MAX);
  });

  it('lets one member run at most 3 uploads at once on a server (429 beyond)', async () => {
    const m = await createMember(t);
    const photo = await png(16, 16);
    const { payload, contentType } = await multipart([
      { name: 'a.png', type: 'image/png', data: photo },
    ]);
    // Three uploads whose bodies arrive in two halves: each is in progress, writing its file
    // to scratch space, until its second half is sent. Five sent together raced, and one could
    // finish before the fifth began (four 201s under load).
    const held = [1, 2, 3].map(() => {
      const body = new PassThrough();
      body.write(payload.subarray(0, payload.length / 2));
      const sent = t.as(m, { headers: { 'content-type': contentType } }).post('/api/media', body);
      return { body, sent };
    });
    await vi.waitFor(async () => expect((await filesOf(m)).scratch).toHaveLength(3), {
      timeout: 10_000,
    });
    const beyond = await Promise.all([1, 2].map(() => upload(m, 'a.png', 'image/png', photo)));
    for (const h of held) h.body.end(payload.subarray(payload.length / 2));
    const answers = await Promise.all(held.map((h) => h.sent));
    expect(beyond.map((r) => r.statusCode)).toEqual([429, 429]);
    expect(beyond[0]!.json().error.message).toBe(MEDIA_MSG.tooManyUploads);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
  });

  it("refuses an upload beyond the member's storage quota (413)", async () => {
    const m = await createMember(t);
    const first = await upload(m, 'a.png', 'image/png', await png());
    await t.db
      .update(reviewMedia)
      .set({ bytes: MEDIA_BYTES_PER_MEMBER_MAX - 10 })
      .where(eq(reviewMedia.id, first.json().id));
    const res = await upload(m, 'b.png', 'image/png', await png());
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(MEDIA_MSG.storageFull);
  });

  it(`holds at most ${UNATTACHED_MEDIA_MAX} uploads waiting for a review (409)`, async () => {
    const m = await createMember(t);
    const photo = await png(16, 16);
    for (let i = 0; i < UNATTACHED_MEDIA_MAX; i += 1) {
      expect((await upload(m, 'a.png', 'image/png', photo)).statusCode).toBe(201);
    }
    const res = await upload(m, 'a.png', 'image/png', photo);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(MEDIA_MSG.tooManyUnattached);
  });
});
