import { Parser } from 'htmlparser2';
import { amazonTld } from '@shared/amazon-url';
import {
  AMAZON_FETCH_MAX_BYTES,
  AMAZON_FETCH_MAX_REDIRECTS,
  AMAZON_FETCH_TIMEOUT_MS,
} from '@shared/limits';
import type { TAmazonDetails } from '@shared/schemas/submissions';
import { detailsFromMeta, type PageMeta } from './amazon-page-meta';
import { DetailRows, specsFromDetails } from './amazon-page-specs';

export interface AmazonFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  userAgent: string;
  /**
   * Where a request for an Amazon URL is sent. Production sends it to the URL itself; tests
   * send it to a local page server. Every URL is checked before this is asked.
   */
  route: (url: URL) => URL;
}

/** `standIn`: tests' local origin that answers for Amazon (AMAZON_PAGE_ORIGIN). */
export const defaultAmazonFetchOptions = (
  publicUrl: string,
  standIn?: string,
): AmazonFetchOptions => ({
  timeoutMs: AMAZON_FETCH_TIMEOUT_MS,
  maxBytes: AMAZON_FETCH_MAX_BYTES,
  maxRedirects: AMAZON_FETCH_MAX_REDIRECTS,
  userAgent: `Mozilla/5.0 (compatible; BattleReadyBot/1.0; +${publicUrl})`,
  route: standIn ? (url) => new URL(`${url.pathname}${url.search}`, standIn) : (url) => url,
});

export type AmazonFetchFailure =
  | 'not-amazon'
  | 'too-many-redirects'
  | 'status'
  | 'not-html'
  | 'timeout'
  | 'network'
  | 'nothing-found';

export type AmazonFetchResult =
  | { ok: true; details: TAmazonDetails; bytesRead: number }
  | { ok: false; reason: AmazonFetchFailure; detail?: string };

/**
 * Only https pages on the storefronts SPEC §5 lists, on port 443, are ever requested, redirects
 * included: the same host on another port is another server. The URL parser drops an explicit
 * `:443` from an https URL, so only another port leaves `port` set.
 */
const isAmazonPage = (url: URL) =>
  url.protocol === 'https:' && url.port === '' && amazonTld(url.hostname) !== null;

class Failure extends Error {
  constructor(
    readonly reason: AmazonFetchFailure,
    detail?: string,
  ) {
    super(detail ?? reason);
  }
}

async function follow(start: URL, options: AmazonFetchOptions, signal: AbortSignal) {
  let url = start;
  for (let hop = 0; hop <= options.maxRedirects; hop += 1) {
    if (!isAmazonPage(url)) throw new Failure('not-amazon', url.host);
    const response = await fetch(options.route(url), {
      redirect: 'manual',
      signal,
      headers: {
        accept: 'text/html,application/xhtml+xml',
        'accept-language': 'en-US,en;q=0.8',
        'user-agent': options.userAgent,
      },
    });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      url = new URL(location, url);
      continue;
    }
    return { response, url };
  }
  throw new Failure('too-many-redirects');
}

function charsetOf(contentType: string): string {
  const declared = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    new TextDecoder(declared);
    return declared;
  } catch {
    return 'utf-8';
  }
}

/**
 * Reads the page as it streams in, stopping at its end, at maxBytes, or at the deadline,
 * whichever comes first: the meta tags of its <head>, then the product details rows of its
 * body (issue 48). The deadline passed once the head is read keeps what was read.
 */
async function readPage(response: Response, maxBytes: number, signal: AbortSignal) {
  const meta: PageMeta = { properties: {}, links: {}, title: '' };
  const rows = new DetailRows();
  let inTitle = false;
  let inBody = false;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (inBody) return rows.open(name);
        if (name === 'body') inBody = true;
        else if (name === 'title') inTitle = true;
        else if (name === 'meta' && attrs.content !== undefined) {
          const key = (attrs.property ?? attrs.name ?? '').toLowerCase();
          if (key && meta.properties[key] === undefined) meta.properties[key] = attrs.content;
        } else if (name === 'link' && attrs.href) {
          const rel = (attrs.rel ?? '').toLowerCase();
          if (rel && meta.links[rel] === undefined) meta.links[rel] = attrs.href;
        }
      },
      ontext(text) {
        if (inBody) rows.text(text);
        else if (inTitle) meta.title += text;
      },
      onclosetag(name) {
        if (inBody) return rows.close(name);
        if (name === 'title') inTitle = false;
        if (name === 'head') inBody = true;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  const decoder = new TextDecoder(charsetOf(response.headers.get('content-type') ?? ''));
  const reader = response.body!.getReader();
  let bytesRead = 0;
  try {
    while (bytesRead < maxBytes) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      const chunk = value.subarray(0, maxBytes - bytesRead);
      bytesRead += chunk.byteLength;
      parser.write(decoder.decode(chunk, { stream: true }));
    }
  } catch (err) {
    // A page slow past its head still gave its name; a head cut off gave nothing sure.
    if (!(signal.aborted && inBody)) throw err;
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  parser.end();
  return { meta, specs: specsFromDetails(rows.found), bytesRead };
}

/**
 * The FAQ's auto-fill: title, image and description from an Amazon product page's Open Graph
 * and meta tags, and the maker's figures from its product details (issue 48). Never throws: a page that cannot be read is a reason, and the member types.
 */
export async function fetchAmazonDetails(
  canonicalUrl: string,
  options: AmazonFetchOptions,
): Promise<AmazonFetchResult> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const { response, url } = await follow(new URL(canonicalUrl), options, signal);
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new Failure('status', String(response.status));
    }
    if (!/text\/html|application\/xhtml/i.test(response.headers.get('content-type') ?? '')) {
      await response.body.cancel();
      throw new Failure('not-html');
    }
    const { meta, specs, bytesRead } = await readPage(response, options.maxBytes, signal);
    const details = detailsFromMeta(meta, url, specs);
    if (!details) throw new Failure('nothing-found');
    return { ok: true, details, bytesRead };
  } catch (err) {
    if (err instanceof Failure) return { ok: false, reason: err.reason, detail: err.message };
    if (signal.aborted) return { ok: false, reason: 'timeout' };
    return { ok: false, reason: 'network', detail: err instanceof Error ? err.message : '' };
  }
}
