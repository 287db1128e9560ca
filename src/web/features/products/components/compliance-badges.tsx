import type { ReactNode } from 'react';
import { claimBadge, claimName, recheckDue, STANDARDS } from '@shared/compliance';
import type { TComplianceClaim } from '@shared/schemas/compliance';
import { Shield, ShieldCheck } from '@web/components/icons';
import { Link } from '@web/lib/router';
import { paths } from '@web/lib/paths';

/**
 * Issue 49: a card's standards in a compact form, inside its row of badges: a shield for each,
 * ticked when an admin checked it. Spans, not a list: a card is one item of the grid's list,
 * and what it shows is read in one breath. The full wording is the product page's.
 */
export function CardCompliance({ claims }: { claims: readonly TComplianceClaim[] }) {
  if (claims.length === 0) return null;
  return (
    <>
      <span className="sr-only">{'Standards: '}</span>
      {claims.map((claim) => {
        const Icon = claim.status === 'checked' ? ShieldCheck : Shield;
        return (
          <span key={claim.standard} data-standard={claim.standard}>
            <Icon aria-hidden />
            {STANDARDS[claim.standard].name}
            {claim.status === 'checked' ? <span className="sr-only">, checked</span> : null}
          </span>
        );
      })}
    </>
  );
}

/** "APEL: checked 2026-10-03", or "checked on …" with a note once a re-check is due. */
function claimWording(claim: TComplianceClaim, now: Date): string {
  if (claim.status === 'checked' && claim.checkedAt && recheckDue(claim.checkedAt, now))
    return `${claimName(claim)}: checked on ${claim.checkedAt}`;
  return claimBadge(claim);
}

/**
 * The product page's standards: each claim's wording, its source when checked, a note when the
 * check is over a year old, and `action` (the member's "Looks wrong?") beside each.
 */
export function ComplianceList({
  claims,
  action,
}: {
  claims: readonly TComplianceClaim[];
  action?: (claim: TComplianceClaim) => ReactNode;
}) {
  if (claims.length === 0) return null;
  const now = new Date();
  return (
    <section aria-labelledby="standards" className="compliance-list">
      <h2 id="standards">Standards</h2>
      <ul>
        {claims.map((claim) => {
          const checked = claim.status === 'checked';
          const due = checked && claim.checkedAt ? recheckDue(claim.checkedAt, now) : false;
          const Icon = checked ? ShieldCheck : Shield;
          return (
            <li key={claim.standard} data-checked={checked || undefined}>
              <Icon aria-hidden />
              <span>
                {claimWording(claim, now)}
                {claim.source ? (
                  <>
                    {' · '}
                    <a
                      href={claim.source.url}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      aria-label={`Source: ${claim.source.reference}`}
                      title={claim.source.reference}
                    >
                      source
                    </a>
                  </>
                ) : null}
                {due ? <small> · Due for a re-check</small> : null}
              </span>
              {action ? action(claim) : null}
            </li>
          );
        })}
      </ul>
      <Link to={`${paths.faq}#standards`}>What “checked” means</Link>
    </section>
  );
}
