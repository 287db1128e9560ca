import { describe, expect, it } from 'vitest';
import { DetailRows, specsFromDetails, type DetailKind } from './amazon-page-specs';

const specs = (rows: [DetailKind, string][]) => specsFromDetails(new Map(rows));

describe("an Amazon page's product details in base units (issue 48)", () => {
  it.each([
    ['3.53 ounces', 100.074],
    ['1.2 Pounds', 544.311],
    ['2 lbs', 907.185],
    ['1.5 Kilograms', 1500],
    ['1,240 g', 1240],
    ['500 Grams', 500],
  ])('weighs %s as %s g', (text, grams) => {
    expect(specs([['weight', text]])).toEqual({ weight: grams });
  });

  it.each([
    ['10 x 5 x 2 inches', { length: 25.4, width: 12.7, height: 5.08 }],
    ['25 x 15 x 5 cm', { length: 25, width: 15, height: 5 }],
    ['120 x 80 x 40 millimeters', { length: 12, width: 8, height: 4 }],
    ['2"W x 3.9"L x 1"H', { length: 9.906, width: 5.08, height: 2.54 }],
    ['10 x 5 x 2 inches; 8 Ounces', { length: 25.4, width: 12.7, height: 5.08, weight: 226.796 }],
  ])('measures "%s"', (text, expected) => {
    expect(specs([['dimensions', text]])).toEqual(expected);
  });

  it('prefers the item weight to the one after the dimensions', () => {
    const both = specs([
      ['dimensions', '10 x 5 x 2 inches; 8 Ounces'],
      ['weight', '9 ounces'],
    ]);
    expect(both.weight).toBe(255.146);
  });

  it('reads capacity, battery and runtime in their units', () => {
    expect(
      specs([
        ['volume', '33.8 Fluid Ounces'],
        ['battery', '10000 mAh'],
        ['runtime', '90 Minutes'],
      ]),
    ).toEqual({ volume: 1, battery: 10000, runtime: 1.5 });
    expect(specs([['battery', '2.6 Amp Hours']])).toEqual({ battery: 2600 });
  });

  it('leaves out what has no unit of its kind or falls outside its field', () => {
    expect(
      specs([
        ['weight', 'Lightweight'],
        ['dimensions', '10 x 5 x 2'],
        ['volume', '4000 Liters'],
        ['battery', '3 Batteries'],
      ]),
    ).toEqual({});
  });
});

describe('DetailRows', () => {
  const collect = (events: [string, string][]) => {
    const rows = new DetailRows();
    for (const [kind, value] of events) {
      if (kind === 'open') rows.open(value);
      else if (kind === 'close') rows.close(value);
      else rows.text(value);
    }
    return Object.fromEntries(rows.found);
  };

  it('keeps the first of each label, from a table row or a bullet, and no script text', () => {
    expect(
      collect([
        ['open', 'li'],
        ['text', 'Item Weight \u200f : \u200e'],
        ['open', 'script'],
        ['text', ' 99 pounds'],
        ['close', 'script'],
        ['text', ' 8 ounces'],
        ['close', 'li'],
        ['open', 'tr'],
        ['open', 'th'],
        ['text', ' Item Weight '],
        ['close', 'th'],
        ['open', 'td'],
        ['text', ' 2 pounds '],
        ['close', 'td'],
        ['close', 'tr'],
        ['open', 'tr'],
        ['open', 'th'],
        ['text', 'Package Dimensions'],
        ['close', 'th'],
        ['open', 'td'],
        ['text', '22 x 12 x 4 inches'],
        ['close', 'td'],
        ['close', 'tr'],
      ]),
    ).toEqual({ weight: '8 ounces' });
  });
});
