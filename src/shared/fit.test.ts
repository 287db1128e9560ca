import { describe, expect, it } from 'vitest';
import { fitSummary } from './fit';

describe('fitSummary (issue 48)', () => {
  it('names the verdict most owners give, with its count of all', () => {
    expect(fitSummary({ small: 2, true: 14, large: 3 })).toBe(
      'Most owners: true to size · 14 of 19',
    );
    expect(fitSummary({ small: 1, true: 0, large: 0 })).toBe('Most owners: runs small · 1 of 1');
    expect(fitSummary({ small: 0, true: 2, large: 5 })).toBe('Most owners: runs large · 5 of 7');
  });

  it('says owners are split when two verdicts lead alike, and when none is given yet', () => {
    expect(fitSummary({ small: 4, true: 1, large: 4 })).toBe('Owners are split · 9 verdicts');
    expect(fitSummary({ small: 0, true: 0, large: 0 })).toBe('No fit verdicts yet');
  });
});
