import { describe, expect, it } from 'vitest';
import { effectiveScores, type ScoredReport, type Scores } from './scoring';

// Issue 30: a review's scores are those of its latest approved report that gives scores, else
// its own.

const own: Scores = {
  durability: 9,
  portability: 8,
  costValue: 7,
  civilianAdaptation: 6,
  overallUtility: 5,
};
const flat = (n: number): Scores => ({
  durability: n,
  portability: n,
  costValue: n,
  civilianAdaptation: n,
  overallUtility: n,
});
let n = 0;
const report = (
  createdAt: string,
  scores: Scores | null,
  status: ScoredReport['status'] = 'approved',
): ScoredReport => ({ id: `r${(n += 1)}`, status, createdAt, scores });

describe('effectiveScores', () => {
  it("keeps the review's own scores with no report", () => {
    expect(effectiveScores(own, [])).toEqual(own);
  });

  it('takes the latest approved report that gives scores, in whatever order they come', () => {
    const reports = [
      report('2025-03-01T00:00:00.000Z', flat(4)),
      report('2025-05-01T00:00:00.000Z', flat(2)),
      report('2025-04-01T00:00:00.000Z', flat(3)),
    ];
    expect(effectiveScores(own, reports)).toEqual(flat(2));
    expect(effectiveScores(own, [...reports].reverse())).toEqual(flat(2));
  });

  it('passes over a later report without scores: the last scores given stand', () => {
    const reports = [
      report('2025-03-01T00:00:00.000Z', flat(4)),
      report('2025-06-01T00:00:00.000Z', null),
    ];
    expect(effectiveScores(own, reports)).toEqual(flat(4));
  });

  it('keeps its own scores when no report gives any', () => {
    expect(effectiveScores(own, [report('2025-06-01T00:00:00.000Z', null)])).toEqual(own);
  });

  it.each(['pending', 'rejected'] as const)('ignores a %s report, however late', (status) => {
    const reports = [
      report('2025-03-01T00:00:00.000Z', flat(4)),
      report('2025-06-01T00:00:00.000Z', flat(1), status),
    ];
    expect(effectiveScores(own, reports)).toEqual(flat(4));
    expect(effectiveScores(own, [reports[1]!])).toEqual(own);
  });

  it('settles reports of the same instant by id, so every caller picks the same one', () => {
    const at = '2025-03-01T00:00:00.000Z';
    const a = { ...report(at, flat(3)), id: 'a' };
    const b = { ...report(at, flat(6)), id: 'b' };
    expect(effectiveScores(own, [a, b])).toEqual(flat(6));
    expect(effectiveScores(own, [b, a])).toEqual(flat(6));
  });

  it('returns only the five scores, not whatever else the review carries', () => {
    const review = { ...own, rating: 5, title: 'Solid' };
    expect(effectiveScores(review, [])).toEqual(own);
  });
});
