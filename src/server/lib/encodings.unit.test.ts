import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeBody, preferredEncoding } from './encodings';

describe('preferredEncoding', () => {
  it("takes brotli from a browser's header, then gzip, then nothing", () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('deflate, zstd')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
  });

  it('never sends a coding the reader refused with q=0, even through *', () => {
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('BR; q=0 , GZIP;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
    expect(preferredEncoding('*;q=0, identity')).toBeNull();
    expect(preferredEncoding('gzip;q=0, br;q=0')).toBeNull();
  });
});

describe('encodeBody', () => {
  it('gives brotli and gzip forms that decode to the body', async () => {
    const body = JSON.stringify({ items: Array.from({ length: 50 }, (_, i) => ({ i, név: 'é' })) });
    const { br, gzip } = await encodeBody(body);
    expect(zlib.brotliDecompressSync(br).toString()).toBe(body);
    expect(zlib.gunzipSync(gzip).toString()).toBe(body);
    expect(br.length).toBeLessThan(body.length / 4);
  });
});
