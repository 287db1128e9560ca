import { describe, expect, it } from 'vitest';
import { fitAndMeasureFigures, type Stated } from './fit-figures';

const said = (over: Partial<Stated> = {}): Stated => ({
  measured: null,
  fit: null,
  width: null,
  ...over,
});

describe('fitAndMeasureFigures (issue 48)', () => {
  it('has nothing to keep when no owner states anything', () => {
    expect(fitAndMeasureFigures([])).toEqual({ measuredSpecs: null, fitCounts: null });
    expect(fitAndMeasureFigures([{ review: said(), reports: [] }])).toEqual({
      measuredSpecs: null,
      fitCounts: null,
    });
  });

  it("takes each field's median over the owners who measured it, one figure each", () => {
    const figures = fitAndMeasureFigures([
      { review: said({ measured: { weight: 1000, volume: 30 } }), reports: [] },
      { review: said({ measured: { weight: 1200 } }), reports: [] },
    ]);
    expect(figures.measuredSpecs).toEqual({
      weight: { median: 1100, n: 2 },
      volume: { median: 30, n: 1 },
    });
  });

  it("lets a later report's figure and verdict replace the review's; what it leaves out stands", () => {
    const figures = fitAndMeasureFigures([
      {
        review: said({ measured: { weight: 1000, volume: 30 }, fit: 'small', width: 'narrow' }),
        reports: [said({ measured: { weight: 1100 } }), said({ fit: 'true' })],
      },
    ]);
    expect(figures).toEqual({
      measuredSpecs: { weight: { median: 1100, n: 1 }, volume: { median: 30, n: 1 } },
      fitCounts: { small: 0, true: 1, large: 0, narrow: 1, normal: 0, wide: 0 },
    });
  });

  it('counts widths only when some owner gave one', () => {
    const { fitCounts } = fitAndMeasureFigures([
      { review: said({ fit: 'large' }), reports: [] },
      { review: said({ fit: 'large' }), reports: [] },
    ]);
    expect(fitCounts).toEqual({ small: 0, true: 0, large: 2 });
  });
});
