import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();

describe('when a notification came', () => {
  it('reads as recent time up to a week, then as the date', () => {
    expect(timeAgo(before(20_000), NOW)).toBe('just now');
    expect(timeAgo(before(5 * 60_000), NOW)).toBe('5 minutes ago');
    expect(timeAgo(before(60 * 60_000), NOW)).toBe('1 hour ago');
    expect(timeAgo(before(30 * 3_600_000), NOW)).toBe('yesterday');
    expect(timeAgo(before(3 * 86_400_000), NOW)).toBe('3 days ago');
    expect(timeAgo('2026-02-01T12:00:00Z', NOW)).toBe('Feb 1, 2026');
  });

  it('says just now for a time a little ahead of this clock', () => {
    expect(timeAgo(new Date(NOW + 5_000).toISOString(), NOW)).toBe('just now');
  });
});
