import http from 'node:http';
import https from 'node:https';
import type net from 'node:net';
import { PRODUCT_IMAGE_HOSTS } from '@shared/product-images';
import { PrivateAddressError } from './public-address';

export interface PictureFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  userAgent: string;
  /** Resolves the host at connect time; publicOnlyLookup refuses private addresses. */
  lookup: net.LookupFunction;
  /**
   * Tests only (PICTURE_ORIGIN): where a checked URL is sent instead, path kept, as
   * AMAZON_PAGE_ORIGIN does for pages. Every URL, redirects included, is still checked first.
   */
  standInOrigin?: string;
}

/** Why a picture was not fetched, as the admin reads it beside the product. */
export const PICTURE_FETCH_MSG = {
  notHttps: 'The picture address must start with https://',
  otherHost: `Pictures are fetched only from ${PRODUCT_IMAGE_HOSTS.join(', ')}`,
  redirectedElsewhere: 'The picture address redirects to a host pictures are not fetched from',
  tooManyRedirects: 'The picture address redirects too many times',
  privateAddress: "The picture's host resolves to a private or local address",
  status: (status: number) => `The picture's host answered ${status}`,
  notImage: 'The address did not answer with a picture',
  tooLarge: (maxBytes: number) => `The picture is larger than ${maxBytes / (1024 * 1024)} MB`,
  timeout: (ms: number) => `The picture's host did not answer within ${ms / 1000} seconds`,
  network: "The picture's host could not be reached",
} as const;

export type PictureFetchResult =
  { ok: true; body: Buffer; contentType: string } | { ok: false; message: string };

class Refusal extends Error {}

const ALLOWED: ReadonlySet<string> = new Set(PRODUCT_IMAGE_HOSTS);

/** https on port 443 (another port is another server) of one of Amazon's image hosts. */
function check(url: URL, redirected: boolean) {
  if (url.protocol !== 'https:') throw new Refusal(PICTURE_FETCH_MSG.notHttps);
  if (url.port !== '' || url.username || url.password || !ALLOWED.has(url.hostname)) {
    throw new Refusal(
      redirected ? PICTURE_FETCH_MSG.redirectedElsewhere : PICTURE_FETCH_MSG.otherHost,
    );
  }
}

function get(url: URL, options: PictureFetchOptions, signal: AbortSignal) {
  const target = options.standInOrigin
    ? new URL(`${url.pathname}${url.search}`, options.standInOrigin)
    : url;
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = client.get(target, {
      signal,
      // The stand-in is a local test server: the address check is for the real hosts.
      ...(options.standInOrigin ? {} : { lookup: options.lookup }),
      headers: { accept: 'image/avif,image/webp,image/*', 'user-agent': options.userAgent },
    });
    request.once('response', resolve);
    request.once('error', reject);
  });
}

async function readAll(response: http.IncomingMessage, maxBytes: number) {
  const declared = Number(response.headers['content-length'] ?? 0);
  if (declared > maxBytes) throw new Refusal(PICTURE_FETCH_MSG.tooLarge(maxBytes));
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new Refusal(PICTURE_FETCH_MSG.tooLarge(maxBytes));
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The bytes of a product's picture, fetched once by the server so that visitors' browsers
 * never contact the picture's host. Only https on Amazon's image hosts, every redirect checked
 * the same way, every address the name resolves to public, a deadline over the whole fetch and
 * a cap on the bytes read. Never throws: a picture that cannot be had is a message.
 */
export async function fetchPicture(
  address: string,
  options: PictureFetchOptions,
): Promise<PictureFetchResult> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new Refusal(PICTURE_FETCH_MSG.notHttps);
    }
    for (let hop = 0; ; hop += 1) {
      check(url, hop > 0);
      const response = await get(url, options, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.resume();
        if (hop >= options.maxRedirects) throw new Refusal(PICTURE_FETCH_MSG.tooManyRedirects);
        url = new URL(location, url);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new Refusal(PICTURE_FETCH_MSG.status(status));
      }
      const contentType = String(response.headers['content-type'] ?? '');
      if (!/^image\//i.test(contentType)) {
        response.resume();
        throw new Refusal(PICTURE_FETCH_MSG.notImage);
      }
      return { ok: true, body: await readAll(response, options.maxBytes), contentType };
    }
  } catch (err) {
    if (err instanceof Refusal) return { ok: false, message: err.message };
    if (err instanceof PrivateAddressError) {
      return { ok: false, message: PICTURE_FETCH_MSG.privateAddress };
    }
    if (signal.aborted) return { ok: false, message: PICTURE_FETCH_MSG.timeout(options.timeoutMs) };
    return { ok: false, message: PICTURE_FETCH_MSG.network };
  }
}
