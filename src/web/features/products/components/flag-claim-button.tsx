import { lazy, Suspense, useState } from 'react';
import { claimName } from '@shared/compliance';
import type { TComplianceClaim } from '@shared/schemas/compliance';
import { Flag } from '@web/components/icons';
import { Button } from '@web/components/ui/button';

// The form and its libraries load when a member first opens it: every reader of a product page
// would otherwise fetch them with the page.
const FlagClaimDialog = lazy(() => import('./flag-claim-dialog'));

/**
 * Issue 49: beside a claim on the product page, a member's way to say it looks wrong, with a
 * reason, for the admins' Standards tab.
 */
export function FlagClaimButton({
  productId,
  claim,
}: {
  productId: string;
  claim: TComplianceClaim;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        className="h-7 px-2 text-xs text-muted-foreground"
        aria-label={`Looks wrong? Flag the ${claimName(claim)} claim`}
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden /> Looks wrong?
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <FlagClaimDialog productId={productId} claim={claim} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
