import { describe, expect, it } from 'vitest';
import { lowDataCookie, lowDataOf } from './low-data';

describe('lowDataOf', () => {
  it('follows the data saver when the reader has not chosen', () => {
    expect(lowDataOf(undefined, true)).toBe(true);
    expect(lowDataOf('theme=dark', false)).toBe(false);
  });

  it("puts the reader's choice before the data saver, either way", () => {
    expect(lowDataOf('br.low-data=1', false)).toBe(true);
    expect(lowDataOf('a=b; br.low-data=0; c=d', true)).toBe(false);
  });

  it('reads only its own cookie, whole', () => {
    expect(lowDataOf('xbr.low-data=1', false)).toBe(false);
    expect(lowDataOf('br.low-data=10', false)).toBe(false);
    expect(lowDataOf('br.low-data=yes', true)).toBe(true);
  });
});

describe('lowDataCookie', () => {
  it('keeps the choice for the whole site for a year, Secure on https', () => {
    expect(lowDataCookie(true, false)).toBe(
      'br.low-data=1; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(lowDataCookie(false, true)).toBe(
      'br.low-data=0; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
  });

  it('is read back as the choice it keeps', () => {
    const pair = (on: boolean) => lowDataCookie(on, false).split(';')[0];
    expect(lowDataOf(pair(true), false)).toBe(true);
    expect(lowDataOf(pair(false), true)).toBe(false);
  });
});
