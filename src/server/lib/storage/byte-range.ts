/**
 * What one `Range: bytes=…` header asks for, before the file's size is known: an absolute
 * span (`first-last` or `first-`) or the last `suffix` bytes (`-suffix`).
 */
export type ByteRangeRequest = { start: number; end?: number } | { suffix: number };

/** Inclusive byte positions within a file of known size. */
export interface ByteSpan {
  start: number;
  end: number;
}

// 15 digits stay below Number.MAX_SAFE_INTEGER, so every position we accept is exact.
const SINGLE_RANGE = /^bytes[ \t]*=[ \t]*(\d{0,15})[ \t]*-[ \t]*(\d{0,15})[ \t]*$/i;

/**
 * The one range a header asks for, or null to serve the whole file. Syntax we cannot read and
 * multi-range requests (which players do not send) are ignored rather than refused, as RFC 9110
 * §14.2 allows: a full 200 answer is always correct.
 */
export function parseRangeHeader(header: string | undefined): ByteRangeRequest | null {
  const match = header ? SINGLE_RANGE.exec(header) : null;
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') return { suffix: Number(last) };
  if (last === '') return { start: Number(first) };
  const span = { start: Number(first), end: Number(last) };
  return span.end < span.start ? null : span;
}

/**
 * The bytes a request covers in a file of `size` bytes, or null when none of it exists
 * (answered 416). A last position past the end is cut to the end, as HTTP says.
 */
export function resolveRange(range: ByteRangeRequest, size: number): ByteSpan | null {
  if ('suffix' in range) {
    if (range.suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size) return null;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

/** The request as a Range header again (for object storage, which resolves it itself). */
export function rangeHeaderOf(range: ByteRangeRequest): string {
  return 'suffix' in range ? `bytes=-${range.suffix}` : `bytes=${range.start}-${range.end ?? ''}`;
}

/** `bytes first-last/size` for a 206; `bytes *\/size` for a 416. */
export function contentRangeOf(span: ByteSpan | null, size: number): string {
  return span ? `bytes ${span.start}-${span.end}/${size}` : `bytes */${size}`;
}

/** A Content-Range header as object storage answers a ranged read, or null if unreadable. */
export function parseContentRange(
  header: string | undefined,
): (ByteSpan & { size: number }) | null {
  const match = header ? /^bytes (\d{1,15})-(\d{1,15})\/(\d{1,15})$/.exec(header.trim()) : null;
  if (!match) return null;
  const [start, end, size] = match.slice(1).map(Number) as [number, number, number];
  return start <= end && end < size ? { start, end, size } : null;
}
