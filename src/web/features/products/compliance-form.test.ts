import { describe, expect, it } from 'vitest';
import { COMPLIANCE_MSG } from '@shared/compliance';
import { ZComplianceWrite } from '@shared/schemas/compliance';
import { claimRowsFrom, complianceRequest, newClaimRow, type ClaimRow } from './compliance-form';

const row = (over: Partial<ClaimRow>): ClaimRow => ({ ...newClaimRow([]), ...over });

describe('the admin form’s compliance rows (issue 49)', () => {
  it('send only what the standard and status ask for, whatever else was typed', () => {
    const rows = [
      row({ standard: 'apel', level: 'IIIA', nsn: '1', checkedAt: '2026-01-01' }),
      row({ standard: 'nij06', level: 'IIIA' }),
      row({ standard: 'nsn', nsn: '8465-01-524-7226' }),
    ];
    expect(ZComplianceWrite.parse(complianceRequest(rows))).toEqual([
      { standard: 'apel', status: 'claimed' },
      { standard: 'nij06', status: 'claimed', level: 'IIIA' },
      { standard: 'nsn', status: 'claimed', nsn: '8465015247226' },
    ]);
  });

  it('leave a checked claim’s missing day and source for the schema to name', () => {
    const result = ZComplianceWrite.safeParse(
      complianceRequest([row({ standard: 'berry', status: 'checked' })]),
    );
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['0.checkedAt', COMPLIANCE_MSG.checkedAt],
      ['0.source', COMPLIANCE_MSG.sourceReference],
    ]);
  });

  it('open on the product’s claims, the NSN grouped as it is written', () => {
    const rows = claimRowsFrom([
      {
        standard: 'nsn',
        status: 'checked',
        nsn: '8465015247226',
        checkedAt: '2026-10-03',
        source: { reference: 'FLIS', url: 'https://example.mil/flis' },
      },
    ]);
    expect(rows[0]).toMatchObject({ nsn: '8465-01-524-7226', level: '' });
    expect(ZComplianceWrite.parse(complianceRequest(rows))[0]).toMatchObject({
      nsn: '8465015247226',
      checkedAt: '2026-10-03',
    });
  });

  it('add the first standard not yet claimed', () => {
    expect(newClaimRow([row({ standard: 'ar670' })]).standard).toBe('dafi');
  });
});
