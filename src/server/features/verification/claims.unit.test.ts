import { describe, expect, it } from 'vitest';
import { parseAffiliationRules, VERIFY_OIDC_DEFAULTS } from '../../config';
import { affiliationFromClaim } from './claims';

const rules = parseAffiliationRules(VERIFY_OIDC_DEFAULTS.affiliations);

describe('affiliationFromClaim with the default mapping (ID.me’s model)', () => {
  it.each([
    ['a string', 'Veteran', 'veteran'],
    ['a string in another case, with spaces', '  ACTIVE duty ', 'active_duty'],
    ['a list of strings', ['student', 'Military Spouse'], 'military_family'],
    [
      'a verified group',
      [{ group: 'military', subgroups: ['Retiree'], verified: true }],
      'veteran',
    ],
    [
      'verified and unverified groups mixed',
      [
        { group: 'military', subgroups: ['Service Member'], verified: false },
        { group: 'military', subgroups: ['Military Family'], verified: true },
      ],
      'military_family',
    ],
    [
      'a single group object',
      { group: 'military', subgroups: ['Veteran'], verified: true },
      'veteran',
    ],
  ])('reads %s', (_label, claim, affiliation) => {
    expect(affiliationFromClaim(claim, rules)).toBe(affiliation);
  });

  it.each([
    ['nothing', undefined],
    ['an unverified group', [{ group: 'military', subgroups: ['Veteran'], verified: false }]],
    ['a group whose verified is not true itself', [{ subgroups: ['Veteran'], verified: 'true' }]],
    ['a value no rule names', 'student'],
    ['a number', 42],
    ['a part of a value', 'veteran affairs staff'],
  ])('confirms nothing for %s', (_label, claim) => {
    expect(affiliationFromClaim(claim, rules)).toBeNull();
  });

  it('takes the first rule in the configured order when several match', () => {
    expect(affiliationFromClaim(['Military Spouse', 'Veteran'], rules)).toBe('veteran');
    const spouseFirst = parseAffiliationRules('military_family=military spouse,veteran=veteran');
    expect(affiliationFromClaim(['Veteran', 'Military Spouse'], spouseFirst)).toBe(
      'military_family',
    );
  });
});
