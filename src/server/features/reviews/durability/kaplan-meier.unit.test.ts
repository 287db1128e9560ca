import { describe, expect, it } from 'vitest';
import { kaplanMeier, type Timeline } from './kaplan-meier';

const failed = (months: number): Timeline => ({ months, failed: true });
const censored = (months: number): Timeline => ({ months, failed: false });

/** The steps as [month, survival, at risk], survival to 4 places. */
const steps = (timelines: Timeline[]) =>
  kaplanMeier(timelines).curve.map((s) => [s.month, Number(s.survival.toFixed(4)), s.atRisk]);

describe('kaplanMeier', () => {
  it('steps at each failure month, by hand: S = Π (1 - d/n)', () => {
    // n = 6: fails at 2; censored at 3; fails at 4 and 4; censored at 6; fails at 8.
    const owners = [failed(2), censored(3), failed(4), failed(4), censored(6), failed(8)];
    // At 2: 6 at risk, 1 fails: 5/6. At 4: 4 at risk, 2 fail: 5/6 · 2/4 = 0.4167.
    // At 8: 1 at risk, 1 fails: 0.
    expect(steps(owners)).toEqual([
      [0, 1, 6],
      [2, 0.8333, 6],
      [4, 0.4167, 4],
      [8, 0, 1],
    ]);
    expect(kaplanMeier(owners).medianMonths).toBe(4);
  });

  it('counts a censoring in the month of a failure as still at risk then', () => {
    // At 5: all 4 at risk (the censored one too), 1 fails: 3/4. Then 2 at risk at 7: 3/4 · 1/2.
    const owners = [failed(5), censored(5), failed(7), censored(9)];
    expect(steps(owners)).toEqual([
      [0, 1, 4],
      [5, 0.75, 4],
      [7, 0.375, 2],
      [9, 0.375, 1],
    ]);
  });

  it('all censored: survival 1 from month 0 to the longest timeline, no median', () => {
    const estimate = kaplanMeier([censored(3), censored(12), censored(12)]);
    expect(estimate.curve).toEqual([
      { month: 0, survival: 1, lower: 1, upper: 1, atRisk: 3 },
      { month: 12, survival: 1, lower: 1, upper: 1, atRisk: 2 },
    ]);
    expect(estimate.medianMonths).toBeNull();
  });

  it('all failed: falls to 0 at the last failure, the interval closed there', () => {
    const estimate = kaplanMeier([failed(1), failed(2), failed(2), failed(6)]);
    expect(estimate.curve.map((s) => [s.month, s.survival])).toEqual([
      [0, 1],
      [1, 0.75],
      [2, 0.25],
      [6, 0],
    ]);
    expect(estimate.curve.at(-1)).toMatchObject({ lower: 0, upper: 0, atRisk: 1 });
    expect(estimate.medianMonths).toBe(2);
  });

  it('one owner: 1 until they fail, then 0', () => {
    expect(steps([failed(7)])).toEqual([
      [0, 1, 1],
      [7, 0, 1],
    ]);
    expect(steps([censored(7)])).toEqual([
      [0, 1, 1],
      [7, 1, 1],
    ]);
  });

  it('no owners: the curve starts and stays at 1', () => {
    expect(kaplanMeier([])).toEqual({
      curve: [{ month: 0, survival: 1, lower: 1, upper: 1, atRisk: 0 }],
      medianMonths: null,
    });
  });

  it('gives the same estimate from owners counted by month and outcome as from one each', () => {
    const one = [failed(2), censored(3), failed(4), failed(4), censored(4), censored(6), failed(8)];
    const counted = [
      { months: 4, failed: false, owners: 1 },
      { months: 2, failed: true, owners: 1 },
      { months: 8, failed: true, owners: 1 },
      { months: 4, failed: true, owners: 2 },
      { months: 6, failed: false, owners: 1 },
      { months: 3, failed: false, owners: 1 },
    ];
    expect(kaplanMeier(counted)).toEqual(kaplanMeier(one));
  });

  it('gives the published estimate and log-log interval of the 6-MP leukaemia trial', () => {
    // Freireich et al. (1963), the 6-MP arm, weeks in remission (+ censored), as tabulated by
    // Klein & Moeschberger and R's survfit(conf.type = "log-log").
    const weeks = '6 6 6 6+ 7 9+ 10 10+ 11+ 13 16 17+ 19+ 20+ 22 23 25+ 32+ 32+ 34+ 35+';
    const owners = weeks
      .split(' ')
      .map((w) => (w.endsWith('+') ? censored(+w.slice(0, -1)) : failed(+w)));
    const published = [
      // week, at risk, survival, lower, upper
      [6, 21, 0.857, 0.62, 0.952],
      [7, 17, 0.807, 0.563, 0.923],
      [10, 15, 0.753, 0.503, 0.889],
      [13, 12, 0.69, 0.432, 0.849],
      [16, 11, 0.627, 0.368, 0.805],
      [22, 7, 0.538, 0.268, 0.747],
      [23, 6, 0.448, 0.188, 0.68],
    ];
    const { curve, medianMonths } = kaplanMeier(owners);
    // The last step is where the estimate stops, the longest remission (35 weeks, 1 at risk).
    expect(curve.at(-1)).toMatchObject({ month: 35, atRisk: 1 });
    expect(
      curve
        .slice(1, -1)
        .map((s) => [
          s.month,
          s.atRisk,
          Number(s.survival.toFixed(3)),
          Number(s.lower.toFixed(3)),
          Number(s.upper.toFixed(3)),
        ]),
    ).toEqual(published);
    expect(medianMonths).toBe(23);
  });
});
