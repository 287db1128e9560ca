import type dns from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_FETCH_MAX_BYTES } from '@shared/limits';
import { startPictureHost } from '../../test/picture-host';
import { watchDecodes } from '../../test/sharp-decodes';
import { fetchPicture, PICTURE_FETCH_MSG, type PictureFetchOptions } from './fetch-picture';
import { isPublicAddress, publicOnlyLookup } from './public-address';
import { renderPicture, PICTURE_ENCODE_MSG } from './renditions';

// Issue 32: the server fetches a product's picture once, and only as the rules allow.

let host: Awaited<ReturnType<typeof startPictureHost>>;
beforeAll(async () => {
  host = await startPictureHost();
});
afterAll(() => host.close());

const AMAZON = 'https://m.media-amazon.com';

const options = (over: Partial<PictureFetchOptions> = {}): PictureFetchOptions => ({
  timeoutMs: 2_000,
  maxBytes: PICTURE_FETCH_MAX_BYTES,
  maxRedirects: 3,
  userAgent: 'test',
  lookup: publicOnlyLookup(),
  standInOrigin: host.origin,
  ...over,
});

describe('fetchPicture', () => {
  it('fetches a picture on an Amazon image host', async () => {
    const result = await fetchPicture(`${AMAZON}/images/I/photo.jpg`, options());
    expect(result).toMatchObject({ ok: true, contentType: 'image/jpeg' });
    expect(result.ok && result.body.equals(host.photo)).toBe(true);
  });

  it('follows a redirect to another Amazon image host', async () => {
    const result = await fetchPicture(`${AMAZON}/images/I/to-sibling.jpg`, options());
    expect(result.ok).toBe(true);
  });

  it.each([
    ['another host', 'https://evil.example/images/I/photo.jpg', PICTURE_FETCH_MSG.otherHost],
    ['a look-alike host', `${AMAZON}.evil.example/x.jpg`, PICTURE_FETCH_MSG.otherHost],
    ['another port', `${AMAZON}:8443/images/I/photo.jpg`, PICTURE_FETCH_MSG.otherHost],
    ['credentials', 'https://user:pw@m.media-amazon.com/x.jpg', PICTURE_FETCH_MSG.otherHost],
    ['plain http', 'http://m.media-amazon.com/images/I/photo.jpg', PICTURE_FETCH_MSG.notHttps],
    ['a loopback literal', 'https://127.0.0.1/x.jpg', PICTURE_FETCH_MSG.otherHost],
    ['an IPv6 literal', 'https://[::1]/x.jpg', PICTURE_FETCH_MSG.otherHost],
    ['no address at all', 'not a url', PICTURE_FETCH_MSG.notHttps],
  ])('refuses %s before sending anything', async (_, url, message) => {
    const before = host.requests();
    expect(await fetchPicture(url, options())).toEqual({ ok: false, message });
    expect(host.requests()).toBe(before);
  });

  it.each([
    ['to another host', 'to-elsewhere.jpg', PICTURE_FETCH_MSG.redirectedElsewhere],
    ['to another port', 'to-other-port.jpg', PICTURE_FETCH_MSG.redirectedElsewhere],
    ['without end', 'loop.jpg', PICTURE_FETCH_MSG.tooManyRedirects],
  ])('refuses a redirect %s', async (_, file, message) => {
    expect(await fetchPicture(`${AMAZON}/images/I/${file}`, options())).toEqual({
      ok: false,
      message,
    });
  });

  it.each([
    ['a page', 'page.html', PICTURE_FETCH_MSG.notImage],
    ['a missing file', 'missing.jpg', PICTURE_FETCH_MSG.status(404)],
    ['a body over 10 MB', 'huge.jpg', PICTURE_FETCH_MSG.tooLarge(PICTURE_FETCH_MAX_BYTES)],
    ['a host that never answers', 'silent.jpg', PICTURE_FETCH_MSG.timeout(2_000)],
  ])('refuses %s with a clear message', async (_, file, message) => {
    expect(await fetchPicture(`${AMAZON}/images/I/${file}`, options())).toEqual({
      ok: false,
      message,
    });
  });
});

