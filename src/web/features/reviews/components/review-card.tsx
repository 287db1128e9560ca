import { Flag, ThumbsDown, ThumbsUp } from 'lucide-react';
import { toast } from 'sonner';
import { branchLabel } from '@shared/catalog';
import type { TReview } from '@shared/schemas/reviews';
import { METRICS } from '@shared/scoring';
import { Badge } from '@web/components/ui/badge';
import { StatusBadge } from '@web/components/ui/status-badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Stars } from '@web/features/products/components/stars';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

// Voting and flagging need an account (SPEC §6); signed-out visitors are told so.
const signInToVote = () =>
  toast.error('Login required', { description: 'Please sign in to vote on reviews' });
const signInToFlag = () =>
  toast.error('Sign in required', { description: 'Please sign in to flag reviews' });

export function ReviewCard({ review }: { review: TReview }) {
  return (
    <Card className="space-y-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold leading-snug">{review.title}</h3>
            {/* Only its author sees a pending review: say why nobody else can yet. */}
            {review.status === 'pending' ? (
              <StatusBadge status="pending" title="Visible to others once approved by our team" />
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Stars value={review.rating} />
            <span>{review.author.name}</span>
            <Badge variant="secondary">{branchLabel(review.author.branch)}</Badge>
            <span title="Reviewer score: upvotes minus downvotes">
              Score {review.author.reviewerScore}
            </span>
            <span aria-hidden>·</span>
            <time dateTime={review.createdAt}>{dateFormat.format(new Date(review.createdAt))}</time>
          </div>
        </div>
      </div>
      <p className="whitespace-pre-line text-sm leading-relaxed">{review.content}</p>
      {review.pros.length > 0 || review.cons.length > 0 ? (
        <div className="grid gap-4 text-sm sm:grid-cols-2">
          {review.pros.length > 0 ? (
            <div>
              <h4 className="mb-1 font-semibold text-bri-green">Pros</h4>
              <ul className="list-inside list-disc space-y-0.5">
                {review.pros.map((p, i) => (
                  <li key={i}>{p}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {review.cons.length > 0 ? (
            <div>
              <h4 className="mb-1 font-semibold text-bri-orange">Cons</h4>
              <ul className="list-inside list-disc space-y-0.5">
                {review.cons.map((c, i) => (
                  <li key={i}>{c}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs text-muted-foreground sm:grid-cols-5">
        {METRICS.map((m) => (
          <div key={m.key} className="flex justify-between gap-2 sm:flex-col">
            <dt>{m.label}</dt>
            <dd className="font-semibold text-foreground tabular-nums">{review[m.key]}/10</dd>
          </div>
        ))}
      </dl>
      <div className="flex items-center gap-2 border-t pt-3">
        <Button
          variant="ghost"
          size="sm"
          onClick={signInToVote}
          aria-label={`Helpful (${review.upvotes})`}
        >
          <ThumbsUp /> {review.upvotes}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={signInToVote}
          aria-label={`Not helpful (${review.downvotes})`}
        >
          <ThumbsDown /> {review.downvotes}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto text-muted-foreground"
          onClick={signInToFlag}
        >
          <Flag /> Flag
        </Button>
      </div>
    </Card>
  );
}
