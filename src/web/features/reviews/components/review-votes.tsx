import { ThumbsDown, ThumbsUp } from '@web/components/icons';
import { toast } from '@web/lib/toast';
import type { TReview } from '@shared/schemas/reviews';
import { Button } from '@web/components/ui/button';
import { useCastVote } from '../mutations';

type VoteType = 'upvote' | 'downvote';

/**
 * Helpful / not helpful with the reader's own vote shown (SPEC §2, §4). Visitors are told to
 * sign in; an author sees the counts of their own review but cannot vote on it.
 */
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
  const click = (voteType: VoteType) => {
    // Ignored rather than disabled while a vote is on its way: a disabled button drops focus.
    if (vote.isPending) return;
    if (!signedIn) {
      toast.error('Login required', { description: 'Please sign in to vote on reviews' });
      return;
    }
    vote.mutate(voteType);
  };
  const button = (voteType: VoteType, count: number) => {
    const label = voteType === 'upvote' ? 'Helpful' : 'Not helpful';
    const Icon = voteType === 'upvote' ? ThumbsUp : ThumbsDown;
    const mine = review.myVote === voteType;
    return (
      <Button
        variant={mine ? 'secondary' : 'ghost'}
        size="sm"
        aria-pressed={signedIn && !isAuthor ? mine : undefined}
        disabled={isAuthor}
        title={isAuthor ? 'You cannot vote on your own review' : undefined}
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
      {button('upvote', review.upvotes)}
      {button('downvote', review.downvotes)}
    </>
  );
}
