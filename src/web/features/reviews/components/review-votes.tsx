import { ThumbsDown, ThumbsUp } from '@web/components/icons';
import { toast } from '@web/lib/toast';
import type { TReview } from '@shared/schemas/reviews';
import { Button } from '@web/components/ui/button';
import { useCastVote } from '../mutations';

type VoteType = 'upvote' | 'downvote';

/**
 * Helpful / not helpful with the reader's own vote shown (SPEC §2, §4), of a review or (issue
 * 50) an answer: `of` names it in the messages. Visitors are told to sign in; an author sees
 * the counts of their own but cannot vote on it.
 */
export function VoteButtons({
  of,
  upvotes,
  downvotes,
  myVote,
  signedIn,
  isAuthor,
  pending,
  onVote,
}: {
  of: 'review' | 'answer';
  upvotes: number;
  downvotes: number;
  myVote: VoteType | null;
  signedIn: boolean;
  isAuthor: boolean;
  pending: boolean;
  onVote: (voteType: VoteType) => void;
}) {
  const click = (voteType: VoteType) => {
    // Ignored rather than disabled while a vote is on its way: a disabled button drops focus.
    if (pending) return;
    if (!signedIn) {
      toast.error('Login required', { description: `Please sign in to vote on ${of}s` });
      return;
    }
    onVote(voteType);
  };
  const button = (voteType: VoteType, count: number) => {
    const label = voteType === 'upvote' ? 'Helpful' : 'Not helpful';
    const Icon = voteType === 'upvote' ? ThumbsUp : ThumbsDown;
    const mine = myVote === voteType;
    return (
      <Button
        variant={mine ? 'secondary' : 'ghost'}
        size="sm"
        aria-pressed={signedIn && !isAuthor ? mine : undefined}
        disabled={isAuthor}
        title={isAuthor ? `You cannot vote on your own ${of}` : undefined}
        onClick={() => click(voteType)}
      >
        {/* The name is what shows, with the word the icon stands for: "Helpful 3". */}
        <Icon aria-hidden />
        <span className="sr-only">{label}</span>
        {` ${count}`}
      </Button>
    );
  };
  return (
    <>
      {button('upvote', upvotes)}
      {button('downvote', downvotes)}
    </>
  );
}

export function ReviewVotes({
  review,
  signedIn,
  isAuthor,
}: {
  review: TReview;
  signedIn: boolean;
  isAuthor: boolean;
}) {
  const vote = useCastVote(review);
  return (
    <VoteButtons
      of="review"
      upvotes={review.upvotes}
      downvotes={review.downvotes}
      myVote={review.myVote}
      signedIn={signedIn}
      isAuthor={isAuthor}
      pending={vote.isPending}
      onVote={(voteType) => vote.mutate(voteType)}
    />
  );
}
