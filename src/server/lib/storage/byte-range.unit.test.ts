import { describe, expect, it } from 'vitest';
import {
  contentRangeOf,
  parseContentRange,
  parseRangeHeader,
  rangeHeaderOf,
  resolveRange,
} from './byte-range';

describe('parseRangeHeader', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100 }],
    ['bytes=-500', { suffix: 500 }],
    ['bytes=-0', { suffix: 0 }],
    ['bytes=7-7', { start: 7, end: 7 }],
    ['Bytes = 5 - 9', { start: 5, end: 9 }],
  ])('reads %s', (header, expected) => {
    expect(parseRangeHeader(header)).toEqual(expected);
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['another unit', 'items=0-5'],
    ['no positions', 'bytes=-'],
    ['last before first', 'bytes=9-5'],
    ['several ranges', 'bytes=0-1,5-6'],
    ['not numbers', 'bytes=a-b'],
    ['a negative first position', 'bytes=--5'],
    ['positions too large to be exact', 'bytes=0-9999999999999999'],
  ])('ignores %s, so the whole file is served', (_label, header) => {
    expect(parseRangeHeader(header)).toBeNull();
  });
});

describe('resolveRange', () => {
  it.each([
    [{ start: 0, end: 99 }, 1000, { start: 0, end: 99 }],
    [{ start: 990 }, 1000, { start: 990, end: 999 }],
    [{ start: 995, end: 5000 }, 1000, { start: 995, end: 999 }],
    [{ start: 999, end: 999 }, 1000, { start: 999, end: 999 }],
    [{ suffix: 5 }, 1000, { start: 995, end: 999 }],
    [{ suffix: 5000 }, 1000, { start: 0, end: 999 }],
  ])('%j of %i bytes is %j', (range, size, span) => {
    expect(resolveRange(range, size)).toEqual(span);
  });

  it.each([
    [{ start: 1000 }, 1000],
    [{ start: 2000, end: 3000 }, 1000],
    [{ suffix: 0 }, 1000],
    [{ start: 0 }, 0],
    [{ suffix: 10 }, 0],
  ])('%j of %i bytes is unsatisfiable', (range, size) => {
    expect(resolveRange(range, size)).toBeNull();
  });
});

describe('range headers', () => {
  it('writes a request back as a Range header', () => {
    expect(rangeHeaderOf({ start: 3, end: 9 })).toBe('bytes=3-9');
    expect(rangeHeaderOf({ start: 3 })).toBe('bytes=3-');
    expect(rangeHeaderOf({ suffix: 4 })).toBe('bytes=-4');
  });

  it('writes Content-Range for a 206 and a 416', () => {
    expect(contentRangeOf({ start: 10, end: 19 }, 1000)).toBe('bytes 10-19/1000');
    expect(contentRangeOf(null, 1000)).toBe('bytes */1000');
  });

  it('reads the Content-Range object storage answers with, refusing nonsense', () => {
    expect(parseContentRange('bytes 10-19/1000')).toEqual({ start: 10, end: 19, size: 1000 });
    expect(parseContentRange(undefined)).toBeNull();
    expect(parseContentRange('bytes */1000')).toBeNull();
    expect(parseContentRange('bytes 19-10/1000')).toBeNull();
    expect(parseContentRange('bytes 0-1000/1000')).toBeNull();
  });
});
