import { describe, expect, it } from 'vitest';
import { durabilityFigures, ownerTimelines, type OwnerReport } from './estimate';

let n = 0;
const report = (
  reviewId: string,
  monthsOwned: number,
  state: OwnerReport['state'] = 'in_service',
  over: Partial<OwnerReport> = {},
): OwnerReport => ({
  reviewId,
  monthsOwned,
  state,
  failureMode: null,
  createdAt: new Date(Date.UTC(2026, 0, 1) + n++ * 60_000),
  ...over,
});

describe('ownerTimelines', () => {
  it("ends an owner's timeline at their last report, censored", () => {
    expect(ownerTimelines([report('a', 3), report('a', 9), report('a', 6)])).toEqual([
      { months: 9, failed: false, mode: null },
    ]);
  });

  it('ends it at the first failure, even when a later report says it was repaired and carried on', () => {
    const reports = [
      report('a', 12, 'in_service'),
      report('a', 8, 'failed', { failureMode: 'strap' }),
      report('a', 4, 'in_service'),
      report('a', 10, 'failed', { failureMode: 'zipper' }),
    ];
    expect(ownerTimelines(reports)).toEqual([{ months: 8, failed: true, mode: 'strap' }]);
  });

  it('takes the later written of two last reports at the same month', () => {
    const reports = [report('a', 6, 'retired', { failureMode: 'seam' }), report('a', 6, 'lost')];
    expect(ownerTimelines(reports)).toEqual([{ months: 6, failed: false, mode: null }]);
  });

  it('keeps what gave out on retired gear, which is censored', () => {
    expect(ownerTimelines([report('a', 20, 'retired', { failureMode: 'sole' })])).toEqual([
      { months: 20, failed: false, mode: 'sole' },
    ]);
  });
});

describe('durabilityFigures', () => {
  it('keeps nothing without owners', () => {
    expect(durabilityFigures([])).toEqual({ survivalEstimate: null, survival12Months: null });
  });

  it('counts owners and failures below five, but keeps no curve, modes or 12-month share', () => {
    const reports = [
      report('a', 3, 'failed', { failureMode: 'zipper' }),
      report('b', 12),
      report('c', 14),
      report('d', 15),
    ];
    expect(durabilityFigures(reports)).toEqual({
      survivalEstimate: { failures: 1, curve: [], medianMonths: null, modes: [] },
      survival12Months: null,
    });
  });

  it('from five owners: the curve, its share at 12 months, and what gave out ranked', () => {
    // Five owners: fails at 3 (zipper) and 6 (strap), retired at 12 with a worn seam, lost at 8,
    // in service at 12. At 3: 5 at risk, 4/5 = 0.8. At 6: 4 at risk, 0.8 · 3/4 = 0.6.
    const reports = [
      report('c', 12, 'retired', { failureMode: 'seam' }),
      report('b', 2),
      report('b', 6, 'failed', { failureMode: 'strap' }),
      report('a', 3, 'failed', { failureMode: 'zipper' }),
      report('d', 8, 'lost'),
      report('e', 12),
    ];
    const { survivalEstimate, survival12Months } = durabilityFigures(reports);
    expect(
      survivalEstimate?.curve.map((s) => [s.month, Number(s.survival.toFixed(4)), s.atRisk]),
    ).toEqual([
      [0, 1, 5],
      [3, 0.8, 5],
      [6, 0.6, 4],
      [12, 0.6, 2],
    ]);
    expect(survivalEstimate).toMatchObject({ failures: 2, medianMonths: null });
    expect(survival12Months).toBeCloseTo(0.6, 10);
    // One owner each: the earlier failure first.
    expect(survivalEstimate?.modes).toEqual([
      { mode: 'zipper', owners: 1, medianMonth: 3 },
      { mode: 'strap', owners: 1, medianMonth: 6 },
      { mode: 'seam', owners: 1, medianMonth: 12 },
    ]);
  });

  it('ranks modes by owners, each with the lower middle month as its median', () => {
    const reports = [
      report('a', 2, 'failed', { failureMode: 'buckle' }),
      report('b', 4, 'failed', { failureMode: 'strap' }),
      report('c', 10, 'failed', { failureMode: 'strap' }),
      report('d', 7, 'failed', { failureMode: 'strap' }),
      report('e', 9, 'failed', { failureMode: 'seam' }),
      report('f', 11, 'failed', { failureMode: 'seam' }),
    ];
    expect(durabilityFigures(reports).survivalEstimate?.modes).toEqual([
      { mode: 'strap', owners: 3, medianMonth: 7 },
      { mode: 'seam', owners: 2, medianMonth: 9 },
      { mode: 'buckle', owners: 1, medianMonth: 2 },
    ]);
  });

  it('has no 12-month share before any owner has had the gear 12 months', () => {
    const reports = ['a', 'b', 'c', 'd', 'e'].map((id) => report(id, 11));
    expect(durabilityFigures(reports).survival12Months).toBeNull();
    expect(durabilityFigures([...reports, report('f', 12)]).survival12Months).toBe(1);
  });
});