describe('the address check at connect time', () => {
  /** A resolver answering `addresses` for every name, as a poisoned or internal DNS would. */
  const resolvingTo =
    (...addresses: string[]) =>
    async (): Promise<dns.LookupAddress[]> =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it.each([
    ['loopback', ['127.0.0.1']],
    ['loopback elsewhere in 127/8', ['127.45.6.7']],
    ['a private network', ['10.1.2.3']],
    ['a home network', ['192.168.1.20']],
    ['the cloud metadata service', ['169.254.169.254']],
    ['carrier-grade NAT', ['100.64.0.1']],
    ['"this" network', ['0.0.0.0']],
    ['IPv6 loopback', ['::1']],
    ['IPv6 unspecified', ['::']],
    ['IPv4-mapped loopback', ['::ffff:127.0.0.1']],
    ['IPv4-mapped private, in hex', ['::ffff:a00:1']],
    ['NAT64 of loopback', ['64:ff9b::7f00:1']],
    ['6to4 of a private network', ['2002:a00:1::1']],
    ['unique local IPv6', ['fd12:3456::1']],
    ['link-local IPv6', ['fe80::1']],
    ['a public address beside a private one', ['93.184.216.34', '10.0.0.1']],
  ])('refuses a host name that resolves to %s', async (_, addresses) => {
    const result = await fetchPicture(
      `${AMAZON}/images/I/photo.jpg`,
      options({ standInOrigin: undefined, lookup: publicOnlyLookup(resolvingTo(...addresses)) }),
    );
    expect(result).toEqual({ ok: false, message: PICTURE_FETCH_MSG.privateAddress });
  });

  it.each(['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '::ffff:93.184.216.34'])(
    'takes %s as public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('renderPicture', () => {
  it('makes WebP in the widths up to its own, without the original metadata', async () => {
    const made = await renderPicture(host.photo);
    if (!made.ok) throw new Error(made.message);
    expect(made).toMatchObject({
      width: 1600,
      height: 1200,
      hash: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(host.photo.includes('camera serial')).toBe(true);
    const webp = made.files.filter((f) => f.format === 'webp');
    expect(webp.map((f) => f.width)).toEqual([240, 480, 720, 1080]);
    for (const file of made.files) {
      expect(file.body.includes('camera serial')).toBe(false);
    }
  });

  it.each([
    ['a body that is no image', Buffer.from('not a picture'), PICTURE_ENCODE_MSG.unreadable],
  ])('refuses %s', async (_, body, message) => {
    expect(await renderPicture(body)).toEqual({ ok: false, message });
  });

  it('refuses a picture of more than 25 MP from its header, before decoding it', async () => {
    const bomb = await fetchPicture(`${AMAZON}/images/I/bomb.png`, options());
    if (!bomb.ok) throw new Error(bomb.message);
    const sharp = watchDecodes();
    try {
      expect(await renderPicture(bomb.body)).toEqual({
        ok: false,
        message: 'The picture is too large: 30.0 MP (at most 25 MP)',
      });
      expect(sharp.steps).toEqual(['header']);
    } finally {
      sharp.restore();
    }
  });

  it('decodes one picture at a time, however many are asked for at once', async () => {
    const sharp = watchDecodes();
    try {
      const made = await Promise.all([renderPicture(host.photo), renderPicture(host.photo)]);
      expect(made.map((m) => m.ok)).toEqual([true, true]);
      // Both headers read at once; then each decode ends before the next starts.
      expect(sharp.steps.slice(0, 2)).toEqual(['header', 'header']);
      expect(sharp.decodes()).toBeGreaterThan(1);
      expect(sharp.mostAtOnce()).toBe(1);
    } finally {
      sharp.restore();
    }
  });
});
