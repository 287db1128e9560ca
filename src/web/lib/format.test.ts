import { describe, expect, it } from 'vitest';
import { longDate } from './format';

describe('longDate', () => {
  it('writes the day in words, as the legal pages show it', () => {
    expect(longDate('2026-12-04T10:00:00.000Z')).toBe('December 4, 2026');
    expect(longDate('2027-01-31T00:00:00.000Z')).toBe('January 31, 2027');
  });

  it("takes the day in UTC, whatever the reader's time zone", () => {
    // Late on the 4th in UTC is already the 5th in Tokyo. Node reads TZ as it changes.
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      expect(new Date('2026-12-04T23:30:00.000Z').getDate(), 'the zone took effect').toBe(5);
      expect(longDate('2026-12-04T23:30:00.000Z')).toBe('December 4, 2026');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
