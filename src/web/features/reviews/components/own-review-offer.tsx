import { Pencil } from '@web/components/icons';
import { useState } from 'react';
import type { TMyReview } from '@shared/schemas/me';
import { Stars } from '@web/components/stars';
import { Button } from '@web/components/ui/button';
import { FormattedDate } from '@web/components/ui/formatted-date';
import { StatusBadge } from '@web/components/ui/status-badge';
import ReviewEditDialog from './review-edit-dialog';

/**
 * Issue 27: a member writes one review per product, so to one who already has, the 'Write a
 * Review' tab shows theirs and offers its edit instead of a blank form (the server would refuse
 * a second with 409).
 */
export function OwnReviewOffer({ review }: { review: TMyReview }) {
  const [editing, setEditing] = useState(false);
  const headingId = `own-review-${review.id}`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="space-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          You have already reviewed this product
        </h2>
        <p className="text-muted-foreground">
          One review per product: add what you have learned since by editing yours.
        </p>
      </div>
      <div className="space-y-2 rounded-md border bg-muted/40 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <p className="min-w-0 break-words font-semibold leading-snug">{review.title}</p>
          {review.status === 'approved' ? null : <StatusBadge status={review.status} />}
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <Stars value={review.rating} />
          <FormattedDate value={review.createdAt} />
        </div>
      </div>
      <Button onClick={() => setEditing(true)}>
        <Pencil /> Edit Your Review
      </Button>
      {editing ? (
        <ReviewEditDialog review={review} open onOpenChange={(open) => setEditing(open)} />
      ) : null}
    </section>
  );
}
