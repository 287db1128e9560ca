import { Flag, Pencil, Trash2 } from '@web/components/icons';
import { lazy, Suspense, useState } from 'react';
import { toast } from '@web/lib/toast';
import { branchLabel } from '@shared/catalog';
import type { TReview } from '@shared/schemas/reviews';
import { METRICS } from '@shared/scoring';
import { Badge } from '@web/components/ui/badge';
import { StatusBadge } from '@web/components/ui/status-badge';
import { Button } from '@web/components/ui/button';
import { Stars } from '@web/components/stars';
import { ReviewMedia } from './review-media';
import { ReviewVotes } from './review-votes';
import { VerifiedBadge } from '@web/features/verification';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

// Flagging needs an account (SPEC §6); signed-out visitors are told so.
const signInToFlag = () =>
  toast.error('Sign in required', { description: 'Please sign in to flag reviews' });

// Dialogs (and the form libraries the edit form needs) load when first opened.
const ReviewFlagDialog = lazy(() => import('./review-flag-dialog'));
const ReviewDeleteDialog = lazy(() => import('./review-delete-dialog'));
const ReviewEditDialog = lazy(() => import('./review-edit-dialog'));

/**
 * One review (SPEC §2): its author gets Edit and Delete and no Flag; everyone else gets Flag.
 * Votes show the reader's own. Its parts take their looks from `.review-card` by position
 * (styles.css): a product page holds ten.
 */
export function ReviewCard({ review, viewerId }: { review: TReview; viewerId: string | null }) {
  const [dialog, setDialog] = useState<'flag' | 'delete' | 'edit' | null>(null);
  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null);
  };
  // A member's page in its frame knows they are signed in before it knows who they are (the
  // frame's id is ''): they may vote and flag at once; only authorship waits for their id.
  const signedIn = viewerId !== null;
  const isAuthor = signedIn && viewerId === review.userId;
  // The review's own id, so a link can name the review (`#review-<id>`) wherever it is listed.
  const titleId = `review-${review.id}`;
  return (
    <article aria-labelledby={titleId} className="card review-card">
      <header>
        <div>
          <h3 id={titleId}>{review.title}</h3>
          {/* Only its author sees a pending review: say why nobody else can yet. */}
          {review.status === 'pending' ? (
            <StatusBadge status="pending" title="Visible to others once approved by our team" />
          ) : null}
        </div>
        <p>
          <Stars value={review.rating} />
          <span>{review.author.name}</span>
          <Badge variant="secondary">{branchLabel(review.author.branch)}</Badge>
          {review.verification ? <VerifiedBadge affiliation={review.verification} /> : null}
          <span title="Reviewer score: upvotes minus downvotes">
            {`Score ${review.author.reviewerScore}`}
          </span>
          <span aria-hidden>·</span>
          <time dateTime={review.createdAt}>{dateFormat.format(new Date(review.createdAt))}</time>
        </p>
      </header>
      <p>{review.content}</p>
      {review.pros.length > 0 || review.cons.length > 0 ? (
        <div className="review-points">
          {review.pros.length > 0 ? (
            <div className="pros">
              <h4>Pros</h4>
              <ul>
                {review.pros.map((p, i) => (
                  <li key={i}>{p}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {review.cons.length > 0 ? (
            <div className="cons">
              <h4>Cons</h4>
              <ul>
                {review.cons.map((c, i) => (
                  <li key={i}>{c}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
      <ReviewMedia title={review.title} photos={review.photos} video={review.video} />
      <dl className="review-scores">
        {METRICS.map((m) => (
          <div key={m.key}>
            <dt>{m.label}</dt>
            <dd>{`${review[m.key]}/10`}</dd>
          </div>
        ))}
      </dl>
      <footer>
        <ReviewVotes review={review} signedIn={signedIn} isAuthor={isAuthor} />
        <div>
          {isAuthor ? (
            <>
              <Button variant="ghost" size="sm" onClick={() => setDialog('edit')}>
                <Pencil /> Edit
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setDialog('delete')}>
                <Trash2 /> Delete
              </Button>
            </>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              className="text-muted-foreground"
              onClick={() => (signedIn ? setDialog('flag') : signInToFlag())}
            >
              <Flag /> Flag
            </Button>
          )}
        </div>
      </footer>
      {dialog ? (
        <Suspense fallback={null}>
          {dialog === 'flag' ? (
            <ReviewFlagDialog reviewId={review.id} open onOpenChange={closeDialog} />
          ) : dialog === 'delete' ? (
            <ReviewDeleteDialog reviewId={review.id} open onOpenChange={closeDialog} />
          ) : (
            <ReviewEditDialog review={review} open onOpenChange={closeDialog} />
          )}
        </Suspense>
      ) : null}
    </article>
  );
}
