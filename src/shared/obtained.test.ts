import { describe, expect, it } from 'vitest';
import { isIncentivized, NO_OBTAINED_COUNTS, obtainedSummary, OBTAINED_MSG } from './obtained';
import { ZReviewForm, ZReviewWrite } from './schemas/reviews';

describe('isIncentivized (issue 52)', () => {
  it.each([
    ['bought', null, false],
    ['issued', null, false],
    ['borrowed', null, false],
    [null, null, false],
    ['free', null, true],
    ['discounted', null, true],
    ['bought', 'affiliate', true],
    [null, 'employee', true],
  ] as const)('%s with connection %s: %s', (obtained, connection, expected) => {
    expect(isIncentivized(obtained, connection)).toBe(expected);
  });
});

describe('obtainedSummary', () => {
  it('names the non-zero ways in the form’s order, then the connected', () => {
    expect(
      obtainedSummary({ ...NO_OBTAINED_COUNTS, unstated: 3, free: 1, bought: 8, connected: 2 }),
    ).toBe('8 bought · 1 free · 3 not stated · 2 connected to the maker');
  });
});

describe('the review form and request ask how the gear was got', () => {
  it('refuses a form with no way chosen, with the message', () => {
    const result = ZReviewForm.shape.obtained.safeParse(null);
    expect(result.error?.issues[0]?.message).toBe(OBTAINED_MSG.obtained);
  });

  it('takes a way, and no connection by default', () => {
    expect(ZReviewWrite.shape.obtained.parse('issued')).toBe('issued');
    expect(ZReviewWrite.shape.connection.parse(undefined)).toBeNull();
    expect(ZReviewWrite.shape.connection.safeParse('friend').error?.issues[0]?.message).toBe(
      OBTAINED_MSG.connection,
    );
  });
});
