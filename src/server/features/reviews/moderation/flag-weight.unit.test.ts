import { describe, expect, it } from 'vitest';
import { accuracyBonus, flagWeight, type FlaggerRecord } from './flag-weight';

const member = (agreed = 0, disagreed = 0, over: Partial<FlaggerRecord> = {}): FlaggerRecord => ({
  verified: false,
  admin: false,
  agreed,
  disagreed,
  accountAgeDays: 0,
  approvedReviews: 0,
  ...over,
});

describe('a flag’s weight (issues 29 and 44)', () => {
  it('is 0.5 for a new member with no reviews and no decided flags', () => {
    expect(flagWeight(member())).toBe(0.5);
  });

  it.each([
    [29, 0.5],
    [30, 0.75],
    [179, 0.75],
    [180, 1],
    [3650, 1],
  ])('grows with the account’s age: %i days weigh %d', (days, weight) => {
    expect(flagWeight(member(0, 0, { accountAgeDays: days }))).toBe(weight);
  });

  it.each([
    [0, 0.5],
    [1, 0.75],
    [2, 0.75],
    [3, 1],
  ])('grows with the flagger’s own approved reviews: %i weigh %d', (reviews, weight) => {
    expect(flagWeight(member(0, 0, { approvedReviews: reviews }))).toBe(weight);
  });

  it.each([
    [5, 0],
    [4, 1],
    [0, 5],
  ])('gives no accuracy bonus at five decided flags (%i agreed, %i dismissed)', (a, d) => {
    expect(accuracyBonus(a, d)).toBe(0);
    expect(flagWeight(member(a, d))).toBe(0.5);
  });

  it('adds (0.9 − 0.7) / 0.3 × log₄ 20 = 1.44 at 20 decided flags, 90 % agreed', () => {
    // log₄ 20 = ln 20 / ln 4 = 2.16096; × 0.66667 = 1.44064
    expect(accuracyBonus(18, 2)).toBeCloseTo(1.44064, 5);
    expect(flagWeight(member(18, 2))).toBe(1.94);
  });

  it('takes (0.7 − 0.5) / 0.7 × log₄ 20 = 0.62 at 20 decided flags, 50 % agreed', () => {
    // 0.28571 × 2.16096 = 0.61742: below the new member's 0.5, so nothing
    expect(accuracyBonus(10, 10)).toBeCloseTo(-0.61742, 5);
    expect(flagWeight(member(10, 10))).toBe(0);
    expect(flagWeight(member(10, 10, { accountAgeDays: 200, approvedReviews: 3 }))).toBe(0.88);
  });

  it('starts counting at six decided flags, and is zero exactly on the axis', () => {
    // 6 decided, all agreed: 1 × log₄ 6 = 1.29248
    expect(flagWeight(member(6, 0))).toBe(1.79);
    // 7 of 10 agreed is the axis: no bonus either way
    expect(accuracyBonus(7, 3)).toBe(0);
  });

  it('never falls below 0', () => {
    // 0 of 64 agreed: −1 × log₄ 64 = −3
    expect(flagWeight(member(0, 64))).toBe(0);
  });

  it('adds 1 for a verified flagger and 4 for an admin, on top of the record', () => {
    expect(flagWeight({ ...member(), verified: true })).toBe(1.5);
    expect(flagWeight({ ...member(), admin: true })).toBe(4.5);
    expect(flagWeight({ ...member(18, 2), verified: true, admin: true })).toBe(6.94);
    expect(flagWeight({ ...member(5, 0), admin: true })).toBe(4.5);
  });

  it('weighs a long-standing, reviewing, verified member with a good record 3.94', () => {
    const seasoned = member(18, 2, { accountAgeDays: 400, approvedReviews: 12, verified: true });
    expect(flagWeight(seasoned)).toBe(3.94);
  });
});
