import { STANDARD_IDS } from '@shared/compliance';
import type { TComplianceClaim, TComplianceClaimWrite } from '@shared/schemas/compliance';

/** A claim as the product keeps it (issue 49): as written, and who checked it when checked. */
export type StoredClaim = TComplianceClaimWrite & { checkedBy?: string };

const sameCheck = (a: TComplianceClaimWrite, b: StoredClaim) =>
  a.checkedAt === b.checkedAt &&
  a.source?.reference === b.source?.reference &&
  a.source?.url === b.source?.url;

/**
 * The claims an edit saves. An edit sends them whole, so a check it sends back unchanged (the
 * same day and source) keeps the admin who made it; a new or changed check is the saving
 * admin's, who answers for it.
 */
export function claimsToStore(
  claims: readonly TComplianceClaimWrite[],
  stored: readonly StoredClaim[],
  adminId: string,
): StoredClaim[] {
  return claims.map((claim) => {
    if (claim.status !== 'checked') return claim;
    const before = stored.find((s) => s.standard === claim.standard && s.status === 'checked');
    const checkedBy = before && sameCheck(claim, before) ? before.checkedBy : adminId;
    return { ...claim, checkedBy };
  });
}

const inOrder = (stored: readonly StoredClaim[]) =>
  [...stored].sort((a, b) => STANDARD_IDS.indexOf(a.standard) - STANDARD_IDS.indexOf(b.standard));

/** The claims as the product answer carries them, in the standards' order; who checked stays ours. */
export function complianceOf(stored: readonly StoredClaim[]): TComplianceClaim[] {
  return inOrder(stored).map(({ checkedBy: _checkedBy, ...claim }) => claim);
}

/** A card's compact form: which standards, and whether each was checked. */
export function cardComplianceOf(stored: readonly StoredClaim[]): TComplianceClaim[] {
  return inOrder(stored).map(({ standard, status }) => ({ standard, status }));
}
