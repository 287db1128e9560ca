import { REJECTION_REASONS } from '@shared/moderation-figures';
import type { TMyAppeals } from '@shared/schemas/appeals';
import { FormattedDate } from '@web/components/ui/formatted-date';

type Decision = TMyAppeals['appealable'][number]['decision'];

/**
 * What moderation decided, in a line: rejected (and why, when a reason was recorded), or hidden by
 * members' flags; and the moderator's note to the author, when there was one.
 */
export function DecisionSaid({ decision, by }: { decision: Decision; by?: string | null }) {
  const what =
    decision.state === 'hidden'
      ? 'Hidden after members’ flags'
      : decision.reason
        ? `Rejected: ${REJECTION_REASONS[decision.reason]}`
        : 'Rejected';
  return (
    <div className="space-y-1 text-sm">
      <p>
        <span className="font-medium">{what}</span>
        {by ? <span className="text-muted-foreground">{` by ${by}`}</span> : null}
        {decision.decidedAt ? (
          <span className="text-muted-foreground">
            {' · '}
            <FormattedDate value={decision.decidedAt} />
          </span>
        ) : null}
      </p>
      {decision.note ? (
        <p className="break-words text-muted-foreground">{`Moderator's note: ${decision.note}`}</p>
      ) : null}
    </div>
  );
}
