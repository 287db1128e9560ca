import { describe, expect, it } from 'vitest';
import { notModified, rangeStillValid } from './http-validators';

const file = { etag: '"abc123"', lastModified: new Date('2026-11-21T12:00:00.500Z') };
const httpDate = 'Sat, 21 Nov 2026 12:00:00 GMT';

describe('rangeStillValid (If-Range)', () => {
  it('keeps the range without If-Range, or when it names this version', () => {
    expect(rangeStillValid({}, file)).toBe(true);
    expect(rangeStillValid({ 'if-range': '"abc123"' }, file)).toBe(true);
    expect(rangeStillValid({ 'if-range': httpDate }, file)).toBe(true);
  });

  it('drops the range when If-Range names another version, or cannot be read', () => {
    expect(rangeStillValid({ 'if-range': '"other"' }, file)).toBe(false);
    expect(rangeStillValid({ 'if-range': 'Sat, 21 Nov 2026 11:59:59 GMT' }, file)).toBe(false);
    expect(rangeStillValid({ 'if-range': 'yesterday' }, file)).toBe(false);
  });
});

describe('notModified (If-None-Match, If-Modified-Since)', () => {
  it('answers 304 when the browser holds this version', () => {
    expect(notModified({ 'if-none-match': '"abc123"' }, file)).toBe(true);
    expect(notModified({ 'if-none-match': '"x", W/"abc123"' }, file)).toBe(true);
    expect(notModified({ 'if-none-match': '*' }, file)).toBe(true);
    expect(notModified({ 'if-modified-since': httpDate }, file)).toBe(true);
  });

  it('sends the file otherwise', () => {
    expect(notModified({}, file)).toBe(false);
    expect(notModified({ 'if-none-match': '"other"' }, file)).toBe(false);
    expect(notModified({ 'if-modified-since': 'Sat, 21 Nov 2026 11:59:59 GMT' }, file)).toBe(false);
    // If-None-Match decides alone when both are sent.
    expect(notModified({ 'if-none-match': '"other"', 'if-modified-since': httpDate }, file)).toBe(
      false,
    );
    expect(notModified({ 'if-none-match': '"abc123"', 'cache-control': 'no-cache' }, file)).toBe(
      false,
    );
  });
});
