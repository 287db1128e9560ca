import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from './catalog';
import {
  CATEGORY_SPECS,
  differenceNote,
  median,
  SPEC_FIELDS,
  SPEC_KEYS,
  specRangeMessage,
  specText,
  type SpecField,
  toBase,
  toShown,
} from './specs';

describe('units', () => {
  it('shows base units metric, rounded as each field is shown', () => {
    expect(toShown('weight', 1240.4, 'metric')).toEqual({ value: 1240, unit: 'g' });
    expect(toShown('volume', 32.46, 'metric')).toEqual({ value: 32.5, unit: 'L' });
    expect(toShown('battery', 20000, 'imperial')).toEqual({ value: 20000, unit: 'mAh' });
  });

  it('converts to imperial and back', () => {
    expect(toShown('weight', 1240, 'imperial')).toEqual({ value: 43.7, unit: 'oz' });
    expect(toShown('volume', 32, 'imperial')).toEqual({ value: 1953, unit: 'cu in' });
    expect(toShown('length', 50, 'imperial')).toEqual({ value: 19.7, unit: 'in' });
    expect(toShown('waterResistance', 100, 'imperial')).toEqual({ value: 328, unit: 'ft' });
    expect(toBase('weight', 16, 'imperial')).toBeCloseTo(453.59237, 5);
    expect(toBase('length', 12, 'imperial')).toBeCloseTo(30.48, 10);
    expect(toBase('runtime', 12, 'imperial')).toBe(12);
    expect(toBase('weight', 1240, 'metric')).toBe(1240);
  });

  it('round-trips every field through imperial within its shown precision', () => {
    for (const key of SPEC_KEYS) {
      const base = (SPEC_FIELDS[key].min + SPEC_FIELDS[key].max) / 3;
      const { value } = toShown(key, base, 'imperial');
      const field: SpecField = SPEC_FIELDS[key];
      const places = field.imperial?.places ?? 0;
      expect(toShown(key, toBase(key, value, 'imperial'), 'imperial').value).toBeCloseTo(
        value,
        places,
      );
    }
  });

  it('writes values with grouped thousands and the unit', () => {
    expect(specText('weight', 1240, 'metric')).toBe('1,240 g');
    expect(specText('weight', 1240, 'imperial')).toBe('43.7 oz');
    expect(specText('battery', 1_000_000, 'metric')).toBe('1,000,000 mAh');
  });
});

describe('specRangeMessage', () => {
  it('names the field, its range and its unit', () => {
    expect(specRangeMessage('weight')).toBe('Weight must be between 1 and 200,000 g');
    expect(specRangeMessage('volume')).toBe('Volume must be between 0.1 and 500 L');
  });
});

describe('median', () => {
  it('of none, one, two and many', () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([4, 10])).toBe(7);
    expect(median([9, 1, 5, 3, 7])).toBe(5);
    expect(median([9, 1, 5, 3])).toBe(4);
  });
});

describe('differenceNote', () => {
  it('speaks only from three measurements and past 10 %', () => {
    expect(differenceNote(1000, { median: 1200, n: 2 })).toBeNull();
    expect(differenceNote(1000, { median: 1100, n: 3 })).toBeNull();
    expect(differenceNote(1000, { median: 900, n: 3 })).toBeNull();
    expect(differenceNote(1000, { median: 1101, n: 3 })).toBe(
      'Owners measure 10\u00a0% more than claimed',
    );
    expect(differenceNote(1000, { median: 850, n: 12 })).toBe(
      'Owners measure 15\u00a0% less than claimed',
    );
  });

  it('says nothing without a claim or measurements', () => {
    expect(differenceNote(null, { median: 1, n: 9 })).toBeNull();
    expect(differenceNote(1000, null)).toBeNull();
  });
});

describe('CATEGORY_SPECS', () => {
  it('gives every category weight first, and only known fields', () => {
    for (const category of CATEGORY_IDS) {
      expect(CATEGORY_SPECS[category][0]).toBe('weight');
      for (const key of CATEGORY_SPECS[category]) expect(SPEC_KEYS).toContain(key);
    }
  });
});
