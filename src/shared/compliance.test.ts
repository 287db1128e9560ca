import { describe, expect, it } from 'vitest';
import { claimBadge, claimName, formatNsn, nsnDigits, recheckDue } from './compliance';

describe('NSNs (issue 49)', () => {
  it('takes 13 digits alone or grouped 4-2-3-4 by hyphens or spaces', () => {
    expect(nsnDigits('8465015247226')).toBe('8465015247226');
    expect(nsnDigits(' 8465-01-524-7226 ')).toBe('8465015247226');
    expect(nsnDigits('8465 01 524 7226')).toBe('8465015247226');
  });

  it.each([
    '846501524722',
    '84650152472260',
    '8465-01-524-722X',
    'NSN8465015247226',
    '84-6501-524-7226',
    '',
  ])('refuses %j', (value) => expect(nsnDigits(value)).toBeNull());

  it('writes 13 digits as an NSN is written', () => {
    expect(formatNsn('8465015247226')).toBe('8465-01-524-7226');
  });
});

describe('claim wording (issue 49)', () => {
  it('names the standard, with its level or stock number', () => {
    expect(claimName({ standard: 'apel' })).toBe('APEL');
    expect(claimName({ standard: 'nij06', level: 'IIIA' })).toBe('NIJ 0101.06 IIIA');
    expect(claimName({ standard: 'nsn', nsn: '8465015247226' })).toBe('NSN 8465-01-524-7226');
  });

  it('says a claim is the maker’s until it is checked, then the day it was', () => {
    expect(claimBadge({ standard: 'berry', status: 'claimed' })).toBe(
      'Berry Amendment: maker claims',
    );
    expect(claimBadge({ standard: 'apel', status: 'checked', checkedAt: '2026-10-03' })).toBe(
      'APEL: checked 2026-10-03',
    );
  });

  it('is due a re-check once the check is more than a year old', () => {
    const now = new Date('2026-12-05T12:00:00Z');
    expect(recheckDue('2025-12-06', now)).toBe(false);
    expect(recheckDue('2025-12-05', now)).toBe(true);
    expect(recheckDue('2024-01-01', now)).toBe(true);
  });
});
