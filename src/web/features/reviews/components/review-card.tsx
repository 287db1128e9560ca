import { shortDate } from '@shared/format';
import { Flag, History, Pencil, Trash2 } from '@web/components/icons';
import { useState } from 'react';
import { toast } from '@web/lib/toast';
import { branchLabel } from '@shared/catalog';
import type { TReview } from '@shared/schemas/reviews';
import { Badge } from '@web/components/ui/badge';
import { StatusBadge } from '@web/components/ui/status-badge';
import { Button } from '@web/components/ui/button';
import { Stars } from '@web/components/stars';
import { HydrateWhenSeen } from '@web/lib/partial-hydration';
import { FailedNotice, FieldReports, FieldTestedBadge } from './field-reports';
import { ReviewCardDialogs, type CardDialog } from './review-card-dialogs';
import { ObtainedBadge } from './obtained-badge';
import { ReviewMedia } from './review-media';
import { ReviewFit, ReviewPoints, ReviewScores } from './review-parts';
import { ReviewVotes } from './review-votes';
import { VerifiedBadge } from '@web/components/verified-badge';

// Flagging needs an account (SPEC §6); signed-out visitors are told so.
const signInToFlag = () =>
  toast.error('Sign in required', { description: 'Please sign in to flag reviews' });

/**
 * One review (SPEC §2): its author gets Edit and Delete and no Flag; everyone else gets Flag.
 * Votes show the reader's own. Issue 30: "Edited" with its earlier versions, and its field
 * reports. Its parts take their looks from `.review-card` by position (styles.css): a product
 * page holds ten.
 */
export function ReviewCard({ review, viewerId }: { review: TReview; viewerId: string | null }) {
  const [dialog, setDialog] = useState<CardDialog | null>(null);
  // A member's page in its frame knows they are signed in before it knows who they are (the
  // frame's id is ''): they may vote and flag at once; only authorship waits for their id.
  const signedIn = viewerId !== null;
  const isAuthor = signedIn && viewerId === review.userId;
  // The review's own id, so a link can name the review (`#review-<id>`) wherever it is listed.
  const titleId = `review-${review.id}`;
  const flag = (reportId?: string) =>
    signedIn ? setDialog({ kind: 'flag', reportId }) : signInToFlag();
  return (
    <HydrateWhenSeen as="article" aria-labelledby={titleId} className="card review-card">
      <header>
        <div>
          <h3 id={titleId}>{review.title}</h3>
          {/* Only its author sees a pending review: say why nobody else can yet. */}
          {review.status === 'pending' ? (
            <StatusBadge status="pending" title="Visible to others once approved by our team" />
          ) : null}
          <FieldTestedBadge months={review.fieldTestedMonths} />
          <ObtainedBadge obtained={review.obtained} connection={review.connection} />
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
          <time dateTime={review.createdAt}>{shortDate(review.createdAt)}</time>
          {review.editedAt ? (
            <>
              <span aria-hidden>·</span>
              <span>
                {'Edited '}
                <time dateTime={review.editedAt}>{shortDate(review.editedAt)}</time>
              </span>
              <Button variant="link" size="sm" onClick={() => setDialog({ kind: 'revisions' })}>
                <History /> Earlier versions
                <span className="sr-only">{` of ${review.title}`}</span>
              </Button>
            </>
          ) : null}
        </p>
      </header>
      <FailedNotice reports={review.reports} />
      <p>{review.content}</p>
      <ReviewFit entry={review} />
      <ReviewPoints pros={review.pros} cons={review.cons} />
      <ReviewMedia title={review.title} photos={review.photos} video={review.video} />
      <ReviewScores scores={review} />
      <FieldReports review={review} isAuthor={isAuthor} onFlag={flag} open={setDialog} />
      <footer>
        <ReviewVotes review={review} signedIn={signedIn} isAuthor={isAuthor} />
        <div>
          {isAuthor ? (
            <>
              <Button variant="ghost" size="sm" onClick={() => setDialog({ kind: 'edit' })}>
                <Pencil /> Edit
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setDialog({ kind: 'delete' })}>
                <Trash2 /> Delete
              </Button>
            </>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              className="text-muted-foreground"
              onClick={() => flag()}
            >
              <Flag /> Flag
            </Button>
          )}
        </div>
      </footer>
      {dialog ? (
        <ReviewCardDialogs review={review} dialog={dialog} onClose={() => setDialog(null)} />
      ) : null}
    </HydrateWhenSeen>
  );
}
