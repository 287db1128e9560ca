import { describe, expect, it } from 'vitest';
import { notEnoughReportsText, percentText, survivalAt, survivalHeadline } from './durability';

const curve = [
  { month: 0, survival: 1 },
  { month: 3, survival: 0.8 },
  { month: 9, survival: 0.6 },
  { month: 14, survival: 0.6 },
];

describe('survivalAt', () => {
  it('reads the step in force at a month, up to the longest ownership and no further', () => {
    expect(survivalAt(curve, 0)).toBe(1);
    expect(survivalAt(curve, 2)).toBe(1);
    expect(survivalAt(curve, 3)).toBe(0.8);
    expect(survivalAt(curve, 12)).toBe(0.6);
    expect(survivalAt(curve, 14)).toBe(0.6);
    expect(survivalAt(curve, 15)).toBeNull();
    expect(survivalAt([], 12)).toBeNull();
  });
});

describe('survivalHeadline', () => {
  it('reads the estimate at 12 months, or at the longest ownership before anyone reached 12', () => {
    expect(survivalHeadline(curve, 23)).toBe(
      'Still in service after 12 months: 60\u00a0% (23 owners)',
    );
    expect(survivalHeadline(curve.slice(0, 3), 6)).toBe(
      'Still in service after 9 months: 60\u00a0% (6 owners)',
    );
    expect(survivalHeadline([{ month: 0, survival: 1 }], 5)).toBeNull();
  });
});

describe('the words', () => {
  it('rounds a share to a whole percentage and counts owners short of five', () => {
    expect(percentText(0.857)).toBe('86\u00a0%');
    expect(notEnoughReportsText(1)).toBe('Not enough field reports yet: 1 owner so far, 5 needed');
    expect(notEnoughReportsText(3)).toBe('Not enough field reports yet: 3 owners so far, 5 needed');
  });
});
