import { IDENTITY_REVOKED_DAYS } from '@shared/verification';
import { RotateCcw, ShieldOff } from '@web/components/icons';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { FormattedDate } from '@web/components/ui/formatted-date';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useLiftRevocation } from '../mutations';

/**
 * Issue 44: in the admin's users tab, that a member's verification was revoked and when, while
 * the identity it was made with may verify no account.
 */
export function RevokedBadge({ revokedAt }: { revokedAt: string }) {
  return (
    <Badge
      variant="outline"
      title={`The identity it was made with verifies no account for ${IDENTITY_REVOKED_DAYS} days, unless an admin lifts this`}
    >
      <ShieldOff aria-hidden className="size-3.5" />
      Verification revoked <FormattedDate value={revokedAt} />
    </Badge>
  );
}

/** Issue 44: an admin lets the identity of a revoked verification verify again, once asked. */
export function LiftRevocationButton({
  member,
}: {
  member: { id: string; name: string; email: string };
}) {
  const [asking, setAsking] = useState(false);
  const lift = useLiftRevocation(member.id, {
    onSuccess: () => {
      toast.success('Revocation lifted', { description: 'The member may verify again' });
      setAsking(false);
    },
  });
  return (
    <>
      <Button variant="outline" size="sm" disabled={lift.isPending} onClick={() => setAsking(true)}>
        <RotateCcw aria-hidden /> Lift revocation
        <span className="sr-only"> of {member.email}</span>
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Lift revocation"
        description={`${member.name} may verify again, with the identity provider account or .mil address whose verification was revoked, or another.`}
        confirmLabel="Lift revocation"
        busyLabel="Lifting..."
        busy={lift.isPending}
        onConfirm={() => lift.mutate()}
      />
    </>
  );
}
