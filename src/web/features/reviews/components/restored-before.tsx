import { Badge } from '@web/components/ui/badge';
import { FormattedDate } from '@web/components/ui/formatted-date';

/**
 * Issue 44: a moderator kept this review over members' flags before. Those flaggers no longer
 * count toward hiding it, so flags now come from others: worth a closer look.
 */
export function RestoredBefore({ at }: { at: string | null }) {
  if (!at) return null;
  return (
    <Badge variant="outline">
      Restored before · <FormattedDate value={at} />
    </Badge>
  );
}
