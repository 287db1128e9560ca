import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MSG } from '@shared/schemas/media';
import { startS3Server, type S3TestServer } from '../../../test/s3-server';
import { useTestApp } from '../../../test/use-test-app';

/**
 * The file route answers the same whichever storage holds the file: these run once against
 * DATA_DIR/uploads and once against a bucket in a local S3 (decision 009).
 */
describe.each(['local', 's3'] as const)('media files served from %s storage', (backend) => {
  let s3: S3TestServer | null = null;
  beforeAll(async () => {
    s3 = backend === 's3' ? await startS3Server() : null;
  });
  afterAll(async () => {
    await s3?.close();
  });
  const t = useTestApp({ media: true, config: () => (s3 ? { storage: s3.storage } : {}) });
  const bytes = randomBytes(1000);
  let key: string;
  let url: string;

  const name = () => randomBytes(12).toString('hex');
  async function store(storageKey: string, data: Buffer) {
    const file = path.join(await t.app.storage.scratchDir(), `fixture-${name()}`);
    await writeFile(file, data);
    await t.app.storage.save(storageKey, file);
    return t.app.storage.signedUrl(storageKey, 3600);
  }
  const get = (at: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url: at, headers });

  beforeAll(async () => {
    key = `videos/member-1/${name()}.mp4`;
    url = await store(key, bytes);
  });

  it('serves the whole file with its type, length, validators and private caching', async () => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': '1000',
      'accept-ranges': 'bytes',
      'content-disposition': 'inline',
    });
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    expect(res.headers.etag).toMatch(/^(W\/)?".+"$/);
    expect(Date.parse(String(res.headers['last-modified']))).not.toBeNaN();
    expect(res.headers['content-range']).toBeUndefined();
  });

  it.each([
    ['bytes=10-19', 10, 19],
    ['bytes=990-', 990, 999],
    ['bytes=-5', 995, 999],
    ['bytes=995-5000', 995, 999],
  ])('answers %s with 206 and those bytes', async (range, start, end) => {
    const res = await get(url, { range });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/1000`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.rawPayload.equals(bytes.subarray(start, end + 1))).toBe(true);
  });

  it.each(['bytes=1000-', 'bytes=4000-5000', 'bytes=-0'])(
    'answers %s, beyond the file, with 416 and its size',
    async (range) => {
      const res = await get(url, { range });
      expect(res.statusCode).toBe(416);
      expect(res.headers['content-range']).toBe('bytes */1000');
      expect(res.json().error.code).toBe('range_not_satisfiable');
    },
  );

  it.each(['bytes=9-5', 'bytes=0-1,5-6', 'items=0-5'])(
    'serves the whole file for a range it does not take (%s)',
    async (range) => {
      const res = await get(url, { range });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    },
  );

  it('applies a range only while If-Range names this version of the file', async () => {
    const { etag } = (await get(url)).headers;
    const current = await get(url, { range: 'bytes=0-9', 'if-range': String(etag) });
    expect(current.statusCode).toBe(206);
    expect(current.rawPayload.equals(bytes.subarray(0, 10))).toBe(true);
    for (const range of ['bytes=0-9', 'bytes=5000-']) {
      const stale = await get(url, { range, 'if-range': '"another-version"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('answers 304 with no body when the browser holds this version', async () => {
    const { etag } = (await get(url)).headers;
    const res = await get(url, { 'if-none-match': String(etag) });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
    expect(res.headers.etag).toBe(etag);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const whole = await get(url, {}, 'HEAD');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe('1000');
    expect(whole.rawPayload.length).toBe(0);
    const part = await get(url, { range: 'bytes=10-19' }, 'HEAD');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-length']).toBe('10');
    expect(part.headers['content-range']).toBe('bytes 10-19/1000');
  });

  it.each([
    ['webp', 'photos', 'image/webp'],
    ['webm', 'videos', 'video/webm'],
    ['mov', 'videos', 'video/quicktime'],
  ])('types a .%s file by its extension', async (extension, kind, type) => {
    const res = await get(await store(`${kind}/member-1/${name()}.${extension}`, bytes));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
  });

  it('serves a legal PDF inline, named, inside a sandbox', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const res = await get(await store(`legal/privacy/${name()}.pdf`, pdf));
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="privacy.pdf"',
      'content-security-policy': "sandbox; default-src 'none'; object-src 'none'",
    });
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses a tampered link (403) and answers 404 for a file that is gone', async () => {
    const tampered = url.replace(/signature=[^&]+/, `signature=${'A'.repeat(43)}`);
    const refused = await get(tampered);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'forbidden', message: MEDIA_MSG.linkInvalid });

    const goneKey = `photos/member-1/${name()}.webp`;
    const gone = await store(goneKey, bytes);
    await t.app.storage.remove([goneKey, `photos/member-1/${name()}.webp`]);
    const res = await get(gone);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
