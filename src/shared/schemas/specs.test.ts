import { describe, expect, it } from 'vitest';
import { ZClaimedSpecs, ZSizedKind } from './specs';

const issue = (input: unknown) => ZClaimedSpecs.safeParse(input).error?.issues[0];

describe('ZClaimedSpecs', () => {
  it('takes values in base units, null to clear one, and leaves out the rest', () => {
    expect(ZClaimedSpecs.parse({ weight: 1240, volume: null })).toEqual({
      weight: 1240,
      volume: null,
    });
    expect(ZClaimedSpecs.parse({})).toEqual({});
  });

  it.each([
    [{ weight: -3 }, 'weight', 'Weight must be between 1 and 200,000 g'],
    [{ weight: 900_000 }, 'weight', 'Weight must be between 1 and 200,000 g'],
    [{ volume: 'lots' }, 'volume', 'Volume must be between 0.1 and 500 L'],
    [
      { waterResistance: 20_000 },
      'waterResistance',
      'Water resistance must be between 0.1 and 11,000 m',
    ],
  ])('refuses %j naming the field', (input, field, message) => {
    expect(issue(input)).toMatchObject({ path: [field], message });
  });
});

describe('ZSizedKind', () => {
  it('knows the kinds of sized gear only', () => {
    expect(ZSizedKind.parse('footwear')).toBe('footwear');
    expect(ZSizedKind.safeParse('hat').error?.issues[0]?.message).toBe(
      'Unknown kind of sized gear',
    );
  });
});
