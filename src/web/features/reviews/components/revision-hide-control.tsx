import { useState } from 'react';
import type { TReviewRevision } from '@shared/schemas/field-reports';
import type { TReview } from '@shared/schemas/reviews';
import { Eye, EyeOff } from '@web/components/icons';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { toast } from '@web/lib/toast';
import { useSetRevisionHidden } from '../mutations';

/**
 * A moderator's Hide on one earlier version, or Show again on a hidden one (issue 44), asked
 * first: the public history changes at once.
 */
export function RevisionHideControl({
  review,
  revision,
}: {
  review: TReview;
  revision: TReviewRevision;
}) {
  const [asking, setAsking] = useState(false);
  const hide = !revision.hidden;
  const name = `version ${revision.version}`;
  const mutation = useSetRevisionHidden(
    review,
    { version: revision.version, hide },
    {
      onSuccess: () => {
        toast.success(hide ? `Hid ${name}` : `Showed ${name} again`);
        setAsking(false);
      },
    },
  );
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="ml-auto"
        disabled={mutation.isPending}
        onClick={() => setAsking(true)}
      >
        {hide ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
        {hide ? 'Hide' : 'Show again'}
        <span className="sr-only">{` ${name}`}</span>
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={hide ? `Hide ${name}?` : `Show ${name} again?`}
        description={
          hide
            ? 'Visitors and members will no longer see it in this review’s history. Its author and admins still can.'
            : revision.status === 'approved'
              ? 'Everyone who can read this review will see it in its history again.'
              : 'It was never approved, so only its author and admins will see it either way.'
        }
        confirmLabel={hide ? 'Hide version' : 'Show again'}
        busyLabel={hide ? 'Hiding...' : 'Showing...'}
        busy={mutation.isPending}
        onConfirm={() => mutation.mutate()}
      />
    </>
  );
}
