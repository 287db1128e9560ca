import {
  formatNsn,
  isLeveled,
  STANDARD_IDS,
  type ClaimStatus,
  type Standard,
} from '@shared/compliance';
import type { TComplianceClaim } from '@shared/schemas/compliance';

/**
 * Issue 49: a compliance claim as the admin's form holds it: every field a string, shown or not
 * as the standard and status ask, so switching back and forth loses nothing typed.
 */
export interface ClaimRow {
  standard: Standard;
  status: ClaimStatus;
  level: string;
  nsn: string;
  checkedAt: string;
  source: { reference: string; url: string };
}

export const claimRowsFrom = (claims: readonly TComplianceClaim[]): ClaimRow[] =>
  claims.map((c) => ({
    standard: c.standard,
    status: c.status,
    level: c.level ?? '',
    nsn: c.nsn ? formatNsn(c.nsn) : '',
    checkedAt: c.checkedAt ?? '',
    source: { reference: c.source?.reference ?? '', url: c.source?.url ?? '' },
  }));

/** A new row: the first standard not yet claimed, as the maker claims it. */
export const newClaimRow = (rows: readonly ClaimRow[]): ClaimRow => ({
  standard: STANDARD_IDS.find((s) => !rows.some((r) => r.standard === s)) ?? STANDARD_IDS[0],
  status: 'claimed',
  level: '',
  nsn: '',
  checkedAt: '',
  source: { reference: '', url: '' },
});

/**
 * The request's claims from the rows: only what the standard and status ask for (a level for
 * NIJ, the number for NSN, the day and source when checked), empty left out, for the schema to
 * refuse what is missing with its own message at the row's field.
 */
export function complianceRequest(rows: readonly ClaimRow[]) {
  return rows.map((row) => {
    const filled = (v: string) => (v.trim() === '' ? undefined : v);
    const checked = row.status === 'checked';
    const source = checked && (filled(row.source.reference) || filled(row.source.url));
    return {
      standard: row.standard,
      status: row.status,
      ...(isLeveled(row.standard) && { level: row.level }),
      ...(row.standard === 'nsn' && { nsn: filled(row.nsn) }),
      ...(checked && { checkedAt: filled(row.checkedAt) }),
      ...(source && { source: row.source }),
    };
  });
}
