import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TReviewRevision } from '@shared/schemas/field-reports';
import type { TReview } from '@shared/schemas/reviews';
import { Eye, EyeOff } from '@web/components/icons';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { refresh } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { setRevisionHidden } from '../api';
import { reviewKeys } from '../keys';

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
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const hide = !revision.hidden;
  const name = `version ${revision.version}`;
  const mutation = useMutation({
    mutationFn: () => setRevisionHidden(review.id, revision.version, hide),
    onSuccess: async () => {
      toast.success(hide ? `Hid ${name}` : `Showed ${name} again`);
      setAsking(false);
      await refresh(client, reviewKeys.revisions(review.productId, review.id));
    },
    onError: (err) =>
      toast.error(hide ? `Could not hide ${name}` : `Could not show ${name} again`, {
        description: err.message,
      }),
  });
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
