import { describe, expect, it } from 'vitest';
import { riskPoints, riskScore, type RiskInput } from './risk';

/** A verified author of a year, no flags, links, duplicate or burst: nothing to say. */
const calm: RiskInput = {
  flagWeight: 0,
  accountAgeDays: 365,
  authorVerified: true,
  similar: null,
  linkCount: 0,
  recentReviews: 0,
  opsecKinds: [],
};
const risk = (over: Partial<RiskInput>) => riskScore({ ...calm, ...over });

describe('a review’s risk score (issue 29)', () => {
  it('is 0 with no reasons when nothing stands out', () => {
    expect(risk({})).toEqual({ score: 0, reasons: [] });
  });

  it('counts 8 points per unit of pending flag weight, at most 40', () => {
    expect(risk({ flagWeight: 2.44 }).reasons).toEqual([
      { code: 'flags', text: 'Pending flags weigh 2.44', points: 20 },
    ]);
    expect(risk({ flagWeight: 9 }).score).toBe(40);
  });

  it.each([
    [0, 20, 'Account less than a day old'],
    [1, 12, 'Account 1 day old'],
    [6, 12, 'Account 6 days old'],
    [7, 5, 'Account 7 days old'],
    [29, 5, 'Account 29 days old'],
  ])('gives an account %i whole days old %i points', (days, points, text) => {
    expect(risk({ accountAgeDays: days }).reasons).toEqual([{ code: 'new_account', text, points }]);
  });

  it('gives nothing for an account of 30 days or more, or one older than any band (null)', () => {
    expect(risk({ accountAgeDays: 30 }).score).toBe(0);
    expect(risk({ accountAgeDays: null }).score).toBe(0);
  });

  it('gives 20 points per kind the OPSEC check found and the author posted anyway, at most 40', () => {
    expect(risk({ opsecKinds: ['grid', 'unit'] }).reasons).toEqual([
      {
        code: 'opsec',
        text: 'Posted past the OPSEC check: grid reference, unit designator',
        points: 40,
      },
    ]);
    expect(risk({ opsecKinds: ['grid', 'unit', 'phone'] }).score).toBe(40);
  });

  it('gives 10 points to an author whose service is not verified', () => {
    expect(risk({ authorVerified: false }).reasons).toEqual([
      { code: 'unverified', text: 'Author’s service not verified', points: 10 },
    ]);
  });

  it('gives a near-duplicate 50 × its similarity, naming the other review', () => {
    const similar = { reviewId: 'r-2', productId: 'p-2', similarity: 0.874 };
    expect(risk({ similar }).reasons).toEqual([
      {
        code: 'duplicate',
        text: '87% similar to another review',
        points: 44,
        reviewId: 'r-2',
        productId: 'p-2',
        similarity: 0.874,
      },
    ]);
  });

  it('ignores a similar review below the 0.6 threshold', () => {
    const similar = { reviewId: 'r-2', productId: 'p-2', similarity: 0.59 };
    expect(risk({ similar }).score).toBe(0);
  });

  it('counts 10 points a link, at most 30', () => {
    expect(risk({ linkCount: 1 }).reasons).toEqual([
      { code: 'links', text: '1 link in the text', points: 10 },
    ]);
    expect(risk({ linkCount: 5 }).reasons[0]).toMatchObject({
      text: '5 links in the text',
      points: 30,
    });
  });

  it.each([
    [2, 0],
    [3, 5],
    [4, 10],
    [7, 25],
    [40, 25],
  ])('counts %i other reviews in the 24 hours before as %i points', (recent, points) => {
    expect(risk({ recentReviews: recent }).score).toBe(points);
  });

  it('adds the reasons up, largest first', () => {
    const result = risk({
      flagWeight: 1,
      accountAgeDays: 0,
      authorVerified: false,
      linkCount: 2,
      recentReviews: 3,
    });
    expect(result.score).toBe(8 + 20 + 10 + 20 + 5);
    expect(result.reasons.map((r) => r.code)).toEqual([
      'new_account',
      'links',
      'unverified',
      'flags',
      'burst',
    ]);
  });

  it.each<Partial<RiskInput>>([
    {},
    { flagWeight: 9, authorVerified: false },
    { accountAgeDays: 3, linkCount: 2 },
    { similar: { reviewId: 'r-2', productId: 'p-2', similarity: 0.61 }, recentReviews: 5 },
    { similar: { reviewId: 'r-2', productId: 'p-2', similarity: 0.4 }, linkCount: 9 },
  ])('scores %o alone as it does with its reasons', (over) => {
    expect(riskPoints({ ...calm, ...over })).toBe(risk(over).score);
  });
});
