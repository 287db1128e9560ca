import { afterEach, describe, expect, it, vi } from 'vitest';
import { standardFilterParam, ZComplianceClaimWrite, ZComplianceWrite } from './compliance';

const checked = {
  status: 'checked',
  checkedAt: '2026-10-03',
  source: { reference: 'APEL, edition of 2026-09', url: 'https://www.peosoldier.army.mil/apel' },
};
const issue = (input: unknown) => ZComplianceClaimWrite.safeParse(input).error?.issues[0];

afterEach(() => vi.useRealTimers());

describe('ZComplianceClaimWrite (issue 49)', () => {
  it("takes a maker's claim, a checked one with its day and source, a level and an NSN", () => {
    expect(ZComplianceClaimWrite.parse({ standard: 'berry', status: 'claimed' })).toEqual({
      standard: 'berry',
      status: 'claimed',
    });
    expect(ZComplianceClaimWrite.parse({ standard: 'apel', ...checked })).toMatchObject({
      checkedAt: '2026-10-03',
      source: { reference: 'APEL, edition of 2026-09' },
    });
    expect(
      ZComplianceClaimWrite.parse({ standard: 'nij06', level: 'IIIA', status: 'claimed' }).level,
    ).toBe('IIIA');
    expect(
      ZComplianceClaimWrite.parse({ standard: 'nsn', nsn: '8465-01-524-7226', status: 'claimed' })
        .nsn,
    ).toBe('8465015247226');
  });

  it.each([
    [
      { standard: 'nsn', nsn: '8465-01-524-72', status: 'claimed' },
      'nsn',
      'NSN must be 13 digits, as 1234-56-789-0123',
    ],
    [
      { standard: 'nsn', nsn: '8465-O1-524-7226', status: 'claimed' },
      'nsn',
      'NSN must be 13 digits, as 1234-56-789-0123',
    ],
    [{ standard: 'nsn', status: 'claimed' }, 'nsn', 'NSN must be 13 digits, as 1234-56-789-0123'],
    [
      { standard: 'apel', nsn: '8465015247226', status: 'claimed' },
      'nsn',
      'Only the NSN standard takes a stock number',
    ],
    [
      { standard: 'nij07', level: 'IIIA', status: 'claimed' },
      'level',
      'Level must be one of HG1, HG2, RF1, RF2, RF3 for NIJ 0101.07',
    ],
    [
      { standard: 'nij06', status: 'claimed' },
      'level',
      'Level must be one of IIA, II, IIIA, III, IV for NIJ 0101.06',
    ],
    [
      { standard: 'taa', level: 'II', status: 'claimed' },
      'level',
      'Only an NIJ standard takes a level',
    ],
    [{ standard: 'mil-spec', status: 'claimed' }, 'standard', 'Unknown standard: mil-spec'],
    [
      {
        standard: 'apel',
        ...checked,
        source: { ...checked.source, url: 'ftp://example.com/apel' },
      },
      'source.url',
      'Source link must be an http(s) address',
    ],
    [
      { standard: 'apel', ...checked, source: { ...checked.source, url: 'javascript:alert(1)' } },
      'source.url',
      'Source link must be an http(s) address',
    ],
    [
      { standard: 'apel', ...checked, source: undefined },
      'source',
      'Source must name the list or document, at most 120 characters',
    ],
    [
      { standard: 'apel', ...checked, checkedAt: '2026-02-30' },
      'checkedAt',
      'Checked on must be a date, not in the future',
    ],
    [
      { standard: 'apel', ...checked, checkedAt: undefined },
      'checkedAt',
      'Checked on must be a date, not in the future',
    ],
    [
      { standard: 'apel', status: 'claimed', checkedAt: '2026-10-03' },
      'status',
      'Only a checked claim has a date and a source',
    ],
  ])('refuses %j naming %s', (input, field, message) => {
    expect(issue(input)).toMatchObject({ path: field.split('.'), message });
  });

  it('refuses a check dated after today', () => {
    vi.useFakeTimers({ now: new Date('2026-12-05T12:00:00Z'), toFake: ['Date'] });
    expect(issue({ standard: 'apel', ...checked, checkedAt: '2026-12-05' })).toBeUndefined();
    expect(issue({ standard: 'apel', ...checked, checkedAt: '2026-12-07' })).toMatchObject({
      path: ['checkedAt'],
      message: 'Checked on must be a date, not in the future',
    });
  });
});

describe('ZComplianceWrite', () => {
  it('takes each standard once', () => {
    const claim = { standard: 'usa', status: 'claimed' };
    expect(ZComplianceWrite.parse([claim, { standard: 'taa', status: 'claimed' }])).toHaveLength(2);
    expect(ZComplianceWrite.safeParse([claim, claim]).error?.issues[0]?.message).toBe(
      'Each standard may be claimed once',
    );
  });
});

describe('standardFilterParam', () => {
  it('takes one standard, several repeated or comma-separated, each once', () => {
    expect(standardFilterParam.parse('apel')).toEqual(['apel']);
    expect(standardFilterParam.parse(['apel', 'berry'])).toEqual(['apel', 'berry']);
    expect(standardFilterParam.parse('apel,berry,apel')).toEqual(['apel', 'berry']);
    expect(standardFilterParam.parse(undefined)).toBeUndefined();
  });

  it('refuses an unknown standard by name', () => {
    expect(standardFilterParam.safeParse(['apel', 'iso9001']).error?.issues[0]?.message).toBe(
      'Unknown standard: iso9001',
    );
  });
});
