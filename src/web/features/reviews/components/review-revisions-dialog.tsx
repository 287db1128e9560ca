import { useQuery } from '@tanstack/react-query';
import { History } from '@web/components/icons';
import type { TReviewRevision } from '@shared/schemas/field-reports';
import type { TReview } from '@shared/schemas/reviews';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { formatDate } from '@web/components/ui/formatted-date';
import { EmptyState, ListSkeleton, LoadFailed } from '@web/components/ui/list-states';
import { StatusBadge } from '@web/components/ui/status-badge';
import { Stars } from '@web/components/stars';
import { revisionsQuery } from '../api';
import { ReviewPoints, ReviewScores } from './review-parts';

function Revision({ revision }: { revision: TReviewRevision }) {
  const headingId = `revision-${revision.version}`;
  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-lg border p-4">
      <header className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="font-semibold">{`Version ${revision.version}`}</h3>
          {/* Only the author (and admins) read a version that was never public: say so. */}
          {revision.status === 'approved' ? null : (
            <StatusBadge status={revision.status} title="Never shown to others" />
          )}
        </div>
        <p className="text-sm text-muted-foreground">
          {`Written ${formatDate(revision.writtenAt)} · replaced ${formatDate(revision.replacedAt)}`}
        </p>
      </header>
      <div className="flex flex-wrap items-center gap-2">
        <Stars value={revision.rating} />
        <p className="font-medium">{revision.title}</p>
      </div>
      <p className="whitespace-pre-line text-sm leading-relaxed">{revision.content}</p>
      <ReviewPoints pros={revision.pros} cons={revision.cons} />
      <ReviewScores scores={revision} />
    </article>
  );
}

/**
 * A review's earlier versions, newest first (issue 30, decision 023): everyone reads those that
 * were approved; its author every one, the others marked.
 */
export default function ReviewRevisionsDialog({
  review,
  open,
  onOpenChange,
}: {
  review: TReview;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { data, isPending, isError, refetch } = useQuery(
    revisionsQuery(review.productId, review.id),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Earlier versions"
        description={`What “${review.title}” said before its author edited it, newest first.`}
        className="max-w-2xl"
      >
        {isPending ? (
          <ListSkeleton rows={2} rowClassName="h-40" />
        ) : isError ? (
          <LoadFailed retry={() => void refetch()}>
            We couldn&apos;t load the earlier versions.
          </LoadFailed>
        ) : data.length === 0 ? (
          <EmptyState icon={History}>There are no earlier versions to show.</EmptyState>
        ) : (
          <div className="space-y-4">
            {data.map((r) => (
              <Revision key={r.version} revision={r} />
            ))}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
