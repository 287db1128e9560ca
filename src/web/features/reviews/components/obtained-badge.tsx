import { Gift } from '@web/components/icons';
import { Badge } from '@web/components/ui/badge';
import {
  CONNECTION_LABELS,
  CONNECTIONS,
  isIncentivized,
  NOT_STATED,
  OBTAINED,
  OBTAINED_LABELS,
  type Connection,
  type Obtained,
} from '@shared/obtained';

/**
 * Issue 52: how the reviewer got the gear and any tie to its maker, on every review. A gift or
 * a tie is marked, as readers may leave those out of the scores; the title says it in full.
 */
export function ObtainedBadge({
  obtained,
  connection,
}: {
  obtained: Obtained | null;
  connection: Connection | null;
}) {
  const label = [
    obtained ? OBTAINED_LABELS[obtained] : NOT_STATED,
    connection ? CONNECTION_LABELS[connection] : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const title = [
    obtained ? OBTAINED[obtained] : 'Written before reviewers were asked how they got it',
    connection ? CONNECTIONS[connection] : null,
  ]
    .filter(Boolean)
    .join('. ');
  return (
    <Badge variant="outline" title={title}>
      {isIncentivized(obtained, connection) ? <Gift aria-hidden className="size-3" /> : null}
      {label}
    </Badge>
  );
}
