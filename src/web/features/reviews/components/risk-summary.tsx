import type { TRisk } from '@shared/schemas/admin';
import { Badge } from '@web/components/ui/badge';
import { Link } from '@web/lib/router';
import { paths } from '@web/lib/paths';
import { cn } from '@web/lib/cn';

/** From this score on an item is worth a look first; the queue is sorted by it anyway. */
const HIGH_RISK = 50;

/**
 * Issue 29: why an item sits where it does in the queue: its risk score and each signal that
 * added to it, with the review a near-duplicate resembles one click away.
 */
export function RiskSummary({ risk, id }: { risk: TRisk; id: string }) {
  const high = risk.score >= HIGH_RISK;
  return (
    <div className="space-y-1 text-sm">
      <Badge
        id={id}
        variant={high ? 'default' : 'outline'}
        className={cn(high && 'bg-destructive text-white dark:text-black')}
      >
        {`Risk ${risk.score}`}
        <span className="sr-only">{high ? ', high' : ''}</span>
      </Badge>
      {risk.reasons.length > 0 ? (
        <ul className="list-inside list-disc text-muted-foreground" aria-label="Why">
          {risk.reasons.map((reason) => (
            <li key={reason.code}>
              {reason.code === 'duplicate' ? (
                // The review it resembles, where its product's page lists it.
                <Link
                  to={`${paths.product(reason.productId)}#review-${reason.reviewId}`}
                  className="text-primary underline underline-offset-4"
                >
                  {reason.text}
                </Link>
              ) : (
                reason.text
              )}
              <span className="tabular-nums">{` (+${reason.points})`}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">No risk signals.</p>
      )}
    </div>
  );
}
