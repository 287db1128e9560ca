import { describe, expect, it } from 'vitest';
import { bandPath, monthTicks, stepPath, xOf, yOf } from './durability-geometry';

// Nine owners: failures at months 4, 10 and 18, the longest ownership 30 months (the estimate
// of the dev seed's rucksack, its interval rounded for the hand-computed paths).
const curve = [
  { month: 0, survival: 1, lower: 1, upper: 1 },
  { month: 4, survival: 0.8889, lower: 0.433, upper: 0.9836 },
  { month: 10, survival: 0.7619, lower: 0.3322, upper: 0.9351 },
  { month: 18, survival: 0.5714, lower: 0.1507, upper: 0.8475 },
  { month: 30, survival: 0.5714, lower: 0.1507, upper: 0.8475 },
];

describe('monthTicks', () => {
  it.each([
    [1, [0, 1]],
    [5, [0, 1, 2, 3, 4, 5]],
    [6, [0, 1, 2, 3, 4, 5, 6]],
    [7, [0, 2, 4, 6, 8]],
    [15, [0, 3, 6, 9, 12, 15]],
    [30, [0, 6, 12, 18, 24, 30]],
    [31, [0, 6, 12, 18, 24, 30, 36]],
    [37, [0, 12, 24, 36, 48]],
    [600, [0, 120, 240, 360, 480, 600]],
    [1000, [0, 167, 334, 501, 668, 835, 1002]],
  ])('%i months: %j', (last, ticks) => {
    expect(monthTicks(last)).toEqual(ticks);
  });

  it('draws one month when no owner has had it a month yet', () => {
    expect(monthTicks(0)).toEqual([0, 1]);
  });
});

describe('scales', () => {
  it('runs months left to right over the axis, shares top (100 %) to bottom (0)', () => {
    expect(xOf(0, 30)).toBe(0);
    expect(xOf(10, 30)).toBe(33.33);
    expect(xOf(30, 30)).toBe(100);
    expect(yOf(1)).toBe(0);
    expect(yOf(0.8889)).toBe(11.11);
    expect(yOf(0)).toBe(100);
  });
});

describe('stepPath', () => {
  it('holds each share until the next step, then drops to it, and stops at the last step', () => {
    expect(stepPath(curve, 30)).toBe(
      'M0 0' + 'H13.33V11.11' + 'H33.33V23.81' + 'H60V42.86' + 'H100V42.86',
    );
  });

  it('stops short of the axis end when the axis runs past the longest ownership', () => {
    expect(stepPath(curve.slice(0, 4), 30)).toBe('M0 0H13.33V11.11H33.33V23.81H60V42.86');
  });

  it('is empty for an empty curve', () => {
    expect(stepPath([], 30)).toBe('');
  });
});

describe('bandPath', () => {
  it('runs out along the upper bound and back along the lower, each level held to the next step', () => {
    expect(bandPath(curve, 30)).toBe(
      'M0 0' +
        'H13.33V1.64' +
        'H33.33V6.49' +
        'H60V15.25' +
        'H100V15.25' +
        // Down to the lower bound at the curve's end, then back.
        'V84.93' +
        'V84.93H60' +
        'V66.78H33.33' +
        'V56.7H13.33' +
        'V0H0' +
        'Z',
    );
  });

  it('is empty for an empty curve', () => {
    expect(bandPath([], 30)).toBe('');
  });
});
