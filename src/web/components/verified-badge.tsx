import { AFFILIATIONS, type Affiliation } from '@shared/verification';
import { ShieldCheck } from '@web/components/icons';
import { Badge } from '@web/components/ui/badge';

/**
 * Issue 29: "Verified" with what was verified, on a member's reviews and profile. Its title
 * says what it means, as the badge alone cannot.
 */
export function VerifiedBadge({ affiliation }: { affiliation: Affiliation }) {
  return (
    <Badge variant="accent" title="Service verified by an identity provider or a .mil mailbox">
      <ShieldCheck aria-hidden className="size-3.5" />
      {`Verified ${AFFILIATIONS[affiliation]}`}
    </Badge>
  );
}
