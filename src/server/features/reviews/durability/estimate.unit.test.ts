import { describe, expect, it } from 'vitest';
import { durabilityFigures, type OwnerCount } from './estimate';

const failed = (months: number, owners = 1): OwnerCount => ({ months, failed: true, owners });
const censored = (months: number, owners = 1): OwnerCount => ({ months, failed: false, owners });

describe('durabilityFigures', () => {
  it('keeps nothing without owners', () => {
    expect(durabilityFigures([], [])).toEqual({ kept: null, survival12Months: null });
  });

  it('counts owners and failures below five, but keeps no curve, modes or 12-month share', () => {
    const counts = [failed(3), censored(12), censored(14, 2)];
    expect(durabilityFigures(counts, [{ mode: 'zipper', owners: 1, medianMonth: 3 }])).toEqual({
      kept: { owners: 4, estimate: { failures: 1, curve: [], medianMonths: null, modes: [] } },
      survival12Months: null,
    });
  });

  it('from five owners: the curve, its share at 12 months, and what gave out ranked', () => {
    // Fails at 3 and 6; lost at 8; two followed to 12. At 3: 4/5 = 0.8; at 6: 0.8 · 3/4 = 0.6.
    const counts = [censored(12, 2), failed(6), censored(8), failed(3)];
    const modes = [
      { mode: 'seam' as const, owners: 1, medianMonth: 12 },
      { mode: 'strap' as const, owners: 1, medianMonth: 6 },
      { mode: 'buckle' as const, owners: 2, medianMonth: 9 },
      { mode: 'zipper' as const, owners: 1, medianMonth: 3 },
    ];
    const { kept, survival12Months } = durabilityFigures(counts, modes);
    expect(kept?.owners).toBe(5);
    expect(
      kept?.estimate.curve.map((s) => [s.month, Number(s.survival.toFixed(4)), s.atRisk]),
    ).toEqual([
      [0, 1, 5],
      [3, 0.8, 5],
      [6, 0.6, 4],
      [12, 0.6, 2],
    ]);
    expect(kept?.estimate).toMatchObject({ failures: 2, medianMonths: null });
    expect(survival12Months).toBeCloseTo(0.6, 10);
    // Most owners first; at a tie, the earlier failure.
    expect(kept?.estimate.modes.map((m) => m.mode)).toEqual(['buckle', 'zipper', 'strap', 'seam']);
  });

  it('has no 12-month share before any owner has had the gear 12 months', () => {
    expect(durabilityFigures([censored(11, 5)], []).survival12Months).toBeNull();
    expect(durabilityFigures([censored(11, 5), censored(12)], []).survival12Months).toBe(1);
  });
});
