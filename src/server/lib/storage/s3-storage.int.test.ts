import { readdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import type { DeleteObjectsCommandInput } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MSG, type TUploadedMedia } from '@shared/schemas/media';
import { ConfigError } from '../../config';
import { reviewMedia } from '../../features/reviews/schema';
import { testConfig } from '../../test/harness';
import { uploadAs } from '../../test/media-app';
import { multipart, png } from '../../test/media-corpus';
import { startS3Server, type S3TestServer } from '../../test/s3-server';
import { useTestApp } from '../../test/use-test-app';
import { createConfiguredStorage } from './configured-storage';
import { createS3Client } from './s3-client';
import { createS3Storage } from './s3-storage';
import { createUrlSigner } from './url-signer';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server({ prefix: 'battle-ready/' });
});
afterAll(async () => {
  await s3?.close();
});
const t = useTestApp({ personas: true, media: true, config: () => ({ storage: s3.storage }) });
const { who } = t;

const signer = createUrlSigner('a-secret-of-enough-length-for-the-test-only');
const isWebp = (b: Buffer) =>
  b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP';
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const filesUnder = (dir: string) =>
  readdir(dir, { recursive: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });

async function uploadPhoto() {
  const res = await uploadAs(t, who.verified, 'p.png', 'image/png', await png(64, 48));
  expect(res.statusCode).toBe(201);
  const photo = res.json() as TUploadedMedia & { kind: 'photo' };
  const [row] = await t.db.select().from(reviewMedia).where(eq(reviewMedia.id, photo.id));
  return { photo, keys: [row!.storageKey, row!.thumbnailKey!] };
}

/** A legal document as the admin tab uploads it (multipart: type, version, file). */
async function uploadTerms(pdf: Buffer) {
  const { payload, contentType } = await multipart(
    [{ name: 't.pdf', type: 'application/pdf', data: pdf }],
    'file',
    { documentType: 'terms', version: '4.0' },
  );
  return t
    .as(who.admin, { headers: { 'content-type': contentType } })
    .post('/api/admin/legal-documents', payload);
}

describe('review media in an S3 bucket', () => {
  it('stores an uploaded photo and its thumbnail as WebP objects, under the prefix, not on disk', async () => {
    const { keys } = await uploadPhoto();
    for (const key of keys) {
      const object = await s3.read(key);
      expect(object?.contentType).toBe('image/webp');
      expect(isWebp(object!.bytes)).toBe(true);
    }
    expect(await s3.keys()).toEqual(expect.arrayContaining(keys.map((k) => `battle-ready/${k}`)));
    // Uploads are cleaned in DATA_DIR/.incoming and leave nothing behind there or in uploads/.
    expect(await filesUnder(t.uploadsDir)).toEqual([]);
    expect(await filesUnder(path.join(path.dirname(t.uploadsDir), '.incoming'))).toEqual([]);
  });

  it('serves the photo through its signed URL: whole, in a range, and never with a bad signature', async () => {
    const { photo, keys } = await uploadPhoto();
    const stored = (await s3.read(keys[0]!))!.bytes;

    const whole = await get(photo.url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/webp');
    expect(whole.rawPayload.equals(stored)).toBe(true);

    const part = await get(photo.url, { range: 'bytes=4-11' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${stored.length}`);
    expect(part.rawPayload.equals(stored.subarray(4, 12))).toBe(true);

    const forged = photo.url.replace(/signature=[^&]+/, `signature=${'B'.repeat(43)}`);
    const refused = await get(forged);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'forbidden', message: MEDIA_MSG.linkInvalid });
  });

  it('deletes the objects when the uploader deletes the upload', async () => {
    const { photo, keys } = await uploadPhoto();
    const res = await t.as(who.verified).delete(`/api/media/${photo.id}`);
    expect(res.statusCode).toBe(200);
    for (const key of keys) expect(await s3.read(key)).toBeNull();
    expect((await get(photo.url)).statusCode).toBe(404);
  });
});

describe('legal documents in an S3 bucket', () => {
  it('stores the PDF as an object and serves it inline inside the sandbox CSP', async () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    expect((await uploadTerms(pdf)).statusCode).toBe(201);
    const { document } = (await get('/api/legal/terms')).json();
    const key = new URL(document.fileUrl, 'http://x').pathname.replace('/api/media/files/', '');
    expect(key).toMatch(/^legal\/terms\/[0-9a-f]{32}\.pdf$/);
    expect((await s3.read(key))?.bytes.equals(pdf)).toBe(true);

    const served = await get(document.fileUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="terms.pdf"',
      'content-security-policy': "sandbox; default-src 'none'; object-src 'none'",
    });
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });
});

describe('the S3 storage itself', () => {
  it('removes keys in batches of at most 1000, objects and all', async () => {
    const client = createS3Client(s3.settings, () => undefined);
    const batches: number[] = [];
    client.middlewareStack.add(
      (next) => async (args) => {
        if (args.input && (args.input as { Delete?: unknown }).Delete) {
          batches.push((args.input as DeleteObjectsCommandInput).Delete!.Objects!.length);
        }
        return next(args);
      },
      { step: 'initialize' },
    );
    const storage = createS3Storage({
      client,
      bucket: s3.settings.bucket,
      prefix: s3.settings.prefix,
      scratchDir: path.join(path.dirname(t.uploadsDir), '.incoming'),
      signer,
      warn: () => undefined,
    });
    const { keys } = await uploadPhoto();
    const absent = Array.from({ length: 2498 }, (_, i) => `photos/nobody/never-stored-${i}.webp`);
    await storage.remove([...absent.slice(0, 1500), ...keys, ...absent.slice(1500)]);
    expect(batches).toEqual([1000, 1000, 500]);
    for (const key of keys) expect(await s3.read(key)).toBeNull();
    storage.close();
  });

  it('never throws on removal, and says what it could not remove', async () => {
    const warnings: string[] = [];
    const storage = createS3Storage({
      client: createS3Client({ ...s3.settings, bucket: 'no-such-bucket' }, () => undefined),
      bucket: 'no-such-bucket',
      prefix: '',
      scratchDir: path.join(path.dirname(t.uploadsDir), '.incoming'),
      signer,
      warn: (message) => warnings.push(message),
    });
    await expect(storage.remove(['photos/u/aaaaaaaaaaaaaaaa.webp'])).resolves.toBeUndefined();
    expect(warnings).toEqual([
      'could not remove 1 media objects (photos/u/aaaaaaaaaaaaaaaa.webp …)',
    ]);
    storage.close();
  });

  it('refuses to start on a bucket that does not exist, or an endpoint nobody answers', async () => {
    const signerFor = createUrlSigner('a-secret-of-enough-length-for-the-test-only');
    const missing = createConfiguredStorage(
      testConfig({ storage: { ...s3.storage, bucket: 'not-created' } }),
      signerFor,
      () => undefined,
    );
    await expect(missing).rejects.toThrow(ConfigError);
    await expect(missing).rejects.toThrow(/S3 bucket "not-created" .* does not exist/);

    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const unreachable = createConfiguredStorage(
      testConfig({ storage: { ...s3.storage, endpoint: `http://127.0.0.1:${closedPort}` } }),
      signerFor,
      () => undefined,
    );
    await expect(unreachable).rejects.toThrow(
      /S3 bucket "media" at http:\/\/127\.0\.0\.1:\d+ is not usable/,
    );
  });
});
