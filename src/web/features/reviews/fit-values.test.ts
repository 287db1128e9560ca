import { describe, expect, it } from 'vitest';
import type { TProductFit } from '@shared/schemas/fit';
import {
  baseToTyped,
  fitPathOf,
  fitValuesOf,
  keepOffered,
  offeredFields,
  sameValue,
  typedToBase,
  type FitProduct,
} from './fit-values';

const fitOf = (sized: TProductFit['sized']): TProductFit => ({
  sized,
  n: 0,
  verdicts: { small: 0, true: 0, large: 0 },
  summary: 'No fit verdicts yet',
});
const boots: FitProduct = { category: 'deployment', fit: fitOf('footwear') };
const gloves: FitProduct = { category: 'training', fit: fitOf('gloves') };
const ration: FitProduct = { category: 'nutrition', fit: null };

describe('what a product asks of its owners', () => {
  it('is its category’s spec fields, fit if sized, and width of footwear alone', () => {
    expect(offeredFields(ration)).toEqual({
      specs: ['weight', 'volume'],
      sized: false,
      width: false,
    });
    expect(offeredFields(gloves)).toMatchObject({ sized: true, width: false });
    expect(offeredFields(boots)).toMatchObject({ sized: true, width: true });
    expect(offeredFields({ category: 'unheard-of', fit: null }).specs).toEqual([]);
  });
});

describe('a typed measurement', () => {
  it('is in base units, converted from the reader’s', () => {
    expect(typedToBase('weight', '1240', 'metric')).toBe(1240);
    expect(typedToBase('weight', '2.5', 'imperial')).toBeCloseTo(70.8738, 4);
    expect(typedToBase('waterResistance', '100', 'imperial')).toBeCloseTo(30.48, 6);
    // A field both systems write alike is not converted.
    expect(typedToBase('battery', '3400', 'imperial')).toBe(3400);
  });

  it('reads en-US numbers: thousands separated by commas, a point before the fraction', () => {
    expect(typedToBase('weight', ' 1,240.5 ', 'metric')).toBe(1240.5);
    expect(typedToBase('weight', '2.', 'metric')).toBe(2);
    expect(typedToBase('weight', '.5', 'metric')).toBe(0.5);
  });

  it('is nothing when empty, and not a number when it is no number', () => {
    expect(typedToBase('weight', '  ', 'metric')).toBeUndefined();
    for (const text of ['2,5', 'abc', '.', '1e3', '12 oz']) {
      expect(typedToBase('weight', text, 'metric')).toBeNaN();
    }
  });

  it('shows a stored value back in the reader’s units, as that unit is shown', () => {
    expect(baseToTyped('weight', 70.87380781, 'imperial')).toBe('2.5');
    expect(baseToTyped('weight', 70.87380781, 'metric')).toBe('71');
    expect(baseToTyped('volume', 1.5, 'imperial')).toBe('92');
    expect(baseToTyped('weight', undefined, 'metric')).toBe('');
    expect(baseToTyped('weight', Number.NaN, 'metric')).toBe('');
  });

  it('compares NaN with NaN as the same', () => {
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
    expect(sameValue(undefined, undefined)).toBe(true);
    expect(sameValue(2, undefined)).toBe(false);
  });
});

describe('an edit’s starting values', () => {
  it('are the stored ones, with empty text where nothing was said', () => {
    expect(fitValuesOf({ measured: { weight: 900 }, fit: 'true' })).toEqual({
      measured: { weight: 900 },
      sizeWorn: '',
      fit: 'true',
      width: undefined,
      benchmark: '',
    });
  });

  it('lose what the product no longer asks before they are sent', () => {
    const stated = {
      measured: { weight: 900, battery: 3000 },
      sizeWorn: '10',
      fit: 'small' as const,
      width: 'wide' as const,
      benchmark: '10.5 elsewhere',
    };
    expect(keepOffered(stated, ration)).toEqual({
      measured: { weight: 900 },
      sizeWorn: undefined,
      fit: undefined,
      width: undefined,
      benchmark: undefined,
    });
    expect(keepOffered(stated, gloves)).toEqual({
      ...stated,
      measured: { weight: 900 },
      width: undefined,
    });
    expect(keepOffered(stated, boots)).toEqual({ ...stated, measured: { weight: 900 } });
    // Without the product, the server decides.
    expect(keepOffered(stated, undefined)).toBe(stated);
  });
});

describe('a server refusal’s field', () => {
  it('names one of the group’s fields, or none', () => {
    expect(fitPathOf('measured.weight')).toBe('measured.weight');
    expect(fitPathOf('width')).toBe('width');
    expect(fitPathOf('measured.colour')).toBeUndefined();
    expect(fitPathOf('measured.weight.x')).toBeUndefined();
    expect(fitPathOf('measured')).toBeUndefined();
    expect(fitPathOf('title')).toBeUndefined();
    expect(fitPathOf(undefined)).toBeUndefined();
  });
});
