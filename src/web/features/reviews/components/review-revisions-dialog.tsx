import { useInfiniteQuery } from '@tanstack/react-query';
import { isAdmin } from '@shared/roles';
import type { TReviewRevision } from '@shared/schemas/field-reports';
import type { TReview } from '@shared/schemas/reviews';
import { Badge } from '@web/components/ui/badge';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { shortDate } from '@shared/format';
import { EarlierVersions } from '@web/components/earlier-versions';
import { StatusBadge } from '@web/components/ui/status-badge';
import { Stars } from '@web/components/stars';
import { useViewer } from '@web/lib/viewer';
import { revisionsQuery } from '../api';
import { ReviewPoints, ReviewScores } from './review-parts';
import { RevisionHideControl } from './revision-hide-control';

function Revision({
  review,
  revision,
  moderator,
}: {
  review: TReview;
  revision: TReviewRevision;
  moderator: boolean;
}) {
  const headingId = `revision-${revision.version}`;
  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-lg border p-4">
      <header className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="font-semibold">{`Version ${revision.version}`}</h3>
          {/* Only the author (and admins) read a version not approved when replaced: say so. */}
          {revision.status === 'approved' ? null : (
            <StatusBadge status={revision.status} title="Not in the public history" />
          )}
          {revision.hidden ? (
            <Badge variant="outline" title="A moderator took it out of the public history">
              Hidden
            </Badge>
          ) : null}
          {moderator ? <RevisionHideControl review={review} revision={revision} /> : null}
        </div>
        <p className="text-sm text-muted-foreground">
          {`Written ${shortDate(revision.writtenAt)} · replaced ${shortDate(revision.replacedAt)}`}
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
 * A review's earlier versions, newest first, a page at a time (issue 30, decision 023): everyone
 * reads those that were approved and not hidden; its author every one, the others marked; an
 * admin hides one from the public history, or shows it again (issue 44).
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
  const list = useInfiniteQuery(revisionsQuery(review.productId, review.id));
  const { viewer } = useViewer();
  const moderator = viewer !== null && isAdmin(viewer);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Earlier versions"
        description={`What “${review.title}” said before its author edited it, newest first.`}
        maxWidth="2xl"
      >
        <EarlierVersions list={list} rowClassName="h-40">
          {(items) =>
            items.map((r) => (
              <Revision key={r.version} review={review} revision={r} moderator={moderator} />
            ))
          }
        </EarlierVersions>
      </DialogContent>
    </Dialog>
  );
}
