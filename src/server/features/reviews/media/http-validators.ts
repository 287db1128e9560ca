/** What a stored file says of its version: see media-storage.ts `StoredFile`. */
interface Validators {
  etag: string;
  lastModified: Date;
}

type RequestHeaders = Record<string, string | string[] | undefined>;

const header = (headers: RequestHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};
const seconds = (ms: number) => Math.floor(ms / 1000);
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * If-Range (RFC 9110 §13.1.5): a player resuming a partial download may have the range only if
 * the file is still the version it holds the rest of; otherwise it gets the whole file. Our
 * files never change under a key, so in practice this only guards against a confused client.
 */
export function rangeStillValid(headers: RequestHeaders, file: Validators): boolean {
  const ifRange = header(headers, 'if-range')?.trim();
  if (!ifRange) return true;
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) return ifRange === file.etag;
  const date = Date.parse(ifRange);
  return Number.isFinite(date) && seconds(date) === seconds(file.lastModified.getTime());
}

/**
 * If-None-Match, else If-Modified-Since (RFC 9110 §13.1.2–3): the browser's copy is current,
 * answer 304. A request saying `Cache-Control: no-cache` wants the bytes whatever it holds.
 */
export function notModified(headers: RequestHeaders, file: Validators): boolean {
  if (/(?:^|,)\s*no-cache\s*(?:,|$)/i.test(header(headers, 'cache-control') ?? '')) return false;
  const ifNoneMatch = header(headers, 'if-none-match');
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true;
    return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(file.etag));
  }
  const ifModifiedSince = Date.parse(header(headers, 'if-modified-since') ?? '');
  return (
    Number.isFinite(ifModifiedSince) &&
    seconds(file.lastModified.getTime()) <= seconds(ifModifiedSince)
  );
}
