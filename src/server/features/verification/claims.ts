import type { AffiliationRule, ProviderAffiliation } from '../../config';

/**
 * The words a provider's military-status claim holds. It may be a string, an array of strings,
 * or ID.me-style group objects `{ group, subgroups: [...], verified }`, of which only the
 * verified ones count (their subgroups name the service); arrays may mix them.
 */
function claimValues(claim: unknown): string[] {
  if (typeof claim === 'string') return [claim];
  if (Array.isArray(claim)) return claim.flatMap(claimValues);
  if (claim && typeof claim === 'object') {
    const group = claim as { subgroups?: unknown; verified?: unknown };
    if (group.verified !== true) return [];
    return claimValues(group.subgroups);
  }
  return [];
}

/**
 * The affiliation a provider's answer confirms: the first rule (in the configured order) one of
 * the claim's values matches, without regard to case or surrounding spaces; null when none does.
 */
export function affiliationFromClaim(
  claim: unknown,
  rules: AffiliationRule[],
): ProviderAffiliation | null {
  const values = new Set(claimValues(claim).map((v) => v.trim().toLowerCase()));
  return rules.find((rule) => rule.values.some((v) => values.has(v)))?.affiliation ?? null;
}
