import { describe, expect, it } from 'vitest';
import { formatCount, formatNumber, formatPrice, longDate, monthYear, shortDate } from './format';

// Written without Intl (see format.ts); each must read exactly as Intl's en-US would.
const intlCount = new Intl.NumberFormat('en-US');
const intlUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const intlLong = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const intlShort = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

const NUMBERS = [0, 1, 7, 12, 999, 1000, 1001, 12_345, 100_000, 999_999, 1_000_000, 123_456_789];
const PRICES = [0.01, 0.5, 1, 9.99, 19.9, 100, 999.99, 1000, 1234.5, 45_678.91, 999_999.99, -12.5];

describe('formatCount and formatPrice', () => {
  it.each(NUMBERS)('%d is grouped as Intl groups it', (n) => {
    expect(formatCount(n)).toBe(intlCount.format(n));
    if (n > 0) expect(formatCount(-n)).toBe(intlCount.format(-n));
  });

  it.each(PRICES)('$%d reads as Intl writes US dollars', (price) => {
    expect(formatPrice(price)).toBe(intlUsd.format(price));
  });

  it('rounds to the cent', () => {
    expect(formatPrice(10.005)).toBe(intlUsd.format(10.005));
    expect(formatPrice(2.499)).toBe('$2.50');
  });
});

describe('formatNumber', () => {
  it('groups the whole part and keeps the decimals it has', () => {
    expect(formatNumber(1240)).toBe('1,240');
    expect(formatNumber(1240.5)).toBe('1,240.5');
    expect(formatNumber(0.1)).toBe('0.1');
    expect(formatNumber(-11000)).toBe('-11,000');
  });
});

describe('longDate and shortDate', () => {
  const DAYS = ['2026-12-04T10:00:00.000Z', '2027-01-31T00:00:00.000Z', '2025-05-09T23:59:59.000Z'];

  it.each(DAYS)('%s reads as Intl writes it, long and medium', (iso) => {
    expect(longDate(iso)).toBe(intlLong.format(new Date(iso)));
    expect(shortDate(iso)).toBe(intlShort.format(new Date(iso)));
    expect(shortDate(new Date(iso))).toBe(shortDate(iso));
  });

  it("takes the day in UTC, whatever the reader's time zone", () => {
    // Late on the 4th in UTC is already the 5th in Tokyo. Node reads TZ as it changes.
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      expect(new Date('2026-12-04T23:30:00.000Z').getDate(), 'the zone took effect').toBe(5);
      expect(longDate('2026-12-04T23:30:00.000Z')).toBe('December 4, 2026');
      expect(shortDate('2026-12-04T23:30:00.000Z')).toBe('Dec 4, 2026');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('monthYear (issue 52)', () => {
  it('names a YYYY-MM month as Intl’s en-US does', () => {
    const intlMonth = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (const month of ['2026-01', '2026-09', '2026-12']) {
      expect(monthYear(month)).toBe(intlMonth.format(new Date(`${month}-15T12:00:00Z`)));
    }
  });
});
