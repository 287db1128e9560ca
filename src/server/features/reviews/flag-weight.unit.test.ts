import { describe, expect, it } from 'vitest';
import { accuracyBonus, flagWeight, totalWeight, type FlaggerRecord } from './flag-weight';

const member = (agreed = 0, disagreed = 0): FlaggerRecord => ({
  verified: false,
  admin: false,
  agreed,
  disagreed,
});

describe('a flag’s weight (issue 29)', () => {
  it('is 1 for a member with no decided flags', () => {
    expect(flagWeight(member())).toBe(1);
  });

  it.each([
    [5, 0],
    [4, 1],
    [0, 5],
  ])('gives no accuracy bonus at five decided flags (%i agreed, %i dismissed)', (a, d) => {
    expect(accuracyBonus(a, d)).toBe(0);
    expect(flagWeight(member(a, d))).toBe(1);
  });

  it('adds (0.9 − 0.7) / 0.3 × log₄ 20 = 1.44 at 20 decided flags, 90 % agreed', () => {
    // log₄ 20 = ln 20 / ln 4 = 2.16096; × 0.66667 = 1.44064
    expect(accuracyBonus(18, 2)).toBeCloseTo(1.44064, 5);
    expect(flagWeight(member(18, 2))).toBe(2.44);
  });

  it('takes (0.7 − 0.5) / 0.7 × log₄ 20 = 0.62 at 20 decided flags, 50 % agreed', () => {
    // 0.28571 × 2.16096 = 0.61742
    expect(accuracyBonus(10, 10)).toBeCloseTo(-0.61742, 5);
    expect(flagWeight(member(10, 10))).toBe(0.38);
  });

  it('starts counting at six decided flags, and is zero exactly on the axis', () => {
    // 6 decided, all agreed: 1 × log₄ 6 = 1.29248
    expect(flagWeight(member(6, 0))).toBe(2.29);
    // 7 of 10 agreed is the axis: no bonus either way
    expect(accuracyBonus(7, 3)).toBe(0);
  });

  it('never falls below 0', () => {
    // 0 of 64 agreed: −1 × log₄ 64 = −3
    expect(flagWeight(member(0, 64))).toBe(0);
  });

  it('adds 1 for a verified flagger and 3 for an admin, on top of the record', () => {
    expect(flagWeight({ ...member(), verified: true })).toBe(2);
    expect(flagWeight({ ...member(), admin: true })).toBe(4);
    expect(flagWeight({ ...member(18, 2), verified: true, admin: true })).toBe(6.44);
    expect(flagWeight({ ...member(10, 10), verified: true })).toBe(1.38);
    expect(flagWeight({ ...member(5, 0), admin: true })).toBe(4);
  });

  it('sums several flags to two decimals', () => {
    expect(totalWeight([member(18, 2), member(10, 10), member()])).toBe(3.82);
    expect(totalWeight([])).toBe(0);
  });
});
